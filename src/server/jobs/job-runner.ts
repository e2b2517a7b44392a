/**
 * Runs background jobs (each: name, interval, run(db)) so that every interval runs once across all instances.
 *
 * Time is cut into slots of the job's interval on the wall clock (slot n = [n·interval, (n+1)·interval)). Every
 * instance wakes at each slot's start and claims `job:<name>:<slot>` in the app's CounterStore; only the first claim
 * of a slot runs the job. The store is Redis when REDIS_URL is set (the claim is SET NX PX, expiring with the slot)
 * and in process otherwise.
 *
 * Why a claim in the counter store rather than a PostgreSQL advisory lock: "once per interval" needs a fact that
 * outlives the run. An advisory lock only keeps two runs from overlapping; an instance whose timer fires after the
 * first one has finished and released it would run the job again, and recording the last run in PostgreSQL would
 * take a table of its own. The claim of a slot is that fact, expires by itself, and holds no database connection
 * (PGlite has only one). Several instances already need Redis to share rate limits (docs/ARCHITECTURE.md
 * "Scale-out path"); without it there is one process, and the in-process store is exact.
 *
 * Timers are unref'd (they never keep the process alive) and the first run comes at least one interval after
 * start. A job still running on this instance when its next slot starts is not started twice; stop() clears the
 * timers and waits for runs in flight, so the database can be closed after it.
 */
import type { Db } from '../../db/client';
import type { CounterStore } from '../http/counter-store';

export interface BackgroundJob {
  /** Unique among jobs; names the claims. */
  name: string;
  intervalMs: number;
  /** Does one round of work; its result is logged. Should be idempotent and bounded (a batch, not everything). */
  run(db: Db): Promise<unknown>;
}

export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunnerOptions {
  db: Db;
  /** Where instances claim slots: the app's one counter store. */
  claims: CounterStore;
  jobs: BackgroundJob[];
  log: JobLog;
  /** Told of every run this runner made: the job, whether it threw, and its time in ms (the app's metrics). */
  onRun?: (job: string, failed: boolean, ms: number) => void;
  now?: () => number;
}

export interface JobRunner {
  /** Starts every job's timer (once). */
  start(): void;
  /** Claims the current slot of every job (or of one) and runs those this runner won; resolves once they ended. */
  runDue(name?: string): Promise<string[]>;
  /** Clears the timers and waits for runs in flight. */
  stop(): Promise<void>;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, claims, jobs, log } = options;
  const now = options.now ?? Date.now;
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`two background jobs are named ${job.name}`);
    if (!(job.intervalMs >= 1_000)) throw new Error(`background job ${job.name} needs an interval of at least 1 s`);
    names.add(job.name);
  }
  const running = new Map<string, Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let started = false;
  let stopped = false;

  /** Runs the job if this runner wins the claim of the slot `at` falls in; false when it did not run. */
  const runIfClaimed = async (job: BackgroundJob, at: number): Promise<boolean> => {
    if (stopped || running.has(job.name)) return false;
    const slot = Math.floor(at / job.intervalMs);
    let claimed: boolean;
    try {
      claimed = (await claims.increment(`job:${job.name}:${slot}`, job.intervalMs)).count === 1;
    } catch (error) {
      log.error({ err: error, job: job.name }, 'background job could not be claimed');
      return false;
    }
    if (!claimed || stopped || running.has(job.name)) return false;
    const run = (async () => {
      const startedAt = now();
      let failed = false;
      try {
        const result = await job.run(db);
        log.info({ job: job.name, result, ms: now() - startedAt }, 'background job ran');
      } catch (error) {
        failed = true;
        log.error({ err: error, job: job.name }, 'background job failed');
      }
      options.onRun?.(job.name, failed, now() - startedAt);
    })();
    running.set(job.name, run);
    await run.finally(() => running.delete(job.name));
    return true;
  };

  /** Wakes at the start of the first slot that begins at or after `from`, runs, and schedules the next slot. */
  const schedule = (job: BackgroundJob, from: number) => {
    if (stopped) return;
    const nextSlotStart = Math.ceil(from / job.intervalMs) * job.intervalMs;
    const timer = setTimeout(() => {
      timers.delete(timer);
      // Timers may fire a hair early: the run belongs to the slot it was set for.
      void runIfClaimed(job, Math.max(now(), nextSlotStart)).finally(() => schedule(job, Math.max(now(), nextSlotStart + 1)));
    }, Math.max(0, nextSlotStart - now()));
    timer.unref();
    timers.add(timer);
  };

  return {
    start() {
      if (started) return;
      started = true;
      for (const job of jobs) schedule(job, now() + job.intervalMs);
    },
    async runDue(name) {
      const due = jobs.filter((job) => name === undefined || job.name === name);
      const at = now();
      const ran = await Promise.all(due.map((job) => runIfClaimed(job, at)));
      return due.filter((_, i) => ran[i]).map((job) => job.name);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running.values());
    },
  };
}
