import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { createMemoryCounterStore } from '../http/counter-store';
import { type BackgroundJob, type JobLog, createJobRunner } from './job-runner';

const db = {} as Db;
const MINUTE = 60_000;

function quietLog(): JobLog & { errors: string[] } {
  const errors: string[] = [];
  return { errors, info: () => {}, error: (_details, message) => void errors.push(message) };
}

/** A job whose body counts its runs and can be held open. */
function countingJob(name = 'count', intervalMs = MINUTE) {
  let runs = 0;
  let release: () => void = () => {};
  let hold = false;
  const job: BackgroundJob = {
    name,
    intervalMs,
    run: async () => {
      runs++;
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return runs;
    },
  };
  return { job, runs: () => runs, holdNext: () => (hold = true), release: () => release() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('job runner', () => {
  it('runs the job once per slot between two runners sharing one claim store', async () => {
    let now = 10 * MINUTE + 5_000;
    const claims = createMemoryCounterStore(() => now);
    const { job, runs } = countingJob();
    const [one, two] = [0, 1].map(() => createJobRunner({ db, claims, jobs: [job], log: quietLog(), now: () => now }));

    const ran = await Promise.all([one!.runDue(), two!.runDue()]);
    expect(runs()).toBe(1);
    expect(ran.flat()).toEqual(['count']);
    // Later in the same slot: nobody runs it again.
    now += 30_000;
    await Promise.all([one!.runDue(), two!.runDue()]);
    expect(runs()).toBe(1);
    // The next slot runs once more, on whichever runner claims first.
    now += 30_000;
    await Promise.all([two!.runDue(), one!.runDue()]);
    expect(runs()).toBe(2);
  });

  it('does not start a job again on a runner while its last run goes on', async () => {
    let now = 0;
    const claims = createMemoryCounterStore(() => now);
    const counting = countingJob();
    const runner = createJobRunner({ db, claims, jobs: [counting.job], log: quietLog(), now: () => now });
    counting.holdNext();
    const first = runner.runDue();
    await vi.waitFor(() => expect(counting.runs()).toBe(1));
    now += MINUTE;
    expect(await runner.runDue()).toEqual([]);
    counting.release();
    expect(await first).toEqual(['count']);
  });

  it('logs a failing job or an unreachable claim store and keeps going', async () => {
    const log = quietLog();
    const failing: BackgroundJob = { name: 'fails', intervalMs: MINUTE, run: async () => Promise.reject(new Error('boom')) };
    const runner = createJobRunner({ db, claims: createMemoryCounterStore(), jobs: [failing], log });
    expect(await runner.runDue()).toEqual(['fails']);
    expect(log.errors).toEqual(['background job failed']);

    const broken = createMemoryCounterStore();
    broken.increment = () => Promise.reject(new Error('redis down'));
    const cut = createJobRunner({ db, claims: broken, jobs: [countingJob().job], log });
    expect(await cut.runDue()).toEqual([]);
    expect(log.errors).toContain('background job could not be claimed');
  });

  it('wakes at slot starts, first at least one interval after start, on unref timers, and stops', async () => {
    vi.useFakeTimers({ now: 10 * MINUTE + 20_000 });
    const claims = createMemoryCounterStore();
    const { job, runs } = countingJob();
    const runner = createJobRunner({ db, claims, jobs: [job], log: quietLog() });
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    runner.start();
    expect(vi.getTimerCount()).toBe(1);
    expect((setTimeoutSpy.mock.results[0]!.value as NodeJS.Timeout).hasRef()).toBe(false);
    await vi.advanceTimersByTimeAsync(MINUTE); // 11:20 — the slot that started at 11:00 is not taken
    expect(runs()).toBe(0);
    await vi.advanceTimersByTimeAsync(40_000); // 12:00
    expect(runs()).toBe(1);
    await vi.advanceTimersByTimeAsync(MINUTE); // 13:00
    expect(runs()).toBe(2);
    await runner.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(runs()).toBe(2);
  });

  it('waits for a run in flight when stopped', async () => {
    const counting = countingJob();
    const runner = createJobRunner({ db, claims: createMemoryCounterStore(), jobs: [counting.job], log: quietLog() });
    counting.holdNext();
    void runner.runDue();
    await vi.waitFor(() => expect(counting.runs()).toBe(1));
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    // One turn of the event loop is enough for a stop() that did not wait to have resolved.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    counting.release();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('refuses two jobs of one name and intervals under a second', () => {
    const claims = createMemoryCounterStore();
    const { job } = countingJob();
    expect(() => createJobRunner({ db, claims, jobs: [job, job], log: quietLog() })).toThrow('two background jobs');
    expect(() => createJobRunner({ db, claims, jobs: [{ ...job, intervalMs: 10 }], log: quietLog() })).toThrow('at least 1 s');
  });

  it('tells onRun of every run it made, failed ones included, with the time it took', async () => {
    let now = 0;
    const claims = createMemoryCounterStore(() => now);
    const failing: BackgroundJob = {
      name: 'fail',
      intervalMs: MINUTE,
      run: async () => {
        now += 250;
        throw new Error('boom');
      },
    };
    const runs: Array<[string, boolean, number]> = [];
    const runner = createJobRunner({
      db,
      claims,
      jobs: [countingJob().job, failing],
      log: quietLog(),
      now: () => now,
      onRun: (job, failed, ms) => void runs.push([job, failed, ms]),
    });
    await runner.runDue('count');
    await runner.runDue('fail');
    expect(runs).toEqual([
      ['count', false, 0],
      ['fail', true, 250],
    ]);
    // A slot another runner (or this one) already claimed is no run.
    await runner.runDue();
    expect(runs).toHaveLength(2);
  });
});
