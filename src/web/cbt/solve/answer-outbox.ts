/**
 * Answers on their way to the server, per record. Field notes: lost answers on disconnect are what exam
 * takers complain about most, so an answer is written to localStorage before it is sent and leaves the
 * outbox only when the server acknowledged it (the PUT is committed before the reply).
 *
 * - Entries are sent one at a time in the order they were made, so the last choice made is the one the
 *   server keeps, also after an offline stretch.
 * - No reply at all (offline, refused, timed out) keeps the entry and stops; the caller flushes again on the
 *   browser's 'online' event, on the next successful request, or on a timer.
 * - 409 DEADLINE_PASSED / RECORD_CLOSED: nothing more can be saved; the outbox is emptied and closed.
 * - Other refusals (400 invalid choice, 404, 409 ANSWER_LOCKED) can never succeed: that entry is dropped.
 * - 5xx and 429 keep the entry for a later retry; 401 keeps it until the member logs in again.
 *
 * Framework-free (storage, sender and online check are injected) so it is tested without a browser.
 */
import type { AnswerBody, SavedAnswer } from '../../api/records-api';
import { getApiErrorCode, isNetworkError } from '../../api/error-catalogue';
import { getErrorStatus } from '../../api/error-catalogue';

export interface PendingAnswer extends AnswerBody {
  /** Increasing per record: the send order, and the entry's identity. */
  seq: number;
  multipleProblemIdx: number;
  /** Browser time it was made. */
  madeAt: number;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Why a flush stopped; 'done' means nothing is left. */
export type FlushOutcome = 'done' | 'offline' | 'retry' | 'auth' | 'closed';

export type SendFailure = Exclude<FlushOutcome, 'done'> | 'rejected';

export function classifySendError(error: unknown): SendFailure {
  if (isNetworkError(error)) return 'offline';
  const status = getErrorStatus(error);
  const code = getApiErrorCode(error);
  if (code === 'DEADLINE_PASSED' || code === 'RECORD_CLOSED') return 'closed';
  if (status === 401) return 'auth';
  if (status === 408 || status === 429 || status === undefined || status >= 500) return 'retry';
  return 'rejected';
}

export interface OutboxEvents {
  /** The server acknowledged this entry. */
  onSaved?(entry: PendingAnswer, saved: SavedAnswer): void;
  /** The server refused this entry for good; it was dropped. */
  onRejected?(entry: PendingAnswer, error: unknown): void;
  /** The record can take no more answers (deadline passed or submitted); every entry was dropped. */
  onClosed?(error: unknown): void;
  /** Entries or the flushing state changed. */
  onChange?(): void;
}

export interface OutboxOptions {
  recordIdx: number;
  /** localStorage, or null where there is none (the outbox then lives in memory only). */
  storage: StorageLike | null;
  send(entry: PendingAnswer): Promise<SavedAnswer>;
  /** navigator.onLine: when false nothing is attempted. */
  isOnline(): boolean;
  now?: () => number;
}

const STORAGE_VERSION = 1;

export function outboxStorageKey(recordIdx: number): string {
  return `cbt:answer-outbox:${recordIdx}`;
}

function isPendingAnswer(value: unknown): value is PendingAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.seq) &&
    Number.isInteger(v.multipleProblemIdx) &&
    (v.choice === null || Number.isInteger(v.choice)) &&
    (v.flagged === undefined || typeof v.flagged === 'boolean')
  );
}

/** The stored entries of a record, in send order; anything unreadable is ignored. */
export function readStoredOutbox(storage: StorageLike | null, recordIdx: number): PendingAnswer[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(outboxStorageKey(recordIdx));
    if (!raw) return [];
    const parsed = JSON.parse(raw) as { v?: unknown; entries?: unknown };
    if (parsed.v !== STORAGE_VERSION || !Array.isArray(parsed.entries)) return [];
    return parsed.entries.filter(isPendingAnswer).sort((a, b) => a.seq - b.seq);
  } catch {
    return [];
  }
}

