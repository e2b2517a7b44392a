/**
 * The one place that knows postings are searched with PostgreSQL trigrams (ADR 14 draft: OpenSearch with nori when one
 * database is not enough; that move replaces this module and `postingSearchColumns`).
 *
 * A query matches a posting's title and organiser name by the shared Korean match (text-match.ts: every word, up to
 * 8, as a jamo substring or a close word; 초성 queries on the 초성 column), through the GIN trigram indexes of
 * drizzle/0008_postings.sql. Ranking: more words matched exactly first, then word similarity, then newest published.
 */
import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type Posting, type PostingKind, POSTING_KINDS, postings } from '../../db/schema';
import { searchColumnValues, textMatch } from './text-match';

export interface PostingSearchInput {
  brand: BrandId;
  query: string;
  kind?: PostingKind | null;
  page: number;
  pageSize: number;
  /** Postings published after it are not shown yet (tests pin it; default now). */
  now?: Date;
}

export interface PostingSearchResult {
  /** Matches of the kind asked for (all kinds when none). */
  totalCount: number;
  /** Matches per kind, whatever kind was asked for, so the page can show every tab's count. */
  countsByKind: Record<PostingKind, number>;
  /** Best match first. */
  postings: Posting[];
}

/** The search columns of a posting, written with its title and organiser name by every operation that writes them. */
export function postingSearchColumns(title: string, organiserName: string) {
  return searchColumnValues(`${title} ${organiserName}`);
}

export async function searchPostings(db: Db, input: PostingSearchInput): Promise<PostingSearchResult> {
  const countsByKind = Object.fromEntries(POSTING_KINDS.map((k) => [k, 0])) as Record<PostingKind, number>;
  const found = textMatch({ jamo: postings.searchJamo, choseong: postings.searchChoseong }, input.query);
  if (!found) return { totalCount: 0, countsByKind, postings: [] };
  const { match, rank } = found;
  const visible = and(
    eq(postings.brand, input.brand),
    isNotNull(postings.publishedAt),
    lte(postings.publishedAt, input.now ?? new Date()),
    match,
  );

  const counted = await db
    .select({ kind: postings.kind, n: sql<number>`count(*)::int` })
    .from(postings)
    .where(visible)
    .groupBy(postings.kind);
  for (const row of counted) countsByKind[row.kind] = row.n;
  const totalCount = input.kind ? countsByKind[input.kind] : counted.reduce((sum, row) => sum + row.n, 0);

  const offset = (input.page - 1) * input.pageSize;
  if (offset >= totalCount) return { totalCount, countsByKind, postings: [] };
  const rows = await db
    .select()
    .from(postings)
    .where(input.kind ? and(visible, eq(postings.kind, input.kind)) : visible)
    .orderBy(...rank, desc(postings.publishedAt), desc(postings.id))
    .limit(input.pageSize)
    .offset(offset);
  return { totalCount, countsByKind, postings: rows };
}
