/**
 * Counting a view once per visitor per KST day (ADR 14; postings and community posts alike), in one statement: the
 * view row keyed by target, visitor and day is inserted if new, and only then is the target's `views` raised. A table
 * rather than Redis so it works on the embedded default and stays exact across instances; rows of past days are only
 * needed for that day (a job may delete them).
 */
import { type SQL, sql } from 'drizzle-orm';
import { kstDayKey } from '../../config/kst';
import type { Db } from '../../db/client';

export interface CountViewInput {
  /** The counted table (has `id` and `views`). */
  counted: string;
  /** The view rows' table, keyed by (`targetColumn`, visitor_key, day). */
  viewsTable: string;
  targetColumn: string;
  /** A query selecting the one target's `id` when the visitor may see it (brand and visibility checked there). */
  target: SQL;
  visitorKey: string;
  now: Date;
}

/** The target's views after this one, or null when `target` selects nothing. */
export async function countViewOnce(db: Db, input: CountViewInput): Promise<number | null> {
  const counted = sql.identifier(input.counted);
  const viewsTable = sql.identifier(input.viewsTable);
  const targetColumn = sql.identifier(input.targetColumn);
  const result = await db.execute(sql`
    with target as (${input.target}), seen as (
      insert into ${viewsTable} (${targetColumn}, visitor_key, day)
      select id, ${input.visitorKey}, ${kstDayKey(input.now)}::date from target
      on conflict do nothing
      returning ${targetColumn} as id
    ), raised as (
      update ${counted} set views = views + 1 where id in (select id from seen) returning views
    )
    select coalesce((select views from raised), (select views from ${counted} where id in (select id from target))) as views,
      exists (select 1 from target) as found`);
  const [row] = (result as unknown as { rows: { views: number | null; found: boolean }[] }).rows;
  return row?.found ? Number(row.views) : null;
}
