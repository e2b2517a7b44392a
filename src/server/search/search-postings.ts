/**
 * The one place that knows postings are searched with PostgreSQL trigrams (ADR 14 draft: OpenSearch with nori when one
 * database is not enough; that move replaces this module and `postingSearchColumns`).
 *
 * A query matches a posting's title and organiser name by the shared Korean match (text-match.ts: every word, up to
 * 8, as a jamo substring or a close word; 초성 queries on the 초성 column), through the GIN trigram indexes of
 * drizzle/0008_postings.sql. Ranking: more words matched exactly first, then word similarity, then newest published.
 */
import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { PostingStatus } from '../../config/kst';
import type { Db } from '../../db/client';
import { type Posting, type PostingKind, POSTING_KINDS, postings } from '../../db/schema';
import { searchColumnValues, textMatch } from './text-match';

export interface PostingSearchInput {
  brand: BrandId;
  query: string;
  kind?: PostingKind | null;
  /** Reception states to keep (모집중 by the portal's default); empty or absent: every state. */
  statuses?: readonly PostingStatus[];
  page: number;
  pageSize: number;
  /** Postings published after it are not shown yet (tests pin it; default now). */
  now?: Date;
}

export interface PostingSearchResult {
  /** Matches of the kind asked for (all kinds when none). */
  totalCount: number;
  /** Matches per kind in the states asked for, whatever kind was asked for, so the page can show every tab's count. */
  countsByKind: Record<PostingKind, number>;
  /** Matches per reception state of the kind asked for, whatever states were asked for: 예정 and 마감 one click away. */
  countsByStatus: Record<PostingStatus, number>;
  /** Best match first. */
  postings: Posting[];
}

/** The search columns of a posting, written with its title and organiser name by every operation that writes them. */
export function postingSearchColumns(title: string, organiserName: string) {
  return searchColumnValues(`${title} ${organiserName}`);
}

export async function searchPostings(db: Db, input: PostingSearchInput): Promise<PostingSearchResult> {
  const countsByKind = Object.fromEntries(POSTING_KINDS.map((k) => [k, 0])) as Record<PostingKind, number>;
  const countsByStatus: Record<PostingStatus, number> = { UPCOMING: 0, OPEN: 0, CLOSED: 0 };
  const found = textMatch({ jamo: postings.searchJamo, choseong: postings.searchChoseong }, input.query);
  if (!found) return { totalCount: 0, countsByKind, countsByStatus, postings: [] };
  const { match, rank } = found;
  const now = input.now ?? new Date();
  const visible = and(eq(postings.brand, input.brand), isNotNull(postings.publishedAt), lte(postings.publishedAt, now), match);
  const ofKind = input.kind ? eq(postings.kind, input.kind) : undefined;
  // The same instants as postingStatusAt (src/config/kst.ts): not started, ended, else open. Written here rather than
  // taken from the postings domain, which itself reads this module (postingSearchColumns).
  const status = sql<PostingStatus>`(case when ${postings.receptionStartAt} > ${now} then 'UPCOMING'
    when ${postings.receptionEndAt} < ${now} then 'CLOSED' else 'OPEN' end)`;
  const inStatuses = input.statuses?.length ? inArray(status, [...input.statuses]) : undefined;
  const [byKind, byStatus] = await Promise.all([
    db.select({ kind: postings.kind, n: sql<number>`count(*)::int` }).from(postings).where(and(visible, inStatuses)).groupBy(postings.kind),
    // Grouped by position: the expression's instant is a parameter, so its text would not repeat as the same expression.
    db.select({ status, n: sql<number>`count(*)::int` }).from(postings).where(and(visible, ofKind)).groupBy(sql`1`),
  ]);
  for (const row of byKind) countsByKind[row.kind] = row.n;
  for (const row of byStatus) countsByStatus[row.status] = row.n;
  const totalCount = input.kind ? countsByKind[input.kind] : byKind.reduce((sum, row) => sum + row.n, 0);

  const offset = (input.page - 1) * input.pageSize;
  if (offset >= totalCount) return { totalCount, countsByKind, countsByStatus, postings: [] };
  const rows = await db
    .select()
    .from(postings)
    .where(and(visible, ofKind, inStatuses))
    .orderBy(...rank, desc(postings.publishedAt), desc(postings.id))
    .limit(input.pageSize)
    .offset(offset);
  return { totalCount, countsByKind, countsByStatus, postings: rows };
}
