import { and, count, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';

/** The brand's postings submitted and not yet decided (the console dashboard's count; the queue's own condition). */
export async function countPostingsInReview(db: Db, brand: BrandId): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(postings)
    .where(and(eq(postings.brand, brand), eq(postings.reviewStatus, 'IN_REVIEW')));
  return row?.n ?? 0;
}
