/**
 * The series of one app (buildApp makes one): requests by route family, the database pool, background jobs, open chat
 * streams and the mail outbox. Transports record into it (the metrics plugin's response hook, the job runner, the chat
 * route); gauges that are a state rather than an event (pool, streams, outbox) are read when Prometheus scrapes.
 * Labels are fixed words (route families, job names, pool states), never values from a request, so the number of
 * series stays bounded. docs/deploy.md "Metrics and alerts" lists them with the alerts built on them.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { collectProcessMetrics, processRegistry } from './process-metrics';

/** Connections of the database pool as node-postgres counts them (PGlite: one connection, never waited for). */
export interface PoolUse {
  driver: 'postgres' | 'pglite';
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export interface AppMetrics {
  /** One finished response of a route family: its method, status and time in seconds. */
  observeRequest(family: string, method: string, statusCode: number, seconds: number): void;
  /** A job this app may run: its counters start at 0, so the first failure is an increase Prometheus sees. */
  declareJob(job: string): void;
  /** One run of a background job, and whether it failed. */
  recordJobRun(job: string, failed: boolean, seconds: number): void;
  /** Where the pool's connection counts are read at each scrape. */
  watchPool(read: () => PoolUse | undefined): void;
  /** Where the number of open chat event streams is read at each scrape. */
  watchChatStreams(read: () => number): void;
  /** Where the number of unsent mails is read at each scrape (a query; undefined when it could not be read). */
  watchMailOutbox(read: () => Promise<number | undefined>, transport: 'smtp' | 'outbox'): void;
  /** The app's series, then the process' (Prometheus text format 0.0.4). */
  render(): Promise<string>;
  readonly contentType: string;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createAppMetrics(): AppMetrics {
  collectProcessMetrics();
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its response ending, by route family, method and status class.',
    labelNames: ['family', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const requestErrors = new Counter({
    name: 'http_request_errors_total',
    help: 'Responses with a 4xx or 5xx status, by route family and status class.',
    labelNames: ['family', 'status_class'] as const,
    registers,
  });
  const jobRuns = new Counter({
    name: 'background_job_runs_total',
    help: 'Background job runs this instance claimed and ran (src/server/jobs), failed ones included.',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'background_job_failures_total',
    help: 'Background job runs that threw.',
    labelNames: ['job'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'background_job_duration_seconds',
    help: 'Time one background job run took.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.25, 1, 5, 15, 60, 300],
    registers,
  });

  let readPool: () => PoolUse | undefined = () => undefined;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state: total open, idle, and requests waiting for one.',
    labelNames: ['driver', 'state'] as const,
    registers,
    collect() {
      this.reset();
      const pool = readPool();
      if (!pool) return;
      this.set({ driver: pool.driver, state: 'total' }, pool.total);
      this.set({ driver: pool.driver, state: 'idle' }, pool.idle);
      this.set({ driver: pool.driver, state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'Connections the pool may open (DATABASE_POOL_SIZE; 1 for PGlite).',
    labelNames: ['driver'] as const,
    registers,
    collect() {
      this.reset();
      const pool = readPool();
      if (pool) this.set({ driver: pool.driver }, pool.max);
    },
  });

  let readChatStreams: () => number = () => 0;
  new Gauge({
    name: 'chat_streams_open',
    help: 'Open GET /chat/events streams on this instance.',
    registers,
    collect() {
      this.set(readChatStreams());
    },
  });

  let readOutbox: (() => Promise<number | undefined>) | undefined;
  let outboxTransport = 'outbox';
  new Gauge({
    name: 'mail_outbox_unsent',
    help: 'Mails in mail_outbox not handed to SMTP (all of them when no SMTP_URL is set: transport="outbox").',
    labelNames: ['transport'] as const,
    registers,
    async collect() {
      this.reset();
      const unsent = await readOutbox?.();
      if (unsent !== undefined) this.set({ transport: outboxTransport }, unsent);
    },
  });

  return {
    observeRequest(family, method, statusCode, seconds) {
      const statusClass = `${Math.floor(statusCode / 100)}xx`;
      requestDuration.observe({ family, method: METHODS.has(method) ? method : 'OTHER', status_class: statusClass }, seconds);
      if (statusCode >= 400) requestErrors.inc({ family, status_class: statusClass });
    },
    declareJob(job) {
      jobRuns.inc({ job }, 0);
      jobFailures.inc({ job }, 0);
    },
    recordJobRun(job, failed, seconds) {
      jobRuns.inc({ job });
      if (failed) jobFailures.inc({ job });
      jobDuration.observe({ job }, seconds);
    },
    watchPool(read) {
      readPool = read;
    },
    watchChatStreams(read) {
      readChatStreams = read;
    },
    watchMailOutbox(read, transport) {
      readOutbox = read;
      outboxTransport = transport;
    },
    async render() {
      return `${await registry.metrics()}\n${await processRegistry.metrics()}`;
    },
    contentType: registry.contentType,
  };
}
