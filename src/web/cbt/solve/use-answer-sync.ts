/**
 * The answers of an open record on screen, kept in step with the server through the AnswerOutbox:
 * every change is shown at once, stored locally, then PUT in order. Sending is retried when the browser
 * says it is back online, after any later successful API request, and on a timer while the server is
 * unreachable. Each problem carries its save state for the screen ("저장 중…", "저장됨", offline).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnswerCheck } from '../../api/problems-api';
import type { RecordSheet } from '../../api/records-api';
import { updateRecordAnswer } from '../../api/records-api';
import { getBrowserCbtClient } from '../../session/browser-client';
import { AnswerOutbox, applyPending, type FlushOutcome, type PendingAnswer, type StorageLike } from './answer-outbox';

export type SaveState = 'saving' | 'saved' | 'offline' | 'retrying' | 'error';

export interface LocalAnswer {
  choice: number | null;
  flagged: boolean;
}

export const SAVE_STATE_LABELS: Record<SaveState, string> = {
  saving: '저장 중…',
  saved: '저장됨',
  offline: '오프라인 — 연결되면 전송합니다',
  retrying: '전송 실패 — 다시 시도합니다',
  error: '저장하지 못했습니다',
};

/** While the server cannot be reached (but the browser thinks it is online), sending is retried this often. */
export const RETRY_INTERVAL_MS = 5000;

const EMPTY_ANSWER: LocalAnswer = { choice: null, flagged: false };

function safeLocalStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function answersOf(sheet: RecordSheet): Map<number, LocalAnswer> {
  return new Map(sheet.answers.map((a) => [a.multipleProblemIdx, { choice: a.choice, flagged: a.flagged }]));
}

function verdictsOf(sheet: RecordSheet): Map<number, AnswerCheck> {
  const verdicts = new Map<number, AnswerCheck>();
  for (const a of sheet.answers) {
    if (a.isCorrect !== null && a.answer !== undefined) {
      verdicts.set(a.multipleProblemIdx, { isCorrect: a.isCorrect, answer: a.answer, explanation: a.explanation ?? '' });
    }
  }
  return verdicts;
}

export interface AnswerSyncOptions {
  /** False once the time is up or the sheet was submitted: changes are ignored. */
  editable: boolean;
  /** The record takes no more answers (409 DEADLINE_PASSED / RECORD_CLOSED). */
  onClosed(error: unknown): void;
  /** The server refused one answer for good. */
  onRejected?(entry: PendingAnswer, error: unknown): void;
  /** The session expired while answers wait to be sent. */
  onAuthExpired?(): void;
}

export interface AnswerSync {
  answers: ReadonlyMap<number, LocalAnswer>;
  /** ONE mode: the server's verdict per checked problem. */
  verdicts: ReadonlyMap<number, AnswerCheck>;
  saveStates: ReadonlyMap<number, SaveState>;
  /** The state the status line shows for the whole sheet. */
  overall: SaveState | 'idle';
  online: boolean;
  /** Answers not yet acknowledged by the server. */
  pendingCount: number;
  /** The locally stored answers were restored (after mount). */
  ready: boolean;
  answerOf(multipleProblemIdx: number): LocalAnswer;
  setChoice(multipleProblemIdx: number, choice: number | null): void;
  toggleFlag(multipleProblemIdx: number): void;
  /** Sends everything waiting; resolves with why it stopped. */
  flush(): Promise<FlushOutcome>;
  /** Forgets what waits locally (the record was closed). */
  discard(): void;
}