export class AnswerOutbox {
  private entries: PendingAnswer[];
  private nextSeq: number;
  private current: Promise<FlushOutcome> | null = null;
  private closedForGood = false;
  /** Why the last flush stopped early; null after a flush that emptied the outbox. */
  lastFailure: Exclude<FlushOutcome, 'done'> | null = null;

  constructor(
    private readonly options: OutboxOptions,
    private readonly events: OutboxEvents = {},
  ) {
    this.entries = readStoredOutbox(options.storage, options.recordIdx);
    this.nextSeq = this.entries.reduce((max, e) => Math.max(max, e.seq), 0) + 1;
  }

  get recordIdx(): number {
    return this.options.recordIdx;
  }

  /** Entries not yet acknowledged, in send order (the one being sent first). */
  list(): readonly PendingAnswer[] {
    return this.entries;
  }

  get isFlushing(): boolean {
    return this.current !== null;
  }

  get isClosed(): boolean {
    return this.closedForGood;
  }

  /** Keeps an answer (stored before anything is sent) and returns its entry. Call flush() to send it. */
  add(answer: { multipleProblemIdx: number } & AnswerBody): PendingAnswer {
    const entry: PendingAnswer = {
      seq: this.nextSeq++,
      multipleProblemIdx: answer.multipleProblemIdx,
      choice: answer.choice,
      ...(answer.flagged === undefined ? {} : { flagged: answer.flagged }),
      madeAt: (this.options.now ?? Date.now)(),
    };
    this.entries.push(entry);
    this.persist();
    this.events.onChange?.();
    return entry;
  }

  /** Sends every entry in order; a second call while sending joins the running flush. */
  flush(): Promise<FlushOutcome> {
    if (this.closedForGood) return Promise.resolve('closed');
    if (this.current) return this.current;
    const run = this.run().finally(() => {
      this.current = null;
      this.events.onChange?.();
    });
    this.current = run;
    this.events.onChange?.();
    return run;
  }

  /** Forgets every entry (the record was closed). */
  clear(): void {
    this.entries = [];
    this.persist();
    this.events.onChange?.();
  }

  private async run(): Promise<FlushOutcome> {
    for (;;) {
      const entry = this.entries[0];
      if (!entry) {
        this.lastFailure = null;
        return 'done';
      }
      if (!this.options.isOnline()) {
        this.lastFailure = 'offline';
        return 'offline';
      }
      let saved: SavedAnswer;
      try {
        saved = await this.options.send(entry);
      } catch (error) {
        const failure = classifySendError(error);
        if (failure === 'rejected') {
          this.remove(entry.seq);
          this.events.onRejected?.(entry, error);
          continue;
        }
        if (failure === 'closed') {
          this.closedForGood = true;
          this.lastFailure = 'closed';
          this.entries = [];
          this.persist();
          this.events.onClosed?.(error);
          return 'closed';
        }
        this.lastFailure = failure;
        return failure;
      }
      this.remove(entry.seq);
      this.events.onSaved?.(entry, saved);
    }
  }

  private remove(seq: number): void {
    this.entries = this.entries.filter((e) => e.seq !== seq);
    this.persist();
    this.events.onChange?.();
  }

  private persist(): void {
    const { storage, recordIdx } = this.options;
    if (!storage) return;
    try {
      if (this.entries.length === 0) storage.removeItem(outboxStorageKey(recordIdx));
      else storage.setItem(outboxStorageKey(recordIdx), JSON.stringify({ v: STORAGE_VERSION, entries: this.entries }));
    } catch {
      // Storage full or disabled (private mode): the entries still live in memory until acknowledged.
    }
  }
}

/** The answer state after applying entries over what the server has (later entries win). */
export function applyPending<T extends { choice: number | null; flagged: boolean }>(
  base: ReadonlyMap<number, T>,
  entries: readonly PendingAnswer[],
  make: (problemIdx: number) => T,
): Map<number, T> {
  const next = new Map(base);
  for (const entry of entries) {
    const current = next.get(entry.multipleProblemIdx) ?? make(entry.multipleProblemIdx);
    next.set(entry.multipleProblemIdx, {
      ...current,
      choice: entry.choice,
      flagged: entry.flagged ?? current.flagged,
    });
  }
  return next;
}
