/**
 * 회차 편집 (/exams/{paperId}/edit): one paper as its author works on it — its title and time limit
 * (회차 수정), its passages (지문: add, edit in the rich editor's block mode, delete; the problems of a deleted passage
 * keep their own text), and its problems in number order with 문제 추가 and each one's 편집; links to the preview
 * (as takers see it, with 정답 변경 and 재채점) and the statistics. Publishing stays on the exam's paper list.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { problemSummary } from '../../config/problem-content';
import { PASSAGE_TITLE_MAX_LENGTH } from '../../contracts/constants';
import {
  type ConsoleExamDetailWithProblems,
  type ConsolePassage,
  authoringPaperKey,
  createConsolePassage,
  deleteConsolePassage,
  getAuthoringPaper,
  updateConsolePassage,
} from '../api/console-authoring-api';
import { getErrorMessage } from '../api/error-catalogue';
import { useModal } from '../modal/modal-provider';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormError, TextField } from '../ui/form';
import { Card, EmptyState, Stack } from '../ui/page-layout';
import { ContentEditor } from './content-editor';
import { ConsoleTable, Muted, RowActions, StatusText, TableScroller } from './console-table';
import { PaperFormDialog } from './paper-form-dialog';
import { CIRCLED } from './problem-form-rules';
import { editorHtmlOf, isBlankHtml } from './problem-html';
import { useUnsavedChanges } from './use-unsaved-changes';
import { consoleMessages } from './console-messages';

/** A passage's title, or its place in the paper when it has none (지문 2). */
export function passageLabel(passages: readonly ConsolePassage[], passage: ConsolePassage): string {
  return passage.title?.trim() || `지문 ${passages.findIndex((item) => item.passageId === passage.passageId) + 1}`;
}

export function PaperEditor({ examDetailIdx }: { examDetailIdx: number }) {
  const paper = useQuery({ queryKey: authoringPaperKey(examDetailIdx), queryFn: () => getAuthoringPaper(getBrowserCbtClient(), examDetailIdx) });
  const [passageEditing, setPassageEditing] = useState<ConsolePassage | 'new' | null>(null);
  const [passageDirty, setPassageDirty] = useState(false);
  const { release } = useUnsavedChanges(passageEditing !== null && passageDirty);

  if (paper.isError) return <EmptyState title="회차를 불러오지 못했습니다.">{getErrorMessage(paper.error)}</EmptyState>;
  if (!paper.data) return <Muted role="status">불러오는 중…</Muted>;
  const data = paper.data;
  const closePassage = () => {
    release();
    setPassageEditing(null);
    setPassageDirty(false);
  };
  return (
    <Stack $gap={20}>
      <p>
        <Link href={`/exams?examIdx=${data.examIdx}`}>← 회차 목록</Link>
      </p>
      <PaperHeader paper={data} />
      <Section aria-labelledby="paper-passages-title">
        <SectionHead>
          <h2 id="paper-passages-title">지문</h2>
          <ButtonBase type="button" onClick={() => setPassageEditing('new')} disabled={passageEditing !== null} data-testid="passage-add-open">
            지문 추가
          </ButtonBase>
        </SectionHead>
        {passageEditing === 'new' ? (
          <PassagePanel examDetailIdx={examDetailIdx} passages={data.passages} onDirty={() => setPassageDirty(true)} onClose={closePassage} />
        ) : null}
        <PassageList
          passages={data.passages}
          editing={passageEditing}
          onEdit={setPassageEditing}
          renderEditor={(passage) => (
            <PassagePanel
              examDetailIdx={examDetailIdx}
              passages={data.passages}
              passage={passage}
              onDirty={() => setPassageDirty(true)}
              onClose={closePassage}
            />
          )}
        />
      </Section>
      <Section aria-labelledby="paper-problems-title">
        <SectionHead>
          <h2 id="paper-problems-title">문제 ({data.problems.length})</h2>
          <Link href={`/exams/${examDetailIdx}/problems/new`} data-testid="problem-add-link">
            문제 추가
          </Link>
        </SectionHead>
        <ProblemList paper={data} />
      </Section>
    </Stack>
  );
}