export function useAnswerSync(sheet: RecordSheet, options: AnswerSyncOptions): AnswerSync {
  const recordIdx = sheet.recordIdx;
  const [answers, setAnswers] = useState(() => answersOf(sheet));
  const [verdicts, setVerdicts] = useState(() => verdictsOf(sheet));
  const [saveStates, setSaveStates] = useState<ReadonlyMap<number, SaveState>>(() => new Map());
  // Assumed online for the server render and hydration; the real value is read after mount.
  const [online, setOnline] = useState(true);
  const [pendingCount, setPendingCount] = useState(0);
  const [ready, setReady] = useState(false);

  const answersRef = useRef(answers);
  const outboxRef = useRef<AnswerOutbox | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const commitAnswers = useCallback((next: Map<number, LocalAnswer>) => {
    answersRef.current = next;
    setAnswers(next);
  }, []);

  const markStates = useCallback((problemIds: Iterable<number>, state: SaveState) => {
    setSaveStates((current) => {
      const next = new Map(current);
      for (const id of problemIds) next.set(id, state);
      return next;
    });
  }, []);

  const flushNow = useCallback(async (): Promise<FlushOutcome> => {
    const outbox = outboxRef.current;
    if (!outbox) return 'done';
    if (retryTimer.current) {
      clearTimeout(retryTimer.current);
      retryTimer.current = null;
    }
    const waiting = () => new Set(outbox.list().map((e) => e.multipleProblemIdx));
    if (outbox.list().length && browserOnline()) markStates(waiting(), 'saving');
    const outcome = await outbox.flush();
    if (outbox !== outboxRef.current) return outcome;
    if (outcome === 'offline' || outcome === 'retry' || outcome === 'auth') {
      markStates(waiting(), outcome === 'offline' ? 'offline' : outcome === 'retry' ? 'retrying' : 'error');
      if (outcome === 'auth') optionsRef.current.onAuthExpired?.();
      // Offline per the browser: the 'online' event will call back. Otherwise the server was unreachable.
      if (outcome !== 'auth' && browserOnline()) {
        retryTimer.current = setTimeout(() => void flushNow(), RETRY_INTERVAL_MS);
      }
    }
    return outcome;
  }, [markStates]);

  // One outbox per record, created after mount: localStorage exists only in the browser, and applying
  // the restored answers after hydration keeps the first render identical to the server's.
  useEffect(() => {
    const outbox = new AnswerOutbox(
      {
        recordIdx,
        storage: safeLocalStorage(),
        isOnline: browserOnline,
        send: (entry) =>
          updateRecordAnswer(getBrowserCbtClient(), recordIdx, entry.multipleProblemIdx, {
            choice: entry.choice,
            ...(entry.flagged === undefined ? {} : { flagged: entry.flagged }),
          }),
      },
      {
        onSaved: (entry, saved) => {
          const id = entry.multipleProblemIdx;
          if (saved.isCorrect !== undefined && saved.answer !== undefined) {
            const verdict = { isCorrect: saved.isCorrect, answer: saved.answer, explanation: saved.explanation ?? '' };
            setVerdicts((current) => new Map(current).set(id, verdict));
          }
          if (!outbox.list().some((e) => e.multipleProblemIdx === id)) markStates([id], 'saved');
        },
        onRejected: (entry, error) => {
          markStates([entry.multipleProblemIdx], 'error');
          optionsRef.current.onRejected?.(entry, error);
        },
        onClosed: (error) => optionsRef.current.onClosed(error),
        onChange: () => setPendingCount(outbox.list().length),
      },
    );
    outboxRef.current = outbox;
    const restored = outbox.list();
    if (restored.length) {
      commitAnswers(applyPending(answersRef.current, restored, () => EMPTY_ANSWER));
      markStates(
        restored.map((e) => e.multipleProblemIdx),
        browserOnline() ? 'saving' : 'offline',
      );
    }
    setPendingCount(restored.length);
    setOnline(browserOnline());
    setReady(true);
    void flushNow();
    return () => {
      outboxRef.current = null;
      if (retryTimer.current) clearTimeout(retryTimer.current);
      retryTimer.current = null;
    };
  }, [recordIdx, commitAnswers, flushNow, markStates]);

  // The browser's connectivity events.
  useEffect(() => {
    const onOnline = () => {
      setOnline(true);
      void flushNow();
    };
    const onOffline = () => {
      setOnline(false);
      const outbox = outboxRef.current;
      if (outbox?.list().length) markStates(new Set(outbox.list().map((e) => e.multipleProblemIdx)), 'offline');
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [flushNow, markStates]);

  // Any successful API request proves the server is reachable again: send what waits.
  useEffect(() => {
    return getBrowserCbtClient().onSuccess(() => {
      const outbox = outboxRef.current;
      if (outbox && outbox.lastFailure && !outbox.isFlushing && outbox.list().length) void flushNow();
    });
  }, [flushNow]);

  const answerOf = useCallback((id: number) => answers.get(id) ?? EMPTY_ANSWER, [answers]);

  const change = useCallback(
    (id: number, update: (current: LocalAnswer) => LocalAnswer) => {
      const outbox = outboxRef.current;
      if (!outbox || outbox.isClosed || !optionsRef.current.editable) return;
      const current = answersRef.current.get(id) ?? EMPTY_ANSWER;
      const next = update(current);
      commitAnswers(new Map(answersRef.current).set(id, next));
      outbox.add({ multipleProblemIdx: id, choice: next.choice, flagged: next.flagged });
      markStates([id], browserOnline() ? 'saving' : 'offline');
      void flushNow();
    },
    [commitAnswers, flushNow, markStates],
  );

  const setChoice = useCallback((id: number, choice: number | null) => change(id, (a) => ({ ...a, choice })), [change]);
  const toggleFlag = useCallback((id: number) => change(id, (a) => ({ ...a, flagged: !a.flagged })), [change]);

  const discard = useCallback(() => outboxRef.current?.clear(), []);

  const overall = useMemo<SaveState | 'idle'>(() => {
    const states = new Set(saveStates.values());
    if (!online && pendingCount > 0) return 'offline';
    for (const state of ['offline', 'retrying', 'saving'] as const) if (states.has(state)) return state;
    if (pendingCount > 0) return 'saving';
    return states.has('saved') ? 'saved' : 'idle';
  }, [saveStates, online, pendingCount]);

  return {
    answers,
    verdicts,
    saveStates,
    overall,
    online,
    pendingCount,
    ready,
    answerOf,
    setChoice,
    toggleFlag,
    flush: flushNow,
    discard,
  };
}
