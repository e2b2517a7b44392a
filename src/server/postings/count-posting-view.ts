import { sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import { kstDayKey } from '../../config/kst';
import type { Db } from '../../db/client';
import { postings, postingViews } from '../../db/schema';

/**
 * Counts a view of a published posting once per visitor per KST day, in one statement: the view row keyed by
 * posting, visitor and day is inserted if new, and only then is `views` raised. A table rather than Redis so it works
 * on the embedded default and stays exact across instances; rows of past days are only needed for that day (a job may
 * delete them). Returns the posting's views, or null when the brand has no such published posting.
 */
export async function countPostingView(
  db: Db,
  input: { brand: BrandId; postingId: number; visitorKey: string; now?: Date },
): Promise<number | null> {
  const now = input.now ?? new Date();
  const day = kstDayKey(now);
  const result = await db.execute(sql`
    with target as (
      select id from ${postings}
      where id = ${input.postingId} and brand = ${input.brand} and published_at is not null and published_at <= ${now}
    ), seen as (
      insert into ${postingViews} (posting_id, visitor_key, day)
      select id, ${input.visitorKey}, ${day}::date from target
      on conflict do nothing
      returning posting_id
    ), raised as (
      update ${postings} set views = views + 1 where id in (select posting_id from seen) returning views
    )
    select coalesce((select views from raised), (select views from ${postings} where id in (select id from target))) as views,
      exists (select 1 from target) as found`);
  const [row] = (result as unknown as { rows: { views: number | null; found: boolean }[] }).rows;
  return row?.found ? Number(row.views) : null;
}
