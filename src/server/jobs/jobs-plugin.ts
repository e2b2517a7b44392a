/**
 * The one place background jobs run (job-runner.ts): registered once by buildApp with every job of
 * background-jobs.ts. Timers start when the app is ready and stop, after runs in flight end, when it closes.
 * `app.jobs.runDue()` runs what is due now (tests, tools).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { CounterStore } from '../http/counter-store';
import type { AppMetrics } from '../metrics/app-metrics';
import { type BackgroundJob, type JobRunner, createJobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  db: Db;
  /** The app's one counter store, where instances claim each job's slots (Redis when REDIS_URL is set). */
  claims: CounterStore;
  jobs: BackgroundJob[];
  /** Where runs and failures are counted (GET /metrics). */
  metrics?: AppMetrics;
}

export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsPluginOptions) => {
    const { metrics } = options;
    for (const job of options.jobs) metrics?.declareJob(job.name);
    const runner = createJobRunner({
      db: options.db,
      claims: options.claims,
      jobs: options.jobs,
      log: app.log,
      ...(metrics ? { onRun: (job: string, failed: boolean, ms: number) => metrics.recordJobRun(job, failed, ms / 1000) } : {}),
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs' },
);
