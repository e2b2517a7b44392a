/**
 * One-question mode (spec §2.1 /cbt/onequestions/…): one problem at a time; "정답 확인" saves the choice
 * (PUT — in ONE mode the reply carries right/wrong, the answer and the explanation) and the choice is then
 * final. Previous/next, a numbered progress strip, and after the last problem a summary from which the set
 * is submitted and reviewed. Offline, a checked choice waits in the outbox and its verdict shows once sent.
 * The same screen runs "retry only the wrong answers" review sets from the wrong-answer note.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { getServerMessage } from '../../api/error-catalogue';
import { getApiErrorCode, isNetworkError, type RecordSheet, submitRecord } from '../../api/records-api';
import { useExamCommunitySteps } from '../../community/exam-community-steps';
import { showAlert } from '../../modal/modal-provider';
import { getBrowserCbtClient } from '../../session/browser-client';
import { mobileQuery } from '../../styles/theme';
import { useToast } from '../../toast/toast-provider';
import { ProblemText } from '../problem-text';
import { FontScaleButtons, SaveStatus } from './exam-controls';
import { choiceSymbol, formatPercent } from './format';
import { ChoiceList, Explanation, PassageBox, ProblemHeading, problemScale, Tag } from './problem-parts';
import { ActionRow, Panel, PrimaryButton, SecondaryButton, SolveBar } from './solve-layout';
import { useRecordSheet } from './solve-queries';
import { solveRoutes } from './solve-routes';
import { SAVE_STATE_LABELS, useAnswerSync } from './use-answer-sync';
import { useFontScale } from './use-font-scale';

export function OneQuestionScreen({ recordIdx }: { recordIdx: number }) {
  const query = useRecordSheet(recordIdx);
  if (!query.data) return null;
  return <OneQuestion sheet={query.data} />;
}

function firstUnanswered(sheet: RecordSheet): number {
  const answered = new Set(sheet.answers.filter((a) => a.choice !== null).map((a) => a.multipleProblemIdx));
  const index = sheet.problems.findIndex((p) => !answered.has(p.multipleProblemIdx));
  return index === -1 ? sheet.problems.length : index;
}

function OneQuestion({ sheet }: { sheet: RecordSheet }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const font = useFontScale();
  const total = sheet.problems.length;
  // Resume where the member stopped; index === total is the summary.
  const [index, setIndex] = useState(() => firstUnanswered(sheet));
  const [tentative, setTentative] = useState<ReadonlyMap<number, number>>(() => new Map());
  const [closing, setClosing] = useState(false);
  const submitting = useRef(false);
  const runCommunitySteps = useExamCommunitySteps();
  const headingRef = useRef<HTMLDivElement>(null);
  const reviewRoute = solveRoutes.oneReview(sheet.recordIdx);

  const goToReview = useCallback(() => {
    setClosing(true);
    void queryClient.invalidateQueries({ queryKey: ['/apiV2/records', sheet.recordIdx] });
    void router.replace(reviewRoute);
  }, [queryClient, router, reviewRoute, sheet.recordIdx]);

  const sync = useAnswerSync(sheet, {
    editable: !closing && sheet.status === 'IN_PROGRESS',
    onClosed: (error) => {
      toast(getServerMessage(error) ?? '이미 제출된 풀이입니다.', 'warn');
      goToReview();
    },
    onRejected: (_entry, error) => {
      toast(getServerMessage(error) ?? '답안을 저장하지 못했습니다.', 'error');
      void queryClient.invalidateQueries({ queryKey: ['/apiV2/records', sheet.recordIdx] });
    },
    onAuthExpired: () => void showAlert('로그인이 만료되었습니다. 다시 로그인하면 기기에 보관된 답안을 이어서 전송합니다.'),
  });

  useEffect(() => {
    if (sheet.status !== 'IN_PROGRESS' && !closing) goToReview();
  }, [sheet.status, closing, goToReview]);

  // Moving between problems puts the focus on the new problem for keyboard and screen reader users.
  const move = (next: number) => {
    setIndex(Math.max(0, Math.min(total, next)));
    requestAnimationFrame(() => headingRef.current?.querySelector<HTMLElement>('h2, [data-focus]')?.focus());
  };

  const { flush, discard } = sync;
  const submit = useCallback(async () => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      const flushed = await flush();
      if (flushed === 'closed') return;
      if (flushed !== 'done') {
        toast('연결되면 남은 답안을 전송한 뒤 제출할 수 있습니다.', 'warn');
        return;
      }
      await submitRecord(getBrowserCbtClient(), sheet.recordIdx);
      // Spec §7.3: the answer handler runs the chat-room and board steps too (errors only logged).
      if (sheet.examIdx !== null) runCommunitySteps({ examIdx: sheet.examIdx });
      discard();
      goToReview();
    } catch (error) {
      if (getApiErrorCode(error) === 'RECORD_CLOSED') return goToReview();
      void showAlert(
        isNetworkError(error)
          ? '연결이 끊겨 제출하지 못했습니다. 연결을 확인한 뒤 다시 시도해주세요.'
          : (getServerMessage(error) ?? '제출하지 못했습니다. 잠시 후 다시 시도해주세요.'),
      );
    } finally {
      submitting.current = false;
    }
  }, [flush, discard, sheet.recordIdx, sheet.examIdx, goToReview, toast, runCommunitySteps]);

  const stats = useMemo(() => {
    let answered = 0;
    let correct = 0;
    const wrong: number[] = [];
    const unanswered: number[] = [];
    sheet.problems.forEach((p, i) => {
      const verdict = sync.verdicts.get(p.multipleProblemIdx);
      if (sync.answerOf(p.multipleProblemIdx).choice !== null) answered += 1;
      else unanswered.push(i);
      if (verdict?.isCorrect) correct += 1;
      else if (verdict) wrong.push(i);
    });
    return { answered, correct, wrong, unanswered };
  }, [sheet.problems, sync]);

  const problem = index < total ? sheet.problems[index] : undefined;
  const passage = problem?.passageId ? (sheet.passages.find((p) => p.id === problem.passageId) ?? null) : null;
  const isReview = sheet.source === 'REVIEW';

  return (
    <Screen style={{ ['--problem-scale' as string]: font.scale }} data-testid="one-question" data-record={sheet.recordIdx}>
      <SolveBar
        title={isReview ? '오답 다시 풀기' : sheet.title}
        subtitle={sheet.examTitle ?? '한 문제씩 풀기'}
        exitHref={isReview ? solveRoutes.note() : sheet.examIdx ? solveRoutes.examDetail(sheet.examIdx) : solveRoutes.home()}
      >
        {/* On the summary there is no current problem: the bar counts what was answered instead of "20 / 20". */}
        {index < total ? (
          <Progress data-testid="one-progress" data-view="problem">
            <strong>{index + 1}</strong> / {total}
          </Progress>
        ) : (
          <Progress data-testid="one-progress" data-view="summary">
            푼 문제 <strong>{stats.answered}</strong> / {total}
          </Progress>
        )}
      </SolveBar>
      <Toolbar>
        <ToolbarInner>
          <p>
            푼 문제 <strong data-testid="one-answered">{stats.answered}</strong> · 맞힌 문제{' '}
            <strong data-testid="one-correct">{stats.correct}</strong>
          </p>
          <SaveStatus state={sync.overall} />
          <FontScaleButtons {...font} />
        </ToolbarInner>
        <Strip aria-label="문제 번호">
          <StripNumbers>
            {sheet.problems.map((p, i) => {
              const verdict = sync.verdicts.get(p.multipleProblemIdx);
              const state = verdict ? (verdict.isCorrect ? 'correct' : 'wrong') : sync.answerOf(p.multipleProblemIdx).choice !== null ? 'pending' : 'empty';
              return (
                <StripButton
                  key={p.multipleProblemIdx}
                  type="button"
                  onClick={() => move(i)}
                  aria-current={i === index ? 'step' : undefined}
                  aria-label={`${p.number}번 ${state === 'correct' ? '정답' : state === 'wrong' ? '오답' : state === 'pending' ? '전송 대기' : '안 푼 문제'}`}
                  data-state={state}
                >
                  {p.number}
                </StripButton>
              );
            })}
          </StripNumbers>
          <StripButton type="button" onClick={() => move(total)} aria-current={index === total ? 'step' : undefined} data-state="summary">
            요약
          </StripButton>
        </Strip>
      </Toolbar>
      <Body>
        {problem ? (
          <div ref={headingRef}>
            {passage ? <PassageBox passage={passage} /> : null}
            <OneProblem
              key={problem.multipleProblemIdx}
              problemNumber={problem.number}
              subject={problem.subject}
              points={problem.points}
              stem={problem.stem}
              choices={problem.choices}
              committed={sync.answerOf(problem.multipleProblemIdx).choice}
              tentative={tentative.get(problem.multipleProblemIdx) ?? null}
              verdict={sync.verdicts.get(problem.multipleProblemIdx) ?? null}
              saveLabel={(() => {
                const state = sync.saveStates.get(problem.multipleProblemIdx);
                return state && state !== 'saved' ? SAVE_STATE_LABELS[state] : null;
              })()}
              name={`choice-${problem.multipleProblemIdx}`}
              disabled={closing}
              onTentative={(choice) => setTentative((m) => new Map(m).set(problem.multipleProblemIdx, choice))}
              onCheck={(choice) => sync.setChoice(problem.multipleProblemIdx, choice)}
            />
            <Nav>
              <SecondaryButton type="button" onClick={() => move(index - 1)} disabled={index === 0}>
                이전 문제
              </SecondaryButton>
              <PrimaryButton type="button" onClick={() => move(index + 1)}>
                {index === total - 1 ? '풀이 요약 보기' : '다음 문제'}
              </PrimaryButton>
            </Nav>
          </div>
        ) : (
          <div ref={headingRef}>
            <Panel data-testid="one-summary">
              <SummaryTitle tabIndex={-1} data-focus>
                풀이 요약
              </SummaryTitle>
              <SummaryGrid>
                <div>
                  <dt>푼 문제</dt>
                  <dd data-testid="summary-answered">
                    {stats.answered} / {total}
                  </dd>
                </div>
                <div>
                  <dt>맞힌 문제</dt>
                  <dd data-testid="summary-correct">{stats.correct}</dd>
                </div>
                <div>
                  <dt>정답률</dt>
                  <dd>{stats.answered ? formatPercent(Math.round((stats.correct / stats.answered) * 1000) / 10) : 0}%</dd>
                </div>
              </SummaryGrid>
              {stats.wrong.length ? (
                <JumpList aria-label="틀린 문제">
                  <span>틀린 문제</span>
                  {stats.wrong.map((i) => (
                    <JumpButton key={i} type="button" onClick={() => move(i)} $tone="danger">
                      {sheet.problems[i]?.number}번
                    </JumpButton>
                  ))}
                </JumpList>
              ) : null}
              {stats.unanswered.length ? (
                <JumpList aria-label="안 푼 문제">
                  <span>안 푼 문제</span>
                  {stats.unanswered.map((i) => (
                    <JumpButton key={i} type="button" onClick={() => move(i)} $tone="muted">
                      {sheet.problems[i]?.number}번
                    </JumpButton>
                  ))}
                </JumpList>
              ) : null}
              <SummaryNote>
                {stats.unanswered.length
                  ? `안 푼 문제 ${stats.unanswered.length}개는 제출하면 오답으로 채점됩니다. `
                  : '모든 문제를 풀었습니다. '}
                제출하면 전체 문제의 정답과 해설을 한 번에 볼 수 있고, 결과가 CBT 결과에 기록됩니다.
              </SummaryNote>
              <ActionRow>
                <PrimaryButton type="button" onClick={() => void submit()} disabled={closing}>
                  제출하고 전체 해설 보기
                </PrimaryButton>
                {stats.unanswered.length ? (
                  <SecondaryButton type="button" onClick={() => move(stats.unanswered[0] ?? 0)}>
                    안 푼 문제 풀기
                  </SecondaryButton>
                ) : null}
              </ActionRow>
            </Panel>
          </div>
        )}
      </Body>
    </Screen>
  );
}

