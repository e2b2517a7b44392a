import type { Db } from '../../db/client';
import { type LookupBatcher, type LookupBatcherOptions, createLookupBatcher } from './batch-lookups';

/**
 * One text parameter for a list whose values need no quoting in an array literal: ids, uuids, hex digests, brands,
 * modes, `PAPER:<id>` keys, ISO times. Binding a list as one parameter keeps a batch's statement the same prepared
 * statement whatever the batch's size.
 */
export const arrayLiteral = (values: ReadonlyArray<string | number>) => `{${values.join(',')}}`;

/**
 * Batchers of one statement, one per database (the statement is prepared on the database's first batch). `prepare`
 * makes the run of a batch; its rows carry `ord`, the 1-based position of the key they answer (`unnest(…) with
 * ordinality`), and a key no row answers gets undefined.
 */
export function createStatementBatchers<K, R extends { ord: number }, V>(
  prepare: (db: Db) => (keys: K[]) => Promise<R[]>,
  valueOf: (row: R) => V,
  options?: LookupBatcherOptions<K>,
): (db: Db) => LookupBatcher<K, V | undefined> {
  const batchers = new WeakMap<Db, LookupBatcher<K, V | undefined>>();
  return (db) => {
    let batcher = batchers.get(db);
    if (!batcher) {
      const run = prepare(db);
      batcher = createLookupBatcher(async (keys: K[]) => {
        const found: Array<V | undefined> = new Array(keys.length);
        for (const row of await run(keys)) found[row.ord - 1] = valueOf(row);
        return found;
      }, options);
      batchers.set(db, batcher);
    }
    return batcher;
  };
}
