/**
 * What the two answer-sheet screens (mock exam, one question at a time) share: the answers kept in step with
 * the server, leaving for the closed sheet's page (closed here, by the server, or found closed), and the
 * submit itself — pending answers are sent first (in order), then POST …/submit (idempotent), the community
 * steps and the closed page. Each screen decides what an offline or failed submit shows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getServerMessage } from '../../api/error-catalogue';
import { type RecordSheet, submitRecord } from '../../api/records-api';
import { useExamCommunitySteps } from '../exam-community-steps';
import { showAlert } from '../../modal/modal-provider';
import { getBrowserCbtClient } from '../../session/browser-client';
import { useToast } from '../../toast/toast-provider';
import { solveKeys } from './solve-queries';
import { type AnswerSync, useAnswerSync } from './use-answer-sync';

/** `busy`: a submit is already under way; `offline`: answers still wait to be sent, nothing was submitted. */
export type SubmitOutcome = 'submitted' | 'closed' | 'offline' | 'busy';

export interface SheetSessionOptions {
  /** The page a closed sheet goes to (score or review). */
  closedRoute: string;
  /** The screen takes changes now; the session adds "not closing" and "still in progress". */
  editable: boolean;
  /** A submit of the screen is under way: its outcome, not a closed sheet read meanwhile, decides where to go. */
  holdClose?: boolean;
  /** The warning shown when a save finds the record already closed. */
  closedMessage(error: unknown): string;
  /** Re-read the sheet after an answer the server refused for good. */
  rereadOnRejected?: boolean;
}

export interface SheetSession {
  sync: AnswerSync;
  /** False once closing, or when the screen or the sheet's status says so. */
  editable: boolean;
  /** The sheet is closed and the screen is on its way to the closed page. */
  closing: boolean;
  close(): void;
  /** Sends what waits, then submits; throws what the submit request threw. `onStart` runs once it really starts. */
  submit(onStart?: () => void): Promise<SubmitOutcome>;
}

export function useSheetSession(sheet: RecordSheet, options: SheetSessionOptions): SheetSession {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const runCommunitySteps = useExamCommunitySteps();
  const [closing, setClosing] = useState(false);
  const submitting = useRef(false);
  const { closedRoute, holdClose = false } = options;

  const rereadSheet = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: solveKeys.sheet(sheet.recordIdx) }),
    [queryClient, sheet.recordIdx],
  );

  const close = useCallback(() => {
    setClosing(true);
    // The record's cached reads are stale once it is closed.
    rereadSheet();
    void router.replace(closedRoute);
  }, [rereadSheet, router, closedRoute]);

  const editable = options.editable && !closing && sheet.status === 'IN_PROGRESS';
  const sync = useAnswerSync(sheet, {
    editable,
    onClosed: (error) => {
      toast(options.closedMessage(error), 'warn');
      close();
    },
    onRejected: (_entry, error) => {
      toast(getServerMessage(error) ?? '답안을 저장하지 못했습니다.', 'error');
      if (options.rereadOnRejected) rereadSheet();
    },
    onAuthExpired: () => void showAlert('로그인이 만료되었습니다. 다시 로그인하면 기기에 보관된 답안을 이어서 전송합니다.'),
  });

  // A sheet found closed (time ran out in another tab, submitted elsewhere) goes to its closed page.
  useEffect(() => {
    if (sheet.status !== 'IN_PROGRESS' && !closing && !holdClose) close();
  }, [sheet.status, closing, holdClose, close]);

  const { flush, discard } = sync;
  const submit = useCallback(
    async (onStart?: () => void): Promise<SubmitOutcome> => {
      if (submitting.current) return 'busy';
      submitting.current = true;
      onStart?.();
      try {
        const flushed = await flush();
        if (flushed === 'closed') return 'closed'; // onClosed navigates.
        if (flushed !== 'done') return 'offline';
        await submitRecord(getBrowserCbtClient(), sheet.recordIdx);
        // Spec §7.3: the answer handler runs the chat-room and board steps too (errors only logged).
        if (sheet.examIdx !== null) runCommunitySteps({ examIdx: sheet.examIdx });
        discard();
        close();
        return 'submitted';
      } finally {
        submitting.current = false;
      }
    },
    [flush, discard, sheet.recordIdx, sheet.examIdx, close, runCommunitySteps],
  );

  return { sync, editable, closing, close, submit };
}
