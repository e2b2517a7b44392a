/**
 * The mock-exam screen's state (spec §2.1 /cbt/practice/…): the submit and its phases (a submit offline waits
 * for the connection and goes on by itself), the automatic submit when the time is up, the counts, the answer
 * grid sheet on phones and the jump to a question.
 *
 * A 409 DEADLINE_PASSED/RECORD_CLOSED on any save or on the submit means the server already closed the sheet:
 * editing stops and the score page shows what was saved.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getServerMessage } from '../../api/error-catalogue';
import { getApiErrorCode, isNetworkError } from '../../api/error-catalogue';
import type { RecordSheet } from '../../api/records-api';
import { showAlert } from '../../modal/modal-provider';
import { useToast } from '../../toast/toast-provider';
import { groupByPassage } from './problem-parts';
import { closedRouteOf } from './solve-routes';
import { useSheetSession } from './use-sheet-session';

export type MockExamPhase = 'solving' | 'submitting' | 'waiting-online' | 'closing';

export function useMockExam(sheet: RecordSheet, refetch: () => void) {
  const { toast } = useToast();
  const [ownPhase, setPhase] = useState<Exclude<MockExamPhase, 'closing'>>('solving');
  const [timeUp, setTimeUp] = useState(false);
  const [gridOpen, setGridOpen] = useState(false);

  const session = useSheetSession(sheet, {
    closedRoute: closedRouteOf(sheet),
    editable: ownPhase === 'solving' && !timeUp,
    holdClose: ownPhase !== 'solving',
    closedMessage: (error) =>
      getApiErrorCode(error) === 'DEADLINE_PASSED'
        ? '시험 시간이 종료되어 저장된 답안으로 채점했습니다.'
        : (getServerMessage(error) ?? '이미 제출된 답안지입니다.'),
  });
  const { sync, close, submit: submitSheet } = session;
  const phase: MockExamPhase = session.closing ? 'closing' : ownPhase;

  const submit = useCallback(async () => {
    try {
      const outcome = await submitSheet(() => setPhase('submitting'));
      if (outcome === 'offline') setPhase('waiting-online');
    } catch (error) {
      if (isNetworkError(error)) {
        setPhase('waiting-online');
        return;
      }
      const code = getApiErrorCode(error);
      if (code === 'RECORD_CLOSED' || code === 'DEADLINE_PASSED') {
        close();
        return;
      }
      setPhase('solving');
      void showAlert(getServerMessage(error) ?? '답안지를 제출하지 못했습니다. 잠시 후 다시 시도해주세요.');
    }
  }, [submitSheet, close]);

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

  const onExpire = useCallback(() => {
    setTimeUp(true);
    toast('시험 시간이 종료되었습니다. 답안지를 자동으로 제출합니다.', 'warn');
    void submit();
  }, [submit, toast]);

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

  return {
    sync,
    editable: session.editable,
    /** The submit buttons take a click only while solving. */
    canSubmit: phase === 'solving' && !timeUp,
    submit,
    onExpire,
    banner,
    groups,
    unanswered: sheet.problems.filter((p) => sync.answerOf(p.multipleProblemIdx).choice === null).length,
    flagged: sheet.problems.filter((p) => sync.answerOf(p.multipleProblemIdx).flagged).length,
    gridOpen,
    setGridOpen,
    jumpTo,
  };
}