function OneProblem({
  problemNumber,
  subject,
  points,
  stem,
  choices,
  committed,
  tentative,
  verdict,
  saveLabel,
  name,
  disabled,
  onTentative,
  onCheck,
}: {
  problemNumber: number;
  subject: string;
  points: number;
  stem: string;
  choices: string[];
  /** The choice sent (or waiting to be sent) to the server: final in ONE mode. */
  committed: number | null;
  tentative: number | null;
  verdict: { isCorrect: boolean; answer: number; explanation: string } | null;
  saveLabel: string | null;
  name: string;
  disabled: boolean;
  onTentative(choice: number): void;
  onCheck(choice: number): void;
}) {
  const locked = committed !== null;
  const selected = committed ?? tentative;
  return (
    <Card data-testid="problem" data-number={problemNumber} aria-labelledby={`one-problem-${problemNumber}`}>
      <ProblemHeading id={`one-problem-${problemNumber}`} number={problemNumber} subject={subject} points={points} />
      <ProblemText text={stem} />
      <ChoiceList
        name={name}
        label={`${problemNumber}번 선택지`}
        choices={choices}
        selected={selected}
        disabled={disabled || locked}
        onSelect={onTentative}
        reveal={verdict ? { answer: verdict.answer } : null}
      />
      {!locked ? (
        <ActionRow>
          <PrimaryButton type="button" disabled={disabled || tentative === null} onClick={() => tentative !== null && onCheck(tentative)}>
            정답 확인
          </PrimaryButton>
        </ActionRow>
      ) : null}
      {locked && !verdict ? (
        <Waiting role="status" data-testid="verdict-waiting">
          {saveLabel ?? '채점 중…'} {saveLabel?.startsWith('오프라인') ? '(채점 결과는 전송한 뒤에 표시됩니다)' : ''}
        </Waiting>
      ) : null}
      {verdict ? (
        <>
          <Verdict role="status" data-testid="verdict" data-correct={verdict.isCorrect ? 'true' : 'false'} $correct={verdict.isCorrect}>
            {verdict.isCorrect ? (
              <>
                <Tag $tone="success">정답</Tag> 맞혔습니다!
              </>
            ) : (
              <>
                <Tag $tone="danger">오답</Tag> 정답은 {choiceSymbol(verdict.answer)}번입니다.
                {committed !== null ? ` (내 답 ${choiceSymbol(committed)})` : ''}
              </>
            )}
          </Verdict>
          <Explanation text={verdict.explanation} answer={verdict.answer} />
        </>
      ) : null}
    </Card>
  );
}