function PaperHeader({ paper }: { paper: ConsoleExamDetailWithProblems }) {
  const modal = useModal();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const edit = () =>
    modal.openModal((close) => (
      <PaperFormDialog
        examIdx={paper.examIdx}
        paper={paper}
        onClose={close}
        onSaved={(saved) => {
          close();
          toast(`${saved.title} 회차를 저장했습니다.`, 'success');
          void queryClient.invalidateQueries({ queryKey: ['console'] });
        }}
      />
    ));
  return (
    <Stack $gap={8}>
      <h2 data-testid="paper-title">{paper.title}</h2>
      <RowActions>
        <Muted as="span">제한 시간 {paper.timeLimitMinutes}분</Muted>
        <StatusText $tone={paper.isPublished ? 'success' : 'warn'}>{paper.isPublished ? '공개 회차' : '비공개 회차'}</StatusText>
        <StatusText $tone={paper.examStatus === 'PUBLISHED' ? 'success' : 'muted'}>{paper.examStatus === 'PUBLISHED' ? '공개된 시험' : '초안 시험'}</StatusText>
      </RowActions>
      <RowActions>
        <ButtonBase type="button" onClick={edit} data-testid="paper-edit-open">
          회차 수정
        </ButtonBase>
        <Link href={`/exams/${paper.examDetailIdx}`}>미리보기</Link>
        <Link href={`/exams/${paper.examDetailIdx}/statistics`}>통계</Link>
      </RowActions>
    </Stack>
  );
}

function PassageList({
  passages,
  editing,
  onEdit,
  renderEditor,
}: {
  passages: readonly ConsolePassage[];
  editing: ConsolePassage | 'new' | null;
  onEdit: (passage: ConsolePassage) => void;
  renderEditor: (passage: ConsolePassage) => ReactNode;
}) {
  const modal = useModal();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  if (passages.length === 0) return <Muted as="p">지문이 없습니다. 여러 문제가 함께 읽는 글이나 자료가 있으면 추가하세요.</Muted>;

  const remove = (passage: ConsolePassage) =>
    modal.openModal((close) => (
      <ConfirmDialog
        title={consoleMessages.passageDeleteTitle(passageLabel(passages, passage))}
        message={passage.problemCount > 0 ? `이 지문을 쓰는 문제 ${passage.problemCount}개는 지문 없이 남습니다.` : undefined}
        confirmLabel="삭제"
        testId="passage-delete-dialog"
        onCancel={close}
        onConfirm={() => {
          close();
          setPending(true);
          void deleteConsolePassage(getBrowserCbtClient(), passage.passageId)
            .then((result) => {
              toast(result.detachedProblemCount > 0 ? `지문을 삭제했습니다. 문제 ${result.detachedProblemCount}개가 지문 없이 남았습니다.` : '지문을 삭제했습니다.', 'success');
              return queryClient.invalidateQueries({ queryKey: ['console'] });
            })
            .catch((error: unknown) => toast(getErrorMessage(error), 'error'))
            .finally(() => setPending(false));
        }}
      />
    ));

  return (
    <PassageItems>
      {passages.map((passage) =>
        editing !== null && editing !== 'new' && editing.passageId === passage.passageId ? (
          <li key={passage.passageId}>{renderEditor(passage)}</li>
        ) : (
          <li key={passage.passageId}>
            <Padded data-testid="passage-row" data-passage-id={passage.passageId}>
              <div>
                <strong>{passageLabel(passages, passage)}</strong>
                <Muted>{problemSummary(passage.format, passage.body, 80)}</Muted>
                <Muted>문제 {passage.problemCount}개</Muted>
              </div>
              <RowActions>
                <ButtonBase type="button" disabled={pending || editing !== null} onClick={() => onEdit(passage)} aria-label={`${passageLabel(passages, passage)} 편집`}>
                  편집
                </ButtonBase>
                <ButtonBase type="button" disabled={pending || editing !== null} onClick={() => remove(passage)} aria-label={`${passageLabel(passages, passage)} 삭제`}>
                  삭제
                </ButtonBase>
              </RowActions>
            </Padded>
          </li>
        ),
      )}
    </PassageItems>
  );
}

