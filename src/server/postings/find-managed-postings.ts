import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, postings } from '../../db/schema';
import type { ManagedPostingFilter } from '../../contracts/postings';
import type { PostingManager } from './posting-management-policy';
import { type ManagedPostingView, presentManagedPosting } from './posting-management-presenter';

export type ManagedPostingCounts = Record<ManagedPostingFilter, number>;

/** What each tab of /activities/{status} holds: ALL is every posting (REJECTED included), OPEN live and not closed. */
function filterCondition(filter: ManagedPostingFilter, now: Date): SQL | undefined {
  switch (filter) {
    case 'ALL':
      return undefined;
    case 'DRAFT':
      return eq(postings.reviewStatus, 'DRAFT');
    case 'IN_REVIEW':
      return eq(postings.reviewStatus, 'IN_REVIEW');
    case 'OPEN':
      return and(eq(postings.reviewStatus, 'PUBLISHED'), gte(postings.receptionEndAt, now));
    case 'CLOSED':
      return and(eq(postings.reviewStatus, 'PUBLISHED'), lt(postings.receptionEndAt, now));
  }
}

/**
 * The company's own postings (under its channel, in its brand), newest written first, a page of one tab, with every
 * tab's count for the tab bar in the same answer.
 */
export async function findManagedPostings(
  db: Db,
  input: { manager: PostingManager; filter: ManagedPostingFilter; paging: { page: number; pageSize: number }; now?: Date },
): Promise<{ totalCount: number; counts: ManagedPostingCounts; nodes: ManagedPostingView[] }> {
  const now = input.now ?? new Date();
  const own = and(eq(channels.ownerId, input.manager.userId), eq(postings.brand, input.manager.brand))!;
  const [tally] = await db
    .select({
      ALL: count(),
      DRAFT: sql<number>`count(*) filter (where ${filterCondition('DRAFT', now)})::int`,
      IN_REVIEW: sql<number>`count(*) filter (where ${filterCondition('IN_REVIEW', now)})::int`,
      OPEN: sql<number>`count(*) filter (where ${filterCondition('OPEN', now)})::int`,
      CLOSED: sql<number>`count(*) filter (where ${filterCondition('CLOSED', now)})::int`,
    })
    .from(postings)
    .innerJoin(channels, eq(channels.id, postings.channelId))
    .where(own);
  const counts: ManagedPostingCounts = {
    ALL: Number(tally?.ALL ?? 0),
    DRAFT: Number(tally?.DRAFT ?? 0),
    IN_REVIEW: Number(tally?.IN_REVIEW ?? 0),
    OPEN: Number(tally?.OPEN ?? 0),
    CLOSED: Number(tally?.CLOSED ?? 0),
  };
  const rows = await db
    .select({ posting: postings })
    .from(postings)
    .innerJoin(channels, eq(channels.id, postings.channelId))
    .where(and(own, filterCondition(input.filter, now)))
    .orderBy(desc(postings.createdAt), desc(postings.id))
    .limit(input.paging.pageSize)
    .offset((input.paging.page - 1) * input.paging.pageSize);
  return { totalCount: counts[input.filter], counts, nodes: rows.map((r) => presentManagedPosting(r.posting, now)) };
}
