/**
 * Mock-exam mode (spec §2.1 /cbt/practice/…), after the Korean CBT convention: remaining time from the
 * server's deadline, the count of unanswered questions, an answer grid that jumps to each question, flags
 * for review, larger/smaller text, shared passages with their problems, a confirmed 답안지 제출, and an
 * automatic submit when the time is up.
 *
 * Submitting: pending answers are sent first (in order), then POST …/submit (idempotent), then the score
 * page. Offline, the submit waits for the connection. A 409 DEADLINE_PASSED/RECORD_CLOSED on any save
 * means the server already closed the sheet: editing stops and the score page shows what was saved.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { getServerMessage } from '../../api/error-catalogue';
import { getApiErrorCode, isNetworkError, type RecordSheet, type SheetProblem, submitRecord } from '../../api/records-api';
import { useExamCommunitySteps } from '../../community/exam-community-steps';
import { showAlert, useModal } from '../../modal/modal-provider';
import { getBrowserCbtClient } from '../../session/browser-client';
import { mobileQuery } from '../../styles/theme';
import { useToast } from '../../toast/toast-provider';
import { Stack } from '../../ui/page-layout';
import { ProblemText } from '../problem-text';
import { AnswerGrid, ExamTimer, FontScaleButtons, GridLegend, SaveStatus, SubmitDialog } from './exam-controls';
import { ChoiceList, groupByPassage, PassageBox, ProblemHeading, problemScale } from './problem-parts';
import { SolveBar } from './solve-layout';
import { useRecordSheet } from './solve-queries';
import { closedRouteOf, solveRoutes } from './solve-routes';
import { type AnswerSync, type LocalAnswer, SAVE_STATE_LABELS, type SaveState, useAnswerSync } from './use-answer-sync';
import { useFontScale } from './use-font-scale';

type Phase = 'solving' | 'submitting' | 'waiting-online' | 'closing';

export function MockExamScreen({ recordIdx }: { recordIdx: number }) {
  const query = useRecordSheet(recordIdx);
  const sheet = query.data;
  if (!sheet) return null;
  return <MockExam sheet={sheet} receivedKey={query.dataUpdatedAt} refetch={() => void query.refetch()} />;
}

function MockExam({ sheet, receivedKey, refetch }: { sheet: RecordSheet; receivedKey: number; refetch(): void }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const modal = useModal();
  const font = useFontScale();
  const [phase, setPhase] = useState<Phase>('solving');
  const [timeUp, setTimeUp] = useState(false);
  const [gridOpen, setGridOpen] = useState(false);
  const submitting = useRef(false);
  const runCommunitySteps = useExamCommunitySteps();
  const closedRoute = closedRouteOf(sheet);

  const goToScore = useCallback(() => {
    setPhase('closing');
    // The record's cached reads are stale once it is closed.
    void queryClient.invalidateQueries({ queryKey: ['/apiV2/records', sheet.recordIdx] });
    void router.replace(closedRoute);
  }, [queryClient, router, closedRoute, sheet.recordIdx]);

  const editable = phase === 'solving' && !timeUp && sheet.status === 'IN_PROGRESS';
  const sync = useAnswerSync(sheet, {
    editable,
    onClosed: (error) => {
      const code = getApiErrorCode(error);
      toast(
        code === 'DEADLINE_PASSED' ? '시험 시간이 종료되어 저장된 답안으로 채점했습니다.' : (getServerMessage(error) ?? '이미 제출된 답안지입니다.'),
        'warn',
      );
      goToScore();
    },
    onRejected: (_entry, error) => toast(getServerMessage(error) ?? '답안을 저장하지 못했습니다.', 'error'),
    onAuthExpired: () =>
      void showAlert('로그인이 만료되었습니다. 다시 로그인하면 기기에 보관된 답안을 이어서 전송합니다.'),
  });

  const { flush, discard } = sync;
  const submit = useCallback(async () => {
    if (submitting.current) return;
    submitting.current = true;
    setPhase('submitting');
    try {
      const flushed = await flush();
      if (flushed === 'closed') return; // onClosed navigates.
      if (flushed !== 'done') {
        setPhase('waiting-online');
        return;
      }
      await submitRecord(getBrowserCbtClient(), sheet.recordIdx);
      // Spec §7.3: the answer handler runs the chat-room and board steps too (errors only logged).
      if (sheet.examIdx !== null) runCommunitySteps({ examIdx: sheet.examIdx });
      discard();
      goToScore();
    } catch (error) {
      if (isNetworkError(error)) {
        setPhase('waiting-online');
        return;
      }
      const code = getApiErrorCode(error);
      if (code === 'RECORD_CLOSED' || code === 'DEADLINE_PASSED') {
        goToScore();
        return;
      }
      setPhase('solving');
      void showAlert(getServerMessage(error) ?? '답안지를 제출하지 못했습니다. 잠시 후 다시 시도해주세요.');
    } finally {
      submitting.current = false;
    }
  }, [flush, discard, sheet.recordIdx, sheet.examIdx, goToScore, runCommunitySteps]);

  // A submit that waited for the connection goes on by itself.
  useEffect(() => {
    if (phase !== 'waiting-online') return;
    if (sync.online) {
      const timer = setTimeout(() => void submit(), 500);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, sync.online, submit]);

  // Re-read the sheet once in the browser: the server-rendered copy may be seconds old, which the clock must
  // not inherit, and a sheet closed meanwhile (time ran out in another tab) is sent to its score.
  useEffect(() => {
    refetch();
    // Once per mount.
  }, []);
  useEffect(() => {
    if (sheet.status !== 'IN_PROGRESS' && phase === 'solving') goToScore();
  }, [sheet.status, phase, goToScore]);

  const onExpire = useCallback(() => {
    setTimeUp(true);
    toast('시험 시간이 종료되었습니다. 답안지를 자동으로 제출합니다.', 'warn');
    void submit();
  }, [submit, toast]);

  const unanswered = sheet.problems.filter((p) => sync.answerOf(p.multipleProblemIdx).choice === null).length;
  const flaggedCount = sheet.problems.filter((p) => sync.answerOf(p.multipleProblemIdx).flagged).length;

  const openSubmitDialog = () => {
    const id = modal.openModal((close) => (
      <SubmitDialog
        unanswered={unanswered}
        flagged={flaggedCount}
        pending={sync.pendingCount}
        online={sync.online}
        onCancel={close}
        onConfirm={() => {
          close();
          void submit();
        }}
      />
    ));
    return id;
  };

  const jumpTo = useCallback((number: number) => {
    setGridOpen(false);
    const target = document.getElementById(`problem-${number}`);
    target?.scrollIntoView({ block: 'start' });
    document.getElementById(`problem-${number}-title`)?.focus({ preventScroll: true });
  }, []);

  const groups = useMemo(() => groupByPassage(sheet.problems, sheet.passages), [sheet.problems, sheet.passages]);

  const banner =
    phase === 'waiting-online'
      ? '연결이 끊겨 제출을 기다리고 있습니다. 연결되면 자동으로 제출합니다.'
      : timeUp
        ? '시험 시간이 종료되었습니다. 답안지를 제출하는 중입니다…'
        : phase === 'submitting'
          ? '답안지를 제출하는 중입니다…'
          : null;

  return (
    <Screen style={{ ['--problem-scale' as string]: font.scale }} data-testid="mock-exam" data-record={sheet.recordIdx}>
      {/* Leaving is allowed: answers are saved and the server's clock keeps running (/cbt/practice resumes). */}
      <SolveBar title={sheet.title} subtitle={sheet.examTitle ?? '실전 모의고사'} exitHref={solveRoutes.practiceList()}>
        <ExamTimer sheet={sheet} receivedKey={receivedKey} onExpire={onExpire} onWarn={(m) => toast(m, 'warn')} />
      </SolveBar>
      <Toolbar>
        <ToolbarInner>
          <Counts>
            <CountItem>
              안 푼 문제 <strong data-testid="unanswered-count">{unanswered}</strong>
              <span> / {sheet.totalCount}</span>
            </CountItem>
            <SaveStatus state={sync.overall} />
          </Counts>
          <Tools>
            <FontScaleButtons {...font} />
            <SubmitButton type="button" onClick={openSubmitDialog} disabled={phase !== 'solving' || timeUp} $place="top">
              답안지 제출
            </SubmitButton>
          </Tools>
        </ToolbarInner>
        {banner ? (
          <Banner role="alert" data-testid="exam-banner">
            {banner}
          </Banner>
        ) : null}
      </Toolbar>
      <Body>
        <Problems>
          {groups.map((group) => (
            <Group key={`${group.passage?.id ?? 'p'}-${group.problems[0]?.multipleProblemIdx}`}>
              {group.passage ? <PassageBox passage={group.passage} numbers={group.problems.map((p) => p.number)} /> : null}
              {group.problems.map((problem) => (
                <MockProblem
                  key={problem.multipleProblemIdx}
                  problem={problem}
                  answer={sync.answerOf(problem.multipleProblemIdx)}
                  saveState={sync.saveStates.get(problem.multipleProblemIdx) ?? null}
                  disabled={!editable}
                  onChoose={sync.setChoice}
                  onFlag={sync.toggleFlag}
                />
              ))}
            </Group>
          ))}
          <EndNote>
            마지막 문제입니다. 답안 표기란에서 안 푼 문제를 확인한 뒤 <strong>답안지 제출</strong>을 눌러주세요.
          </EndNote>
        </Problems>
        {/* The answer bar on wide screens; on phones the fixed bar below stands in for it (both are "answer-bar"). */}
        <Aside data-open={gridOpen ? 'true' : 'false'} aria-label="답안 표기란" data-testid="answer-bar">
          <AsideHeader>
            <AsideTitle>답안 표기란</AsideTitle>
            <CloseGrid type="button" onClick={() => setGridOpen(false)}>
              닫기
            </CloseGrid>
          </AsideHeader>
          <AnswerGrid problems={sheet.problems} answers={sync.answers} onJump={jumpTo} />
          <GridLegend />
        </Aside>
      </Body>
      <MobileBar data-testid="answer-bar">
        <GridToggle type="button" onClick={() => setGridOpen((open) => !open)} aria-expanded={gridOpen}>
          답안 표기란 · 안 푼 문제 {unanswered}
        </GridToggle>
        {/* On phones the toolbar scrolls away, so the submit button sits in the bottom bar (one of the two is shown). */}
        <SubmitButton type="button" onClick={openSubmitDialog} disabled={phase !== 'solving' || timeUp} $place="bottom">
          답안지 제출
        </SubmitButton>
      </MobileBar>
      {gridOpen ? <Scrim onClick={() => setGridOpen(false)} /> : null}
    </Screen>
  );
}

