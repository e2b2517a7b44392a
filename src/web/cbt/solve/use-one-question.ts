/**
 * The one-question screen's state (spec §2.1 /cbt/onequestions/…): which problem shows (or the summary, at
 * index === total), the choice picked but not yet checked per problem, the counts, and the submit. A checked
 * choice is final; offline it waits in the outbox and its verdict shows once sent.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { getServerMessage } from '../../api/error-catalogue';
import { getApiErrorCode, isNetworkError } from '../../api/error-catalogue';
import type { RecordSheet } from '../../api/records-api';
import { showAlert } from '../../modal/modal-provider';
import { useToast } from '../../toast/toast-provider';
import { solveRoutes } from './solve-routes';
import { useSheetSession } from './use-sheet-session';

function firstUnanswered(sheet: RecordSheet): number {
  const answered = new Set(sheet.answers.filter((a) => a.choice !== null).map((a) => a.multipleProblemIdx));
  const index = sheet.problems.findIndex((p) => !answered.has(p.multipleProblemIdx));
  return index === -1 ? sheet.problems.length : index;
}

export interface OneQuestionStats {
  answered: number;
  correct: number;
  /** Indexes of the problems answered wrong, and of those not answered. */
  wrong: number[];
  unanswered: number[];
}

export function useOneQuestion(sheet: RecordSheet) {
  const { toast } = useToast();
  const total = sheet.problems.length;
  // Resume where the member stopped; index === total is the summary.
  const [index, setIndex] = useState(() => firstUnanswered(sheet));
  const [tentative, setTentative] = useState<ReadonlyMap<number, number>>(() => new Map());
  const headingRef = useRef<HTMLDivElement>(null);

  const session = useSheetSession(sheet, {
    closedRoute: solveRoutes.oneReview(sheet.recordIdx),
    editable: true,
    closedMessage: (error) => getServerMessage(error) ?? '이미 제출된 풀이입니다.',
    rereadOnRejected: true,
  });
  const { sync, close, submit: submitSheet } = session;

  // Moving between problems puts the focus on the new problem for keyboard and screen reader users.
  const move = (next: number) => {
    setIndex(Math.max(0, Math.min(total, next)));
    requestAnimationFrame(() => headingRef.current?.querySelector<HTMLElement>('h2, [data-focus]')?.focus());
  };

  const submit = useCallback(async () => {
    try {
      const outcome = await submitSheet();
      if (outcome === 'offline') toast('연결되면 남은 답안을 전송한 뒤 제출할 수 있습니다.', 'warn');
    } catch (error) {
      if (getApiErrorCode(error) === 'RECORD_CLOSED') return close();
      void showAlert(
        isNetworkError(error)
          ? '연결이 끊겨 제출하지 못했습니다. 연결을 확인한 뒤 다시 시도해주세요.'
          : (getServerMessage(error) ?? '제출하지 못했습니다. 잠시 후 다시 시도해주세요.'),
      );
    }
  }, [submitSheet, close, toast]);

  const stats = useMemo<OneQuestionStats>(() => {
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

  return {
    sync,
    closing: session.closing,
    total,
    index,
    problem,
    passage,
    headingRef,
    move,
    tentativeOf: (multipleProblemIdx: number) => tentative.get(multipleProblemIdx) ?? null,
    setTentative: (multipleProblemIdx: number, choice: number) =>
      setTentative((m) => new Map(m).set(multipleProblemIdx, choice)),
    stats,
    submit,
  };
}
