import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import type { SavedAnswer } from '../../api/records-api';
import {
  AnswerOutbox,
  applyPending,
  classifySendError,
  outboxStorageKey,
  type PendingAnswer,
  readStoredOutbox,
  type StorageLike,
} from './answer-outbox';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function httpError(status: number, code?: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, {
    status,
    statusText: '',
    headers: {},
    config,
    data: { statusCode: status, code, message: '오류' },
  });
}

const networkError = () => new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() });

const ack = (entry: PendingAnswer): SavedAnswer => ({
  savedAt: '2026-03-01T00:00:00.000Z',
  choice: entry.choice,
  flagged: entry.flagged ?? false,
});

function setup(options: { online?: () => boolean; send?: (e: PendingAnswer) => Promise<SavedAnswer> } = {}) {
  const storage = memoryStorage();
  const sent: PendingAnswer[] = [];
  const events = { saved: [] as number[], rejected: [] as number[], closed: 0 };
  const make = () =>
    new AnswerOutbox(
      {
        recordIdx: 7,
        storage,
        isOnline: options.online ?? (() => true),
        send: async (entry) => {
          sent.push(entry);
          return options.send ? options.send(entry) : ack(entry);
        },
        now: () => 1000,
      },
      {
        onSaved: (e) => events.saved.push(e.seq),
        onRejected: (e) => events.rejected.push(e.seq),
        onClosed: () => (events.closed += 1),
      },
    );
  return { storage, sent, events, make };
}

describe('classifySendError', () => {
  it('sorts failures into what the outbox does with them', () => {
    expect(classifySendError(networkError())).toBe('offline');
    expect(classifySendError(httpError(409, 'DEADLINE_PASSED'))).toBe('closed');
    expect(classifySendError(httpError(409, 'RECORD_CLOSED'))).toBe('closed');
    expect(classifySendError(httpError(409, 'ANSWER_LOCKED'))).toBe('rejected');
    expect(classifySendError(httpError(400, 'INVALID_CHOICE'))).toBe('rejected');
    expect(classifySendError(httpError(404))).toBe('rejected');
    expect(classifySendError(httpError(401, 'UNAUTHORIZED'))).toBe('auth');
    expect(classifySendError(httpError(429))).toBe('retry');
    expect(classifySendError(httpError(503))).toBe('retry');
  });
});