const MockProblem = memo(function MockProblem({
  problem,
  answer,
  saveState,
  disabled,
  onChoose,
  onFlag,
}: {
  problem: SheetProblem;
  answer: LocalAnswer;
  saveState: SaveState | null;
  disabled: boolean;
  onChoose: AnswerSync['setChoice'];
  onFlag: AnswerSync['toggleFlag'];
}) {
  const id = problem.multipleProblemIdx;
  return (
    <ProblemCard
      id={`problem-${problem.number}`}
      data-testid="problem"
      data-number={problem.number}
      data-problem-id={id}
      aria-labelledby={`problem-${problem.number}-title`}
    >
      <ProblemHeading id={`problem-${problem.number}-title`} number={problem.number} subject={problem.subject} points={problem.points}>
        {saveState ? (
          <ProblemSave data-testid="problem-save-state" data-state={saveState} $state={saveState}>
            {SAVE_STATE_LABELS[saveState]}
          </ProblemSave>
        ) : null}
        <FlagButton
          type="button"
          aria-pressed={answer.flagged}
          onClick={() => onFlag(id)}
          disabled={disabled}
          $on={answer.flagged}
        >
          {answer.flagged ? '검토 표시됨' : '검토 표시'}
        </FlagButton>
      </ProblemHeading>
      <ProblemText text={problem.stem} />
      <ChoiceList
        name={`choice-${id}`}
        label={`${problem.number}번 선택지`}
        choices={problem.choices}
        selected={answer.choice}
        disabled={disabled}
        onSelect={(choice) => onChoose(id, choice)}
      />
      {answer.choice !== null && !disabled ? (
        <ClearButton type="button" onClick={() => onChoose(id, null)}>
          선택 지우기
        </ClearButton>
      ) : null}
    </ProblemCard>
  );
});