/** A passage's title and body in the block editor; new passages and saves are HTML. */
function PassagePanel({
  examDetailIdx,
  passages,
  passage,
  onDirty,
  onClose,
}: {
  examDetailIdx: number;
  passages: readonly ConsolePassage[];
  passage?: ConsolePassage;
  onDirty: () => void;
  onClose: () => void;
}) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [title, setTitle] = useState(passage?.title ?? '');
  const [initialBody] = useState(() => (passage ? editorHtmlOf(passage.format, passage.body, 'block') : ''));
  const [body, setBody] = useState(initialBody);
  const [uploading, setUploading] = useState(false);
  const [bodyError, setBodyError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (isBlankHtml(body)) {
      setBodyError('지문 내용을 입력해주세요.');
      return;
    }
    setBodyError(undefined);
    setPending(true);
    try {
      const client = getBrowserCbtClient();
      const input = { title: title.trim() || null, body, format: 'HTML' as const };
      if (passage) await updateConsolePassage(client, passage.passageId, input);
      else await createConsolePassage(client, examDetailIdx, input);
      toast(passage ? '지문을 저장했습니다.' : '지문을 추가했습니다.', 'success');
      await queryClient.invalidateQueries({ queryKey: ['console'] });
      onClose();
    } catch (error) {
      // Beside the form; the title and body stay as typed.
      setFormError(getErrorMessage(error));
      setPending(false);
    }
  };

  return (
    <Panel as="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-labelledby={headingId} data-testid="passage-form">
      <Stack $gap={12}>
        <h3 id={headingId}>{passage ? `${passageLabel(passages, passage)} 편집` : '새 지문'}</h3>
        <TextField
          label="지문 제목 (선택)"
          value={title}
          maxLength={PASSAGE_TITLE_MAX_LENGTH}
          onChange={(event) => {
            setTitle(event.target.value);
            onDirty();
          }}
          disabled={pending}
        />
        <ContentEditor
          label="지문 내용"
          testId="passage-body"
          initialHtml={initialBody}
          onChange={(html) => {
            setBody(html);
            onDirty();
          }}
          onUploadingChange={setUploading}
          error={bodyError}
        />
        {formError ? (
          <FormError role="alert" data-testid="passage-form-error">
            {formError}
          </FormError>
        ) : null}
        <RowActions>
          <PrimaryButton type="submit" disabled={pending || uploading} data-testid="passage-save">
            {pending ? '저장하는 중…' : uploading ? '이미지 올리는 중…' : '지문 저장'}
          </PrimaryButton>
          <ButtonBase type="button" onClick={onClose} disabled={pending}>
            취소
          </ButtonBase>
        </RowActions>
      </Stack>
    </Panel>
  );
}

function ProblemList({ paper }: { paper: ConsoleExamDetailWithProblems }) {
  if (paper.problems.length === 0) return <Muted as="p">문제가 없습니다. 문제 추가로 첫 문제를 만드세요.</Muted>;
  const passageOf = (id: number | null) => (id === null ? undefined : paper.passages.find((passage) => passage.passageId === id));
  return (
    <TableScroller>
      <ConsoleTable>
        <caption className="visually-hidden">문제 목록 (번호순)</caption>
        <thead>
          <tr>
            <th scope="col">번호</th>
            <th scope="col">과목</th>
            <th scope="col">문제</th>
            <th scope="col">정답</th>
            <th scope="col">응시 답안</th>
            <th scope="col">편집</th>
          </tr>
        </thead>
        <tbody>
          {paper.problems.map((problem) => {
            const passage = passageOf(problem.passageId);
            return (
              <tr key={problem.multipleProblemIdx} data-testid="problem-row" data-number={problem.number} data-problem-id={problem.multipleProblemIdx}>
                <td>{problem.number}</td>
                <td>{problem.subject}</td>
                <td>
                  {problemSummary(problem.format, problem.stem, 60)}
                  {passage ? <Muted>{passageLabel(paper.passages, passage)}</Muted> : null}
                </td>
                <td>{CIRCLED[problem.answer - 1] ?? problem.answer}</td>
                <td>{problem.answerCount.toLocaleString('ko-KR')}건</td>
                <td>
                  <Link href={`/exams/${paper.examDetailIdx}/problems/${problem.multipleProblemIdx}`} aria-label={`${problem.number}번 문제 편집`}>
                    편집
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </ConsoleTable>
    </TableScroller>
  );
}

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const PassageItems = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Padded = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 16px;
  > * {
    min-width: 0;
  }
`;

const Panel = styled(Card)`
  padding: 16px;
`;
