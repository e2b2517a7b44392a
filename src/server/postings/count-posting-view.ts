import { sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { countViewOnce } from '../page-views/count-view-once';

/**
 * Counts a view of a published posting once per visitor per KST day (posting_views; page-views/count-view-once.ts).
 * Returns the posting's views, or null when the brand has no such published posting.
 */
export async function countPostingView(
  db: Db,
  input: { brand: BrandId; postingId: number; visitorKey: string; now?: Date },
): Promise<number | null> {
  const now = input.now ?? new Date();
  return countViewOnce(db, {
    counted: 'postings',
    viewsTable: 'posting_views',
    targetColumn: 'posting_id',
    target: sql`select id from postings
      where id = ${input.postingId} and brand = ${input.brand} and published_at is not null and published_at <= ${now}`,
    visitorKey: input.visitorKey,
    now,
  });
}
