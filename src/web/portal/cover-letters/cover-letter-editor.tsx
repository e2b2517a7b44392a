/**
 * The 자기소개서 editor (issue 15 item 3, `/self-introduction/<id>`): title and target (company, 직무, a posting from
 * the member's scraps), questions (add, remove, reorder; the question and an optional character limit) and plain-text
 * answers with the three counts Korean forms use (answer-counts.ts; over the limit in red), 복사 per answer, autosave
 * with a visible state (use-cover-letter-autosave.ts) and the version history (version-history.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatKstDateTime } from '../../../config/kst';
import { COVER_LETTER_LIMITS } from '../../../contracts/cover-letters';
import type { CoverLetter } from '../../api/cover-letters-api';
import { LoadingState, QueryError } from '../../ui/query-state';
import { COPIED_MESSAGE, copyText } from '../../share/share-dialog';
import { toast } from '../../toast/toast-provider';
import { FieldError, TextField } from '../../ui/form';
import { ButtonBase, PrimaryButton } from '../../ui/button';
import { PageContainer } from '../../ui/page-layout';
import { browserPortalClient } from '../../postings/posting-queries';
import { scrapQueries } from '../scraps/scrap-queries';
import { countAnswer, formatBytes, formatCount, formatLimit, isOverLimit } from './answer-counts';
import { type CoverLetterDraft, type DraftQuestion, emptyQuestion, moveQuestion, parseCharLimitField, saveStateLabel } from './cover-letter-draft';
import { COVER_LETTERS_PATH, coverLetterQueries } from './cover-letter-queries';
import { useCoverLetterAutosave } from './use-cover-letter-autosave';
import { VersionHistory } from './version-history';

async function copyAnswer(text: string) {
  try {
    await copyText(text);
    toast(COPIED_MESSAGE, 'success');
  } catch {
    toast('복사하지 못했습니다. 글을 직접 선택해 복사해주세요.', 'error');
  }
}

function AnswerCounts({ id, answer, limit }: { id: string; answer: string; limit: number | null }) {
  const counts = countAnswer(answer);
  const over = isOverLimit(counts, limit);
  return (
    <Counts id={id} data-testid="answer-counts" data-over={over ? 'true' : 'false'}>
      <CountItem $over={over}>
        공백 포함 <strong data-testid="count-with-spaces">{formatLimit(counts.withSpaces, limit)}</strong>
        {over ? <span> ({formatCount(counts.withSpaces - limit!)}자 초과)</span> : null}
      </CountItem>
      <CountItem>
        공백 제외 <strong data-testid="count-without-spaces">{formatCount(counts.withoutSpaces)}자</strong>
      </CountItem>
      <CountItem>
        <strong data-testid="count-bytes">{formatBytes(counts.bytes)}</strong>
      </CountItem>
    </Counts>
  );
}

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
            1에서 10,000 사이의 숫자를 입력해주세요.
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

function MineBox({ mine, onApply, onDismiss }: { mine: CoverLetterDraft; onApply: () => void; onDismiss: () => void }) {
  return (
    <Mine aria-labelledby="mine-title" data-testid="mine-box">
      <h2 id="mine-title">내가 쓰던 내용</h2>
      <p>최신 내용을 불러왔습니다. 아래는 이 창에서 쓰던 내용입니다. 필요한 부분을 복사하거나, 내 내용으로 다시 저장할 수 있습니다.</p>
      {mine.questions.map((q, index) => (
        <div key={q.key}>
          <h3>
            문항 {index + 1}
            {q.question ? ` · ${q.question}` : ''}
          </h3>
          <MineText data-testid="mine-answer">{q.answer || '(답변 없음)'}</MineText>
          <ButtonBase type="button" onClick={() => void copyAnswer(q.answer)} aria-label={`내가 쓰던 문항 ${index + 1} 답변 복사`}>
            복사
          </ButtonBase>
        </div>
      ))}
      <Row>
        <PrimaryButton type="button" onClick={onApply} data-testid="mine-apply">
          내 내용으로 다시 저장
        </PrimaryButton>
        <ButtonBase type="button" onClick={onDismiss}>
          닫기
        </ButtonBase>
      </Row>
    </Mine>
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
        <Status role="status" data-testid="save-state" data-state={state.kind} $bad={state.kind === 'failed' || conflict}>
          {state.kind === 'failed' ? (
            <button type="button" onClick={() => void autosave.save(false)}>
              {saveStateLabel(state)}
            </button>
          ) : (
            saveStateLabel(state)
          )}
        </Status>
        <Row>
          <PrimaryButton type="button" onClick={() => void autosave.save(true)} disabled={conflict} data-testid="letter-save">
            저장
          </PrimaryButton>
          <ButtonBase type="button" aria-expanded={historyOpen} onClick={() => setHistoryOpen((open) => !open)} data-testid="history-toggle">
            버전 기록
          </ButtonBase>
        </Row>
      </TopBar>
      {autosave.error ? (
        <Banner role="alert" data-testid="save-error" $conflict={conflict}>
          <p>{autosave.error}</p>
          {conflict ? (
            <Row>
              <PrimaryButton type="button" onClick={() => void autosave.loadLatest()} data-testid="load-latest">
                최신 내용 불러오기
              </PrimaryButton>
              <span>지금 화면의 글은 그대로 남아 있으며, 불러온 뒤에도 복사할 수 있습니다.</span>
            </Row>
          ) : null}
        </Banner>
      ) : null}
      {autosave.recovered ? (
        <Mine aria-labelledby="recovered-title" data-testid="recovered-box">
          <h2 id="recovered-title">저장되지 않은 내용이 있습니다</h2>
          <p>
            {formatKstDateTime(autosave.recovered.at)}에 이 브라우저에서 쓰고 저장하지 못한 내용입니다. 불러오면 지금 저장된 내용은 버전 기록에
            남습니다.
          </p>
          <Row>
            <PrimaryButton type="button" onClick={() => void autosave.applyRecovered()} data-testid="recovered-apply">
              불러오기
            </PrimaryButton>
            <ButtonBase type="button" onClick={autosave.dismissRecovered}>
              버리기
            </ButtonBase>
          </Row>
        </Mine>
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

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  &:hover {
    text-decoration: underline;
  }
`;

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;
  margin-bottom: 16px;
`;

const TitleField = styled.div`
  flex: 1 1 320px;
  input {
    font-size: 18px;
    font-weight: 700;
  }
`;

const Status = styled.p<{ $bad: boolean }>`
  min-width: 130px;
  min-height: 40px;
  display: flex;
  align-items: center;
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme, $bad }) => ($bad ? theme.colors.danger : theme.colors.muted)};
  button {
    border: 0;
    background: none;
    padding: 0;
    color: inherit;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Banner = styled.div<{ $conflict: boolean }>`
  display: grid;
  gap: 10px;
  margin-bottom: 16px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => `${theme.colors.danger}14`};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 14px;
  font-weight: 600;
  span {
    font-weight: 400;
  }
`;

const Mine = styled.section`
  display: grid;
  gap: 10px;
  margin-bottom: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.warn};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: 16px;
    font-weight: 700;
  }
  h3 {
    font-size: 14px;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  p {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const MineText = styled.pre`
  margin: 6px 0;
  padding: 10px;
  max-height: 220px;
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font: inherit;
  font-size: 14px;
`;

const Layout = styled.div<{ $withHistory: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withHistory }) => ($withHistory ? 'minmax(0, 1fr) minmax(0, 360px)' : 'minmax(0, 1fr)')};
  gap: 20px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  > button:last-child {
    justify-self: start;
  }
`;

const Target = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  legend {
    padding: 0 4px;
    font-weight: 700;
  }
`;

const Field = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-size: 14px;
    font-weight: 600;
  }
  textarea,
  select {
    width: 100%;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 15px;
    line-height: 1.6;
  }
  select {
    height: 48px;
  }
  textarea {
    resize: vertical;
  }
  textarea:focus,
  select:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

const Hint = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Question = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const QuestionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h3 {
    font-size: 16px;
    font-weight: 700;
  }
`;

const Tools = styled.div`
  display: flex;
  gap: 6px;
`;

const LimitField = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  label {
    font-weight: 600;
  }
  input {
    width: 96px;
    height: 40px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  p {
    flex-basis: 100%;
  }
`;

const AnswerHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Counts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

const CountItem = styled.span<{ $over?: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : 'inherit')};
  strong {
    color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.text)};
  }
`;
