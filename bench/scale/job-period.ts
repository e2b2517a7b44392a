/**
 * Loaded into the scale set's instances only when a test asks for it (scale-set.ts, `jobPeriodMs`), never into the
 * product: every background job of src/server/jobs/background-jobs.ts runs every SCALE_JOB_PERIOD_MS instead of
 * every 10 minutes or hour, so a test sees several periods in seconds, and each run of a job's body is appended to
 * SCALE_JOB_LOG as one JSON line { job, slot, pid } — what the test counts per period. The job runner (wall-clock
 * slots claimed in Redis) is the product's, untouched.
 *
 * It wraps the module's export as it is required (Node's CommonJS loader, which tsx compiles our TypeScript for),
 * as e2e/support/server-clock.ts wraps Date for the browser tests' server.
 */
import { appendFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import type * as BackgroundJobsModule from '../../src/server/jobs/background-jobs';

const periodMs = Number(process.env.SCALE_JOB_PERIOD_MS);
const logFile = process.env.SCALE_JOB_LOG;
if (!(periodMs >= 1_000) || !logFile) throw new Error('job-period.ts needs SCALE_JOB_PERIOD_MS (≥ 1000) and SCALE_JOB_LOG');

const target = path.resolve(__dirname, '../../src/server/jobs/background-jobs.ts');
type Loader = { _load(request: string, parent: unknown, isMain: boolean): unknown; _resolveFilename(request: string, parent: unknown, isMain: boolean): string };
const loader = Module as unknown as Loader;
const load = loader._load;
let wrapped: typeof BackgroundJobsModule | undefined;

loader._load = function loadWithJobPeriod(request, parent, isMain) {
  const exports = load.call(this, request, parent, isMain);
  if (!request.endsWith('background-jobs') || loader._resolveFilename(request, parent, isMain) !== target) return exports;
  const original = exports as typeof BackgroundJobsModule;
  wrapped ??= {
    backgroundJobs: (dependencies) =>
      original.backgroundJobs(dependencies).map((job) => ({
        ...job,
        intervalMs: periodMs,
        run: (db) => {
          // A run starts at its slot's start (job-runner.ts), a timer may fire a hair early: the nearest start names it.
          const line = { job: job.name, slot: Math.round(Date.now() / periodMs), pid: process.pid };
          appendFileSync(logFile, `${JSON.stringify(line)}\n`);
          return job.run(db);
        },
      })),
  };
  return wrapped;
};
