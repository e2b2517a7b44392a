import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { arrayLiteral, createStatementBatchers } from './statement-batchers';

describe('createStatementBatchers', () => {
  it('answers each key with the row of its position, and a key without a row with undefined', async () => {
    const batches: string[][] = [];
    const batchersOf = createStatementBatchers(
      () => async (keys: string[]) => {
        batches.push(keys);
        // Rows come in any order, and the statement found nothing for "none".
        return keys.flatMap((key, i) => (key === 'none' ? [] : [{ ord: i + 1, value: key.toUpperCase() }])).reverse();
      },
      (row) => row.value,
    );
    const batcher = batchersOf({} as Db);
    expect(await Promise.all(['a', 'none', 'c'].map((key) => batcher.lookup(key)))).toEqual(['A', undefined, 'C']);
    expect(batches).toEqual([['a', 'none', 'c']]);
  });

  it('prepares once per database', async () => {
    const prepared: object[] = [];
    const batchersOf = createStatementBatchers(
      (db) => {
        prepared.push(db);
        return async (keys: number[]) => keys.map((key, i) => ({ ord: i + 1, key }));
      },
      (row) => row.key,
    );
    const [one, two] = [{}, {}] as Db[];
    expect(batchersOf(one!)).toBe(batchersOf(one!));
    await batchersOf(two!).lookup(1);
    expect(prepared).toEqual([one, two]);
  });

  it('binds a list as one array literal', () => {
    expect(arrayLiteral([1, 2, 3])).toBe('{1,2,3}');
    expect(arrayLiteral(['a', 'PAPER:7'])).toBe('{a,PAPER:7}');
    expect(arrayLiteral([])).toBe('{}');
  });
});
