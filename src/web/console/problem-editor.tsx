/**
 * 문제 편집 (/exams/{paperId}/problems/new and /exams/{paperId}/problems/{problemId}): number, 과목,
 * 지문 (one of the paper's passages or none), the stem in the block editor (tables, math, images), 2–5 choices each in
 * the inline editor, 정답, 배점 and 해설. New problems are HTML. A TEXT problem opens converted to editor HTML
 * (problem-html.ts) and becomes HTML only when the operator saves. A problem takers answered keeps its key, choice
 * count and points here, with a link to the preview's 정답 변경 + 재채점 (ADR 32), the one place a key changes then.
 * Leaving with unsaved changes asks first; a refusal is shown beside the form and keeps everything typed.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { problemSummary } from '../../config/problem-content';
import {
  type ConsoleExamDetailWithProblems,
  type ConsoleProblem,
  authoringPaperKey,
  createConsoleProblem,
  getAuthoringPaper,
  updateConsoleProblem,
} from '../api/console-authoring-api';
import { getErrorMessage } from '../api/error-catalogue';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { RadioGroupField, SelectField } from '../ui/choice-fields';
import { FormError, TextField } from '../ui/form';
import { Card, EmptyState, Stack } from '../ui/page-layout';
import { ContentEditor } from './content-editor';
import { Muted, RowActions } from './console-table';
import { passageLabel } from './paper-editor';
import {
  CIRCLED,
  MAX_CHOICES,
  MIN_CHOICES,
  type ProblemFormField,
  type ProblemFormValues,
  SUBJECT_MAX,
  answerAfterRemoving,
  checkProblemForm,
} from './problem-form-rules';
import { editorHtmlOf } from './problem-html';
import { useUnsavedChanges } from './use-unsaved-changes';

/** `problemId` null: a new problem of the paper. */
export function ProblemEditor({ examDetailIdx, problemId }: { examDetailIdx: number; problemId: number | null }) {
  const paper = useQuery({ queryKey: authoringPaperKey(examDetailIdx), queryFn: () => getAuthoringPaper(getBrowserCbtClient(), examDetailIdx) });
  if (paper.isError) return <EmptyState title="회차를 불러오지 못했습니다.">{getErrorMessage(paper.error)}</EmptyState>;
  if (!paper.data) return <Muted role="status">불러오는 중…</Muted>;
  const problem = problemId === null ? null : paper.data.problems.find((item) => item.multipleProblemIdx === problemId);
  if (problem === undefined) {
    return (
      <EmptyState title="문제를 찾을 수 없습니다." action={<Link href={`/exams/${examDetailIdx}/edit`}>회차 편집으로</Link>}>
        이 회차에 없는 문제입니다.
      </EmptyState>
    );
  }
  // Keyed by the problem: the form starts from the stored problem once, and not again while it is being edited.
  return <ProblemForm key={problem?.multipleProblemIdx ?? 'new'} paper={paper.data} problem={problem} />;
}

interface ChoiceSlot {
  /** Stable across removals, so each inline editor keeps its own text. */
  key: number;
  initialHtml: string;
  html: string;
}

function startingValues(paper: ConsoleExamDetailWithProblems, problem: ConsoleProblem | null): { values: ProblemFormValues; choices: ChoiceSlot[] } {
  if (problem) {
    const choices = problem.choices.map((choice, i) => {
      const html = editorHtmlOf(problem.format, choice, 'inline');
      return { key: i, initialHtml: html, html };
    });
    return {
      values: {
        number: String(problem.number),
        subject: problem.subject,
        passageId: problem.passageId === null ? '' : String(problem.passageId),
        stem: editorHtmlOf(problem.format, problem.stem, 'block'),
        choices: choices.map((choice) => choice.html),
        answer: problem.answer,
        points: String(problem.points),
        explanation: editorHtmlOf(problem.format, problem.explanation, 'block'),
      },
      choices,
    };
  }
  const last = paper.problems[paper.problems.length - 1];
  const choices = Array.from({ length: 4 }, (_, i) => ({ key: i, initialHtml: '', html: '' }));
  return {
    values: {
      number: String((last?.number ?? 0) + 1),
      subject: last?.subject ?? '공통',
      passageId: last?.passageId === null || last?.passageId === undefined ? '' : String(last.passageId),
      stem: '',
      choices: choices.map(() => ''),
      answer: null,
      points: String(last?.points ?? 5),
      explanation: '',
    },
    choices,
  };
}