const Screen = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Progress = styled.p`
  font-size: 15px;
  white-space: nowrap;
  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: 18px;
  }
`;

const Toolbar = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const ToolbarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  max-width: 880px;
  margin: 0 auto;
  padding: 8px 20px 0;
  font-size: 14px;
  > p:first-child {
    margin-right: auto;
  }
  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${({ theme }) => mobileQuery(theme)} {
    padding: 8px 12px 0;
  }
`;

/**
 * The numbers scroll; 요약 stays outside the scrolling part, so it is whole at every width and with any
 * number of problems (issue 12: it was the last item of the scrolling row and got cut at its end).
 */
const Strip = styled.nav`
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: 880px;
  margin: 0 auto;
  padding: 10px 20px 12px;
  ${({ theme }) => mobileQuery(theme)} {
    padding: 10px 12px 12px;
  }
`;

const StripNumbers = styled.div`
  display: flex;
  flex: 1;
  gap: 6px;
  min-width: 0;
  /* Room for the current number's outline, which a scroll container would otherwise clip. */
  padding: 3px;
  overflow-x: auto;
  scrollbar-width: thin;
`;

const StripButton = styled.button`
  flex: none;
  min-width: 34px;
  height: 34px;
  padding: 0 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 13px;
  font-weight: 700;
  &[data-state='correct'] {
    border-color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => `${theme.colors.success}1f`};
    color: ${({ theme }) => theme.colors.success};
  }
  &[data-state='wrong'] {
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => `${theme.colors.danger}1a`};
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-state='pending'] {
    border-style: dashed;
    border-color: ${({ theme }) => theme.colors.warn};
  }
  &[aria-current='step'] {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

const Body = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: 24px 20px 64px;
  > div {
    display: grid;
    gap: 16px;
  }
  ${({ theme }) => mobileQuery(theme)} {
    padding: 16px 12px 48px;
  }
`;

const Card = styled.article`
  ${problemScale}
  padding: 22px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.75;
  ${({ theme }) => mobileQuery(theme)} {
    padding: 16px 14px;
  }
`;

const Verdict = styled.p<{ $correct: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 18px;
  color: ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.danger)};
  font-size: 1.05em;
  font-weight: 700;
`;

const Waiting = styled.p`
  margin-top: 16px;
  color: ${({ theme }) => theme.colors.warn};
  font-size: 14px;
  font-weight: 600;
`;

const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
`;

const SummaryTitle = styled.h2`
  margin-bottom: 16px;
  font-size: 20px;
  font-weight: 800;
  &:focus {
    outline: none;
  }
`;

const SummaryGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  margin: 0;
  div {
    padding: 14px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    text-align: center;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
  }
  dd {
    margin: 4px 0 0;
    font-size: 22px;
    font-weight: 800;
  }
`;

const JumpList = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin-top: 16px;
  > span {
    margin-right: 4px;
    font-size: 14px;
    font-weight: 700;
  }
`;

const JumpButton = styled.button<{ $tone: 'danger' | 'muted' }>`
  padding: 4px 10px;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.border)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  font-size: 13px;
`;

const SummaryNote = styled.p`
  margin-top: 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;
