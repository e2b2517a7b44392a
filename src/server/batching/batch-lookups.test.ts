import { describe, expect, it } from 'vitest';
import { createLookupBatcher } from './batch-lookups';

/** A run the test finishes by hand, recording the keys of each batch. */
function controlledRuns() {
  const batches: number[][] = [];
  const pending: Array<{ resolve: (values: string[]) => void; reject: (error: unknown) => void }> = [];
  let started: () => void = () => {};
  const run = (keys: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(keys);
      pending.push({ resolve, reject });
      started();
    });
  /** Resolves once `count` batches have started. */
  const batchesStarted = (count: number) =>
    new Promise<void>((resolve) => {
      started = () => batches.length >= count && resolve();
      started();
    });
  const finish = (index: number) => pending[index]!.resolve(batches[index]!.map((key) => `value ${key}`));
  return { run, batches, pending, batchesStarted, finish };
}

describe('createLookupBatcher', () => {
  it('answers lookups made together with one run, each its own value', async () => {
    const runs = controlledRuns();
    const batcher = createLookupBatcher(runs.run);
    const answers = Promise.all([1, 2, 3].map((key) => batcher.lookup(key)));
    await runs.batchesStarted(1);
    runs.finish(0);
    expect(await answers).toEqual(['value 1', 'value 2', 'value 3']);
    expect(runs.batches).toEqual([[1, 2, 3]]);
  });

  it('never answers a lookup from a run that started before it was made', async () => {
    const runs = controlledRuns();
    const batcher = createLookupBatcher(runs.run);
    const first = batcher.lookup(1);
    await runs.batchesStarted(1);
    // Asked while the first run is under way: it may have read before this lookup's writes committed.
    const second = batcher.lookup(2);
    const third = batcher.lookup(3);
    runs.finish(0);
    expect(await first).toBe('value 1');
    await runs.batchesStarted(2);
    expect(runs.batches).toEqual([[1], [2, 3]]);
    runs.finish(1);
    expect(await Promise.all([second, third])).toEqual(['value 2', 'value 3']);
  });

  it('splits a long queue into batches of at most maxBatch', async () => {
    const runs = controlledRuns();
    const batcher = createLookupBatcher(runs.run, { maxBatch: 2 });
    const answers = Promise.all([1, 2, 3, 4, 5].map((key) => batcher.lookup(key)));
    for (let i = 0; i < 3; i++) {
      await runs.batchesStarted(i + 1);
      runs.finish(i);
    }
    expect(await answers).toEqual(['value 1', 'value 2', 'value 3', 'value 4', 'value 5']);
    expect(runs.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('never puts two keys of one identity in a batch: the later waits, in arrival order, and keeps later ones behind it', async () => {
    const runs = controlledRuns();
    // Identity: the key's tens (11 and 12 are one row written twice).
    const batcher = createLookupBatcher(runs.run, { identityOf: (key: number) => String(Math.floor(key / 10)) });
    const answers = Promise.all([11, 21, 12, 31, 13, 22].map((key) => batcher.lookup(key)));
    for (let i = 0; i < 3; i++) {
      await runs.batchesStarted(i + 1);
      runs.finish(i);
    }
    expect(await answers).toEqual(['value 11', 'value 21', 'value 12', 'value 31', 'value 13', 'value 22']);
    expect(runs.batches).toEqual([[11, 21, 31], [12, 22], [13]]);
  });

  it('rejects the lookups of a failed run only, and runs the next batch', async () => {
    const runs = controlledRuns();
    const batcher = createLookupBatcher(runs.run);
    const failing = [batcher.lookup(1), batcher.lookup(2)];
    await runs.batchesStarted(1);
    const next = batcher.lookup(3);
    runs.pending[0]!.reject(new Error('connection lost'));
    for (const lookup of failing) await expect(lookup).rejects.toThrow('connection lost');
    await runs.batchesStarted(2);
    runs.finish(1);
    expect(await next).toBe('value 3');

    // Idle again: a later lookup starts a run of its own.
    const later = batcher.lookup(4);
    await runs.batchesStarted(3);
    runs.finish(2);
    expect(await later).toBe('value 4');
  });
});