const Screen = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => mobileQuery(theme)} {
    padding-bottom: 64px;
  }
`;

const Toolbar = styled.div`
  position: sticky;
  top: 60px;
  z-index: 90;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => mobileQuery(theme)} {
    top: 0;
    position: relative;
  }
`;

const ToolbarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 8px 20px;
  ${({ theme }) => mobileQuery(theme)} {
    padding: 8px 12px;
  }
`;

const Counts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 16px;
`;

const CountItem = styled.p`
  font-size: 14px;
  strong {
    color: ${({ theme }) => theme.colors.danger};
    font-size: 18px;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const SubmitButton = styled.button<{ $place: 'top' | 'bottom' }>`
  height: ${({ $place }) => ($place === 'top' ? '40px' : '44px')};
  padding: 0 18px;
  display: ${({ $place }) => ($place === 'top' ? 'inline-block' : 'none')};
  ${({ theme }) => mobileQuery(theme)} {
    display: ${({ $place }) => ($place === 'top' ? 'none' : 'inline-block')};
  }
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
`;

const Banner = styled.p`
  padding: 8px 20px;
  background: ${({ theme }) => `${theme.colors.warn}22`};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  font-weight: 600;
  text-align: center;
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  align-items: start;
  gap: 24px;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 24px 20px 64px;
  ${({ theme }) => mobileQuery(theme)} {
    display: block;
    padding: 14px 12px 32px;
  }
`;

const Problems = styled(Stack).attrs({ $gap: 20 })`
  min-width: 0;
`;

const Group = styled(Stack).attrs({ $gap: 14 })``;

const ProblemCard = styled.article`
  ${problemScale}
  scroll-margin-top: 140px;
  padding: 20px 22px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.75;
  ${({ theme }) => mobileQuery(theme)} {
    scroll-margin-top: 64px;
    padding: 16px 14px;
  }
`;

const ProblemSave = styled.span<{ $state: SaveState }>`
  align-self: center;
  font-size: 12px;
  color: ${({ theme, $state }) =>
    $state === 'saved'
      ? theme.colors.success
      : $state === 'error'
        ? theme.colors.danger
        : $state === 'saving'
          ? theme.colors.muted
          : theme.colors.warn};
`;

const FlagButton = styled.button<{ $on: boolean }>`
  padding: 4px 10px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  border-radius: 999px;
  background: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.surface)};
  color: ${({ $on }) => ($on ? '#fff' : 'inherit')};
  font-size: 12px;
  font-weight: 600;
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const ClearButton = styled.button`
  margin-top: 8px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  text-decoration: underline;
`;

const EndNote = styled.p`
  padding: 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  text-align: center;
`;

const Aside = styled.aside`
  position: sticky;
  top: 132px;
  max-height: calc(100vh - 150px);
  overflow-y: auto;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => mobileQuery(theme)} {
    position: fixed;
    top: auto;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: 300;
    display: none;
    max-height: 70vh;
    border-radius: 16px 16px 0 0;
    box-shadow: 0 -12px 32px rgba(15, 23, 42, 0.2);
    &[data-open='true'] {
      display: block;
    }
  }
`;

const AsideHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 12px;
`;

const AsideTitle = styled.h2`
  font-size: 16px;
  font-weight: 800;
`;

const CloseGrid = styled.button`
  display: none;
  padding: 4px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => mobileQuery(theme)} {
    display: inline-block;
  }
`;

const MobileBar = styled.div`
  display: none;
  ${({ theme }) => mobileQuery(theme)} {
    position: fixed;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: 200;
    display: flex;
    gap: 8px;
    padding: 8px 12px calc(8px + env(safe-area-inset-bottom));
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const GridToggle = styled.button`
  flex: 1;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

const Scrim = styled.div`
  display: none;
  ${({ theme }) => mobileQuery(theme)} {
    position: fixed;
    inset: 0;
    z-index: 250;
    display: block;
    background: rgba(15, 23, 42, 0.35);
  }
`;