function ProblemForm({ paper, problem }: { paper: ConsoleExamDetailWithProblems; problem: ConsoleProblem | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const formId = useId();
  const [start] = useState(() => startingValues(paper, problem));
  const [values, setValues] = useState<ProblemFormValues>(start.values);
  const [choices, setChoices] = useState<ChoiceSlot[]>(start.choices);
  const nextKey = useRef(start.choices.length);
  const [dirty, setDirty] = useState(false);
  const [uploads, setUploads] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<ProblemFormField, string>> & { choiceIndex?: number }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { release } = useUnsavedChanges(dirty);
  const locked = (problem?.answerCount ?? 0) > 0;
  const backHref = `/exams/${paper.examDetailIdx}/edit`;

  const change = <K extends keyof ProblemFormValues>(key: K, value: ProblemFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setDirty(true);
  };
  const uploading = (busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1)));

  // The choices live in their slots (values.choices is filled from them when the form is checked).
  const setChoiceHtml = (key: number, html: string) => {
    setChoices((current) => current.map((slot) => (slot.key === key ? { ...slot, html } : slot)));
    setDirty(true);
  };
  const addChoice = () => {
    setChoices((current) => [...current, { key: nextKey.current++, initialHtml: '', html: '' }]);
    setDirty(true);
  };
  const removeChoice = (index: number) => {
    setChoices((current) => current.filter((_, i) => i !== index));
    setValues((current) => ({ ...current, answer: answerAfterRemoving(current.answer, index) }));
    setDirty(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const check = checkProblemForm({ ...values, choices: choices.map((slot) => slot.html) }, { locked });
    if (!check.ok) {
      setErrors({ [check.field]: check.message, choiceIndex: check.choiceIndex });
      setFormError('입력한 내용을 확인해주세요.');
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const client = getBrowserCbtClient();
      const saved = problem
        ? await updateConsoleProblem(client, problem.multipleProblemIdx, check.body)
        : await createConsoleProblem(client, paper.examDetailIdx, { ...check.body, answer: check.body.answer!, points: check.body.points });
      toast(problem ? `${saved.number}번 문제를 저장했습니다.` : `${saved.number}번 문제를 만들었습니다.`, 'success');
      await queryClient.invalidateQueries({ queryKey: ['console'] });
      setDirty(false);
      release();
      await router.push(backHref);
    } catch (error) {
      // Beside the form; every field stays as typed, so the operator fixes what the server named and saves again.
      setFormError(getErrorMessage(error));
      setPending(false);
    }
  };

  const passageOptions = paper.passages.map((passage) => ({
    value: String(passage.passageId),
    label: `${passageLabel(paper.passages, passage)} — ${problemSummary(passage.format, passage.body, 30)}`,
  }));
  const answerOptions = choices.map((_, i) => ({ value: String(i + 1), label: `${CIRCLED[i]} ${i + 1}번` }));
  const title = problem ? `${problem.number}번 문제 편집` : '새 문제';

  return (
    <Stack $gap={16}>
      <p>
        <Link href={backHref}>← {paper.title} 편집</Link>
      </p>
      <h2 id={`${formId}-title`}>{title}</h2>
      {problem?.format === 'TEXT' ? (
        <Muted as="p" data-testid="problem-text-note">
          일반 텍스트로 저장된 문제입니다. 편집기 형식으로 바꿔 보여주며, 저장하면 편집기 형식(HTML)으로 저장됩니다.
        </Muted>
      ) : null}
      {locked ? (
        <Notice role="note" data-testid="problem-locked-note">
          응시자 답안 {problem!.answerCount.toLocaleString('ko-KR')}건이 있어 정답, 선택지 수, 배점은 여기서 바꿀 수 없습니다. 문구는 고칠 수
          있습니다. 정답을 바꾸려면{' '}
          <Link href={`/exams/${paper.examDetailIdx}#problem-${problem!.number}`} data-testid="problem-rescore-link">
            미리보기의 정답 변경과 재채점
          </Link>
          을 이용하세요.
        </Notice>
      ) : null}
      <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${formId}-title`} data-testid="problem-form">
        <Row>
          <TextField label="번호" inputMode="numeric" value={values.number} error={errors.number} onChange={(e) => change('number', e.target.value)} disabled={pending} />
          <TextField label="과목" value={values.subject} maxLength={SUBJECT_MAX * 2} error={errors.subject} onChange={(e) => change('subject', e.target.value)} disabled={pending} />
          <SelectField
            label="지문"
            value={values.passageId}
            placeholder="없음"
            options={passageOptions}
            onChange={(e) => change('passageId', e.target.value)}
            disabled={pending}
            data-testid="problem-passage-select"
          />
        </Row>
        <ContentEditor label="문제" testId="stem" initialHtml={start.values.stem} onChange={(html) => change('stem', html)} onUploadingChange={uploading} error={errors.stem} />
        <ChoicesBox data-testid="problem-choices">
          <legend>
            선택지 ({MIN_CHOICES}~{MAX_CHOICES}개)
          </legend>
          {choices.map((slot, i) => (
            <ChoiceRow key={slot.key} data-testid="problem-choice" data-index={i + 1}>
              <ContentEditor
                label={`선택지 ${i + 1}`}
                testId={`choice-${i + 1}`}
                mode="inline"
                initialHtml={slot.initialHtml}
                onChange={(html) => setChoiceHtml(slot.key, html)}
                onUploadingChange={uploading}
                error={errors.choiceIndex === i ? errors.choices : undefined}
              />
              <ButtonBase type="button" onClick={() => removeChoice(i)} disabled={pending || locked || choices.length <= MIN_CHOICES} aria-label={`선택지 ${i + 1} 삭제`}>
                삭제
              </ButtonBase>
            </ChoiceRow>
          ))}
          {errors.choices && errors.choiceIndex === undefined ? <FormError role="alert">{errors.choices}</FormError> : null}
          <div>
            <ButtonBase type="button" onClick={addChoice} disabled={pending || locked || choices.length >= MAX_CHOICES} data-testid="problem-choice-add">
              선택지 추가
            </ButtonBase>
          </div>
        </ChoicesBox>
        <Row>
          <RadioGroupField
            label="정답"
            name={`${formId}-answer`}
            value={values.answer === null ? null : String(values.answer)}
            options={answerOptions}
            onChange={(value) => change('answer', Number(value))}
            error={errors.answer}
            disabled={pending || locked}
          />
          <TextField label="배점" inputMode="numeric" value={values.points} error={errors.points} onChange={(e) => change('points', e.target.value)} disabled={pending || locked} />
        </Row>
        <ContentEditor
          label="해설 (선택)"
          testId="explanation"
          initialHtml={start.values.explanation}
          onChange={(html) => change('explanation', html)}
          onUploadingChange={uploading}
          error={errors.explanation}
        />
        {formError ? (
          <FormError role="alert" data-testid="problem-form-error">
            {formError}
          </FormError>
        ) : null}
        <RowActions>
          <PrimaryButton type="submit" disabled={pending || uploads > 0} data-testid="problem-save">
            {pending ? '저장하는 중…' : uploads > 0 ? '이미지 올리는 중…' : problem ? '저장' : '문제 만들기'}
          </PrimaryButton>
          <Link href={backHref}>취소</Link>
        </RowActions>
      </Form>
    </Stack>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 18px;
`;

// Each field may be narrower than its content (a long passage summary in 지문), so the row never widens the page.
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(180px, 100%), 1fr));
  align-items: start;
  gap: 12px;
  > * {
    min-width: 0;
  }
`;

const ChoicesBox = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    padding: 0;
    font-size: 14px;
    font-weight: 600;
  }
`;

const ChoiceRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: 8px;
`;

const Notice = styled(Card)`
  padding: 12px 14px;
  font-size: 14px;
  line-height: 1.6;
`;
