import { asc, count, eq, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import type { PostingReviewer } from './posting-management-policy';
import { type ManagedPostingView, presentManagedPosting } from './posting-management-presenter';

/** The operator's queue (the console's review page): the brand's IN_REVIEW postings, first submitted first. */
export async function findPostingsInReview(
  db: Db,
  input: { reviewer: PostingReviewer; paging: { page: number; pageSize: number } },
): Promise<{ totalCount: number; nodes: ManagedPostingView[] }> {
  const where = and(eq(postings.brand, input.reviewer.brand), eq(postings.reviewStatus, 'IN_REVIEW'));
  const [total] = await db.select({ n: count() }).from(postings).where(where);
  const rows = await db
    .select()
    .from(postings)
    .where(where)
    .orderBy(asc(postings.submittedAt), asc(postings.id))
    .limit(input.paging.pageSize)
    .offset((input.paging.page - 1) * input.paging.pageSize);
  return { totalCount: Number(total?.n ?? 0), nodes: rows.map((p) => presentManagedPosting(p)) };
}
