/**
 * The 자기소개서 editor (`/self-introduction/<id>`): title and target (company, 직무, a posting from
 * the member's scraps), questions (add, remove, reorder; the question and an optional character limit) and plain-text
 * answers with the three counts Korean forms use (answer-counts.ts; over the limit in red), 복사 per answer, autosave
 * with a visible state (use-cover-letter-autosave.ts) and the version history (version-history.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { COVER_LETTER_LIMITS } from '../../../contracts/cover-letters';
import type { CoverLetter } from '../../api/cover-letters-api';
import { formatNumber } from '../../ui/format';
import { LoadingState, QueryError } from '../../ui/query-state';
import { FieldError, TextField } from '../../ui/form';
import { ButtonBase, PrimaryButton } from '../../ui/button';
import { PageContainer } from '../../ui/page-layout';
import { browserPortalClient } from '../../api/portal-client';
import { scrapQueries } from '../scraps/scrap-queries';
import { AnswerCounts } from './answer-count-line';
import { copyAnswer } from './copy-answer';
import { type DraftQuestion, emptyQuestion, moveQuestion, parseCharLimitField } from './cover-letter-draft';
import { MineBox, RecoveredBox, SaveErrorBanner, SaveStatus } from './cover-letter-editor-notices';
import {
  AnswerHead,
  Back,
  Body,
  Field,
  Hint,
  Layout,
  LimitField,
  Question,
  QuestionHead,
  Row,
  Target,
  TitleField,
  Tools,
  TopBar,
} from './cover-letter-editor-styles';
import { COVER_LETTERS_PATH, coverLetterQueries } from './cover-letter-queries';
import { useCoverLetterAutosave } from './use-cover-letter-autosave';
import { VersionHistory } from './version-history';

function QuestionBlock({
  index,
  total,
  item,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  total: number;
  item: DraftQuestion;
  onChange: (change: Partial<DraftQuestion>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const n = index + 1;
  const [limitText, setLimitText] = useState(item.charLimit === null ? '' : String(item.charLimit));
  const [limitError, setLimitError] = useState(false);
  // A restore or a loaded latest version replaces the limit under the field.
  const [shownLimit, setShownLimit] = useState(item.charLimit);
  if (shownLimit !== item.charLimit) {
    setShownLimit(item.charLimit);
    setLimitText(item.charLimit === null ? '' : String(item.charLimit));
    setLimitError(false);
  }
  return (
    <Question data-testid="question-block" aria-labelledby={`${id}-heading`}>
      <QuestionHead>
        <h3 id={`${id}-heading`}>문항 {n}</h3>
        <Tools>
          <ButtonBase type="button" onClick={() => onMove(-1)} disabled={index === 0} aria-label={`문항 ${n} 위로 이동`}>
            위로
          </ButtonBase>
          <ButtonBase type="button" onClick={() => onMove(1)} disabled={index === total - 1} aria-label={`문항 ${n} 아래로 이동`}>
            아래로
          </ButtonBase>
          <ButtonBase type="button" onClick={onRemove} aria-label={`문항 ${n} 삭제`}>
            삭제
          </ButtonBase>
        </Tools>
      </QuestionHead>
      <Field>
        <label htmlFor={`${id}-question`}>질문</label>
        <textarea
          id={`${id}-question`}
          rows={2}
          value={item.question}
          maxLength={COVER_LETTER_LIMITS.question * 2}
          placeholder="예: 지원 동기와 입사 후 포부를 작성해주세요."
          onChange={(event) => onChange({ question: event.target.value })}
          data-testid="question-text"
        />
      </Field>
      <LimitField>
        <label htmlFor={`${id}-limit`}>글자 수 제한 (공백 포함)</label>
        <input
          id={`${id}-limit`}
          inputMode="numeric"
          value={limitText}
          placeholder="없음"
          aria-invalid={limitError || undefined}
          aria-describedby={limitError ? `${id}-limit-error` : undefined}
          onChange={(event) => {
            setLimitText(event.target.value);
            const parsed = parseCharLimitField(event.target.value);
            setLimitError(!parsed.ok);
            if (parsed.ok) {
              setShownLimit(parsed.limit);
              onChange({ charLimit: parsed.limit });
            }
          }}
          data-testid="question-limit"
        />
        <span aria-hidden="true">자</span>
        {limitError ? (
          <FieldError id={`${id}-limit-error`} role="alert">
            {formatNumber(COVER_LETTER_LIMITS.charLimitMin)}에서 {formatNumber(COVER_LETTER_LIMITS.charLimitMax)} 사이의 숫자를 입력해주세요.
          </FieldError>
        ) : null}
      </LimitField>
      <Field>
        <AnswerHead>
          <label htmlFor={`${id}-answer`}>답변</label>
          <ButtonBase type="button" onClick={() => void copyAnswer(item.answer)} aria-label={`문항 ${n} 답변 복사`} data-testid="answer-copy">
            복사
          </ButtonBase>
        </AnswerHead>
        <textarea
          id={`${id}-answer`}
          rows={12}
          value={item.answer}
          aria-describedby={`${id}-counts`}
          placeholder="답변을 입력하세요. 입력을 멈추면 자동으로 저장됩니다."
          onChange={(event) => onChange({ answer: event.target.value })}
          data-testid="answer-text"
        />
        <AnswerCounts id={`${id}-counts`} answer={item.answer} limit={item.charLimit} />
      </Field>
    </Question>
  );
}

function Editor({ letter }: { letter: CoverLetter }) {
  const autosave = useCoverLetterAutosave(letter);
  const { draft, update, state } = autosave;
  const [historyOpen, setHistoryOpen] = useState(false);
  const scraps = useQuery(scrapQueries.list(browserPortalClient, { pageSize: 50 }));

  const setQuestions = (change: (questions: DraftQuestion[]) => DraftQuestion[]) =>
    update((d) => ({ ...d, questions: change(d.questions) }));
  const scrapOptions = scraps.data?.nodes ?? [];
  const savedPosting = autosave.posting;
  const postingMissing = draft.postingId !== null && !scrapOptions.some((p) => p.id === draft.postingId);
  const conflict = state.kind === 'conflict';

  return (
    <PageContainer>
      <Back href={COVER_LETTERS_PATH}>← 자기소개서 목록</Back>
      <TopBar>
        <TitleField>
          <TextField
            label="제목"
            value={draft.title}
            maxLength={COVER_LETTER_LIMITS.title * 2}
            placeholder="예: 2026 상반기 OO전자 마케팅"
            onChange={(event) => update((d) => ({ ...d, title: event.target.value }))}
            onBlur={() => void autosave.save(false)}
            data-testid="letter-title"
          />
        </TitleField>
        <SaveStatus state={state} onRetry={() => void autosave.save(false)} />
        <Row>
          <PrimaryButton type="button" onClick={() => void autosave.save(true)} disabled={conflict} data-testid="letter-save">
            저장
          </PrimaryButton>
          <ButtonBase type="button" aria-expanded={historyOpen} onClick={() => setHistoryOpen((open) => !open)} data-testid="history-toggle">
            버전 기록
          </ButtonBase>
        </Row>
      </TopBar>
      {autosave.error ? <SaveErrorBanner error={autosave.error} conflict={conflict} onLoadLatest={() => void autosave.loadLatest()} /> : null}
      {autosave.recovered ? (
        <RecoveredBox recovered={autosave.recovered} onApply={() => void autosave.applyRecovered()} onDismiss={autosave.dismissRecovered} />
      ) : null}
      {autosave.mine ? <MineBox mine={autosave.mine} onApply={autosave.applyMine} onDismiss={autosave.dismissMine} /> : null}

      <Layout $withHistory={historyOpen}>
        <Body onBlur={() => void autosave.save(false)}>
          <Target>
            <legend>지원 대상</legend>
            <TextField
              label="회사"
              value={draft.company}
              maxLength={COVER_LETTER_LIMITS.company * 2}
              onChange={(event) => update((d) => ({ ...d, company: event.target.value }))}
              data-testid="letter-company"
            />
            <TextField
              label="직무"
              value={draft.job}
              maxLength={COVER_LETTER_LIMITS.job * 2}
              onChange={(event) => update((d) => ({ ...d, job: event.target.value }))}
              data-testid="letter-job"
            />
            <Field>
              <label htmlFor="letter-posting">지원 공고 (스크랩한 공고)</label>
              <select
                id="letter-posting"
                value={draft.postingId ?? ''}
                onChange={(event) => update((d) => ({ ...d, postingId: event.target.value || null }))}
                data-testid="letter-posting"
              >
                <option value="">선택 안 함</option>
                {postingMissing ? (
                  <option value={draft.postingId!}>{savedPosting?.id === draft.postingId ? savedPosting.title : '선택한 공고'}</option>
                ) : null}
                {scrapOptions.map((posting) => (
                  <option key={posting.id} value={posting.id}>
                    {posting.title} · {posting.organiserName}
                  </option>
                ))}
              </select>
              {scraps.isSuccess && scrapOptions.length === 0 ? <Hint>스크랩한 공고가 없습니다. 공고를 스크랩하면 여기서 고를 수 있어요.</Hint> : null}
            </Field>
          </Target>

          {draft.questions.map((item, index) => (
            <QuestionBlock
              key={item.key}
              index={index}
              total={draft.questions.length}
              item={item}
              onChange={(change) => setQuestions((qs) => qs.map((q) => (q.key === item.key ? { ...q, ...change } : q)))}
              onMove={(delta) => setQuestions((qs) => moveQuestion(qs, index, delta))}
              onRemove={() => setQuestions((qs) => qs.filter((q) => q.key !== item.key))}
            />
          ))}
          <ButtonBase
            type="button"
            onClick={() => setQuestions((qs) => [...qs, emptyQuestion()])}
            disabled={draft.questions.length >= COVER_LETTER_LIMITS.questions}
            data-testid="question-add"
          >
            + 문항 추가 ({draft.questions.length}/{COVER_LETTER_LIMITS.questions})
          </ButtonBase>
        </Body>
        {historyOpen ? (
          <VersionHistory
            letterId={letter.id}
            current={draft}
            currentVersion={autosave.version}
            onRestore={autosave.restore}
            disabled={conflict}
          />
        ) : null}
      </Layout>
    </PageContainer>
  );
}

export function CoverLetterEditor({ letterId }: { letterId: string }) {
  // The letter is read once to start the editor; from then on the editor's draft is the truth on this screen.
  const letter = useQuery({
    ...coverLetterQueries.detail(browserPortalClient, letterId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (letter.isPending) return <LoadingState />;
  if (letter.isError) return <QueryError error={letter.error} onRetry={() => void letter.refetch()} />;
  return <Editor letter={letter.data} />;
}
