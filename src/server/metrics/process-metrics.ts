/**
 * What the process measures about itself, apart from any one app: Node's own series (memory, CPU, event-loop delay,
 * garbage collection) and the sizes of the statement batches domain code runs (src/server/batching). Domain code
 * records here through plain functions; the /metrics route (src/server/plugins/metrics.ts) renders this registry
 * after the app's own (app-metrics.ts).
 *
 * Module state on purpose: a batcher lives per database handle inside domain modules and knows no app, and in
 * production one process is one app. Tests that share a worker see these series add up across their apps, so they
 * compare before and after rather than absolute values.
 */
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const processRegistry = new Registry();

let defaultsCollected = false;

/** Starts Node's default series (once per process): the first app that exposes /metrics calls it. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry });
}

const statementBatchSize = new Histogram({
  name: 'statement_batch_size',
  help: 'Lookups or writes carried by one statement of a batcher (src/server/batching), by batcher.',
  labelNames: ['batcher'] as const,
  buckets: [1, 2, 4, 8, 16, 32, 64, 128],
  registers: [processRegistry],
});

/** One batch of `size` keys ran as one statement of the batcher named `batcher` (a fixed name, never data). */
export function recordBatchSize(batcher: string, size: number): void {
  statementBatchSize.observe({ batcher }, size);
}
