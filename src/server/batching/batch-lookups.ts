/**
 * Lookups that arrive together share one statement. Every load of the solving screen reads its record, and on an
 * exam day thousands of takers do so at once: each statement costs a round trip (a socket write and a wakeup on both
 * sides) and PostgreSQL's per-statement work, which dwarf reading one more row. So lookups are queued and run as
 * batches, one batch in flight per batcher: what arrives while a batch runs waits for the next one.
 *
 * Freshness: a lookup is only ever answered by a batch that STARTED after the lookup was made, so it sees every write
 * committed before it was asked for (a save acknowledged before the member's next read is in that read), exactly as
 * a statement of its own would.
 *
 * A named batcher records each batch's size (statement_batch_size on GET /metrics): how well requests share
 * statements under load is what the batching is for.
 */
import { recordBatchSize } from '../metrics/process-metrics';

export interface LookupBatcher<K, V> {
  lookup(key: K): Promise<V>;
}

export interface LookupBatcherOptions<K> {
  /** A fixed name for the metrics (`answer-save`); unnamed batchers are not measured. */
  name?: string;
  /** Keys in one batch, at most (one statement's parameters stay small). */
  maxBatch?: number;
  /**
   * For writes: keys with the same identity never share a batch. The later one waits for a later batch, in arrival
   * order, so two writes of one row land in the order they came and one statement never touches a row twice; and a
   * client repeating one write cannot make a batch longer for everyone else.
   */
  identityOf?: (key: K) => string;
}

/**
 * `run` answers one value per key, in the keys' order. A failed run rejects the lookups of that batch only.
 */
export function createLookupBatcher<K, V>(
  run: (keys: K[]) => Promise<V[]>,
  { name, maxBatch = 100, identityOf }: LookupBatcherOptions<K> = {},
): LookupBatcher<K, V> {
  type Item = { key: K; resolve: (value: V) => void; reject: (error: unknown) => void };
  let queue: Item[] = [];
  let running = false;

  /** The next batch, taken from the front of the queue; what it cannot hold stays queued in order. */
  const takeBatch = (): Item[] => {
    if (!identityOf) {
      const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
      queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
      return batch;
    }
    const batch: Item[] = [];
    const rest: Item[] = [];
    const taken = new Set<string>();
    for (const item of queue) {
      const identity = identityOf(item.key);
      if (batch.length < maxBatch && !taken.has(identity)) {
        batch.push(item);
        taken.add(identity);
      } else {
        rest.push(item);
        // A later write of an identity left behind must stay behind it.
        taken.add(identity);
      }
    }
    queue = rest;
    return batch;
  };

  const drain = async () => {
    while (queue.length > 0) {
      const batch = takeBatch();
      if (name !== undefined) recordBatchSize(name, batch.length);
      try {
        const values = await run(batch.map((item) => item.key));
        for (let i = 0; i < batch.length; i++) batch[i]!.resolve(values[i]!);
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    running = false;
  };

  return {
    lookup(key) {
      return new Promise<V>((resolve, reject) => {
        queue.push({ key, resolve, reject });
        if (!running) {
          running = true;
          // After the current I/O phase: requests parsed from the same socket reads join the first batch.
          setImmediate(drain);
        }
      });
    },
  };
}