describe('AnswerOutbox', () => {
  it('stores an answer before sending it and forgets it once acknowledged', async () => {
    const { storage, sent, events, make } = setup();
    const outbox = make();
    outbox.add({ multipleProblemIdx: 100, choice: 2 });
    expect(readStoredOutbox(storage, 7)).toMatchObject([{ seq: 1, multipleProblemIdx: 100, choice: 2 }]);
    await expect(outbox.flush()).resolves.toBe('done');
    expect(sent.map((e) => e.choice)).toEqual([2]);
    expect(events.saved).toEqual([1]);
    expect(storage.data.has(outboxStorageKey(7))).toBe(false);
    expect(outbox.list()).toEqual([]);
  });

  it('keeps everything while offline and sends it in order later', async () => {
    let online = false;
    const { storage, sent, make } = setup({ online: () => online });
    const outbox = make();
    outbox.add({ multipleProblemIdx: 100, choice: 1 });
    outbox.add({ multipleProblemIdx: 101, choice: 3 });
    outbox.add({ multipleProblemIdx: 100, choice: 4, flagged: true });
    await expect(outbox.flush()).resolves.toBe('offline');
    expect(sent).toEqual([]);
    expect(readStoredOutbox(storage, 7)).toHaveLength(3);

    online = true;
    await expect(outbox.flush()).resolves.toBe('done');
    expect(sent.map((e) => [e.multipleProblemIdx, e.choice])).toEqual([
      [100, 1],
      [101, 3],
      [100, 4],
    ]);
  });

  it('a network error keeps the entry and stops; a reload restores it with the next sequence number', async () => {
    let fail = true;
    const { storage, sent, make } = setup({
      send: async (entry) => {
        if (fail) throw networkError();
        return ack(entry);
      },
    });
    const first = make();
    first.add({ multipleProblemIdx: 100, choice: 2 });
    first.add({ multipleProblemIdx: 101, choice: 1 });
    await expect(first.flush()).resolves.toBe('offline');
    expect(first.lastFailure).toBe('offline');
    expect(sent).toHaveLength(1);

    // A new page (reload) reads the same storage.
    const reloaded = make();
    expect(reloaded.list().map((e) => e.seq)).toEqual([1, 2]);
    expect(reloaded.add({ multipleProblemIdx: 102, choice: 3 }).seq).toBe(3);
    fail = false;
    await expect(reloaded.flush()).resolves.toBe('done');
    expect(sent.slice(1).map((e) => e.multipleProblemIdx)).toEqual([100, 101, 102]);
    expect(storage.data.size).toBe(0);
  });

  it('drops an entry the server refuses for good and goes on with the rest', async () => {
    const { sent, events, make } = setup({
      send: async (entry) => {
        if (entry.multipleProblemIdx === 100) throw httpError(409, 'ANSWER_LOCKED');
        return ack(entry);
      },
    });
    const outbox = make();
    outbox.add({ multipleProblemIdx: 100, choice: 2 });
    outbox.add({ multipleProblemIdx: 101, choice: 1 });
    await expect(outbox.flush()).resolves.toBe('done');
    expect(sent).toHaveLength(2);
    expect(events.rejected).toEqual([1]);
    expect(events.saved).toEqual([2]);
  });

  it('closes for good when the deadline has passed', async () => {
    const { storage, events, make } = setup({
      send: async () => {
        throw httpError(409, 'DEADLINE_PASSED');
      },
    });
    const outbox = make();
    outbox.add({ multipleProblemIdx: 100, choice: 2 });
    outbox.add({ multipleProblemIdx: 101, choice: 1 });
    await expect(outbox.flush()).resolves.toBe('closed');
    expect(events.closed).toBe(1);
    expect(outbox.list()).toEqual([]);
    expect(outbox.isClosed).toBe(true);
    expect(storage.data.size).toBe(0);
    await expect(outbox.flush()).resolves.toBe('closed');
  });

  it('keeps the entry on a server error or an expired session', async () => {
    let status = 503;
    const { make } = setup({
      send: async () => {
        throw httpError(status);
      },
    });
    const outbox = make();
    outbox.add({ multipleProblemIdx: 100, choice: 2 });
    await expect(outbox.flush()).resolves.toBe('retry');
    status = 401;
    await expect(outbox.flush()).resolves.toBe('auth');
    expect(outbox.list()).toHaveLength(1);
  });

  it('a flush during a flush joins it, and entries added meanwhile are sent too', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { sent, make } = setup({
      send: async (entry) => {
        if (entry.seq === 1) await gate;
        return ack(entry);
      },
    });
    const outbox = make();
    outbox.add({ multipleProblemIdx: 100, choice: 2 });
    const first = outbox.flush();
    outbox.add({ multipleProblemIdx: 101, choice: 3 });
    const second = outbox.flush();
    expect(second).toBe(first);
    expect(outbox.isFlushing).toBe(true);
    release();
    await expect(first).resolves.toBe('done');
    expect(sent.map((e) => e.seq)).toEqual([1, 2]);
    expect(outbox.isFlushing).toBe(false);
  });

  it('ignores unreadable storage and works without storage', async () => {
    const storage = memoryStorage();
    storage.setItem(outboxStorageKey(7), '{not json');
    expect(readStoredOutbox(storage, 7)).toEqual([]);
    storage.setItem(outboxStorageKey(7), JSON.stringify({ v: 1, entries: [{ seq: 'x' }, { seq: 2, multipleProblemIdx: 5, choice: null }] }));
    expect(readStoredOutbox(storage, 7)).toEqual([{ seq: 2, multipleProblemIdx: 5, choice: null }]);

    const memoryOnly = new AnswerOutbox({ recordIdx: 8, storage: null, isOnline: () => true, send: async (e) => ack(e) });
    memoryOnly.add({ multipleProblemIdx: 1, choice: 1 });
    await expect(memoryOnly.flush()).resolves.toBe('done');
  });
});

describe('applyPending', () => {
  it('lays pending answers over the saved ones, the latest winning and flags kept unless given', () => {
    const base = new Map<number, { choice: number | null; flagged: boolean }>([[100, { choice: 1, flagged: true }]]);
    const entries: PendingAnswer[] = [
      { seq: 1, multipleProblemIdx: 100, choice: 3, madeAt: 0 },
      { seq: 2, multipleProblemIdx: 101, choice: 2, madeAt: 0 },
      { seq: 3, multipleProblemIdx: 101, choice: 2, flagged: true, madeAt: 0 },
    ];
    const result = applyPending(base, entries, () => ({ choice: null, flagged: false }));
    expect(result.get(100)).toEqual({ choice: 3, flagged: true });
    expect(result.get(101)).toEqual({ choice: 2, flagged: true });
    expect(base.get(100)).toEqual({ choice: 1, flagged: true });
  });
});
