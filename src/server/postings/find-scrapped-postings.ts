import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import { SCRAPPED_POSTING_SORTS, type ScrappedPostingSort } from '../../contracts/postings';
import type { Db } from '../../db/client';
import { type Posting, type PostingKind, POSTING_KINDS, postings, scraps } from '../../db/schema';
import { postingOrder, type PostingPage } from './find-postings';
import type { PostingPaging } from './posting-arguments';
import { postingErrors } from './posting-errors';
import { publishedPosting } from './posting-visibility';
import { POSTING_SCRAP_TARGET } from './scrap-posting';

export function parseScrappedPostingSort(value: string | null | undefined): ScrappedPostingSort {
  if (value == null) return 'SCRAPPED';
  if (!(SCRAPPED_POSTING_SORTS as readonly string[]).includes(value)) throw postingErrors.invalidFilter();
  return value as ScrappedPostingSort;
}

/**
 * `scraps.target_id` is text shared by every target type (some are slugs), so it is compared with the posting's id
 * only when it is a posting id: the guard keeps the cast from ever seeing another type's slug, whatever order the
 * planner evaluates the conditions in, and the join still uses the postings primary key.
 */
export const scrappedPostingJoin = and(
  eq(scraps.targetType, POSTING_SCRAP_TARGET),
  sql`${postings.id} = (case when ${scraps.targetId} ~ '^[1-9][0-9]{0,9}$' then ${scraps.targetId}::bigint end)`,
)!;

export function scrappedBy(userId: string): SQL {
  return and(eq(scraps.userId, userId), eq(scraps.targetType, POSTING_SCRAP_TARGET))!;
}

/**
 * The member's scrapped postings of the brand (closed ones included: the caller derives their status and greys them),
 * optionally of one kind, newest scrap first or by deadline; ties newest posting first. A scrap of a posting taken
 * off the portal (unpublished) is not shown.
 */
export async function findScrappedPostings(
  db: Db,
  input: {
    brand: BrandId;
    userId: string;
    kind?: PostingKind | null;
    sort: ScrappedPostingSort;
    paging: PostingPaging;
    now?: Date;
  },
): Promise<PostingPage> {
  const now = input.now ?? new Date();
  const where = and(
    scrappedBy(input.userId),
    publishedPosting(input.brand, now),
    input.kind ? eq(postings.kind, input.kind) : undefined,
  );
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(scraps)
    .innerJoin(postings, scrappedPostingJoin)
    .where(where);
  const totalCount = counted?.n ?? 0;
  const { page, pageSize } = input.paging;
  const offset = (page - 1) * pageSize;
  if (offset >= totalCount) return { totalCount, postings: [] };

  const order =
    input.sort === 'SCRAPPED' ? [desc(scraps.createdAt), desc(postings.id)] : postingOrder('DEADLINE', now);
  const rows = await db
    .select({ posting: postings })
    .from(scraps)
    .innerJoin(postings, scrappedPostingJoin)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset);
  return { totalCount, postings: rows.map((r): Posting => r.posting) };
}

/** How many postings of each kind the member has scrapped (the scrap page's tab counts). */
export async function countScrappedPostingsByKind(
  db: Db,
  input: { brand: BrandId; userId: string; now?: Date },
): Promise<Record<PostingKind, number>> {
  const rows = await db
    .select({ kind: postings.kind, n: sql<number>`count(*)::int` })
    .from(scraps)
    .innerJoin(postings, scrappedPostingJoin)
    .where(and(scrappedBy(input.userId), publishedPosting(input.brand, input.now ?? new Date())))
    .groupBy(postings.kind);
  const counts = Object.fromEntries(POSTING_KINDS.map((k) => [k, 0])) as Record<PostingKind, number>;
  for (const row of rows) counts[row.kind] = row.n;
  return counts;
}
