/**
 * Lookups that arrive together share one statement. Every load of the solving screen reads its record, and on an
 * exam day thousands of takers do so at once: each statement costs a round trip (a socket write and a wakeup on both
 * sides) and PostgreSQL's per-statement work, which dwarf reading one more row. So lookups are queued and run as
 * batches, one batch in flight per batcher: what arrives while a batch runs waits for the next one.
 *
 * Freshness: a lookup is only ever answered by a batch that STARTED after the lookup was made, so it sees every write
 * committed before it was asked for (a save acknowledged before the member's next read is in that read), exactly as
 * a statement of its own would.
 */
export interface LookupBatcher<K, V> {
  lookup(key: K): Promise<V>;
}

/**
 * `run` answers one value per key, in the keys' order. A batch holds at most `maxBatch` keys (one statement's
 * parameters stay small); a failed run rejects the lookups of that batch only.
 */
export function createLookupBatcher<K, V>(run: (keys: K[]) => Promise<V[]>, maxBatch = 100): LookupBatcher<K, V> {
  let queue: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> = [];
  let running = false;

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
      queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
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
