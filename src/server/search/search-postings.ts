/**
 * The one place that knows postings are searched with PostgreSQL trigrams (ADR 14 draft: OpenSearch with nori when one
 * database is not enough; that move replaces this module and `postingSearchColumns`).
 *
 * A query matches a posting's title and organiser name, compared as jamo (src/server/search/search-text.ts): a
 * substring (`공모` → every 공모전) or, failing that, a close word (`<%`, word similarity ≥ pg_trgm's default 0.6, so
 * one wrong jamo in `공모젼` still finds 공모전). A query of initial consonants only (ㄱㅁㅈ) matches the 초성 column.
 * Both go through the GIN trigram indexes of drizzle/0008_postings.sql. Ranking: substring matches first, then by
 * word similarity, then newest published.
 */
import { and, desc, eq, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type Posting, type PostingKind, POSTING_KINDS, postings } from '../../db/schema';
import { escapeLike, isChoseongQuery, normalizeSearchQuery, toSearchChoseong, toSearchJamo } from './search-text';

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
  const text = `${title} ${organiserName}`;
  return { searchJamo: toSearchJamo(text), searchChoseong: toSearchChoseong(text) };
}

export async function searchPostings(db: Db, input: PostingSearchInput): Promise<PostingSearchResult> {
  const normalized = normalizeSearchQuery(input.query);
  const countsByKind = Object.fromEntries(POSTING_KINDS.map((k) => [k, 0])) as Record<PostingKind, number>;
  if (normalized.length === 0) return { totalCount: 0, countsByKind, postings: [] };

  let match: SQL;
  let rank: SQL[];
  if (isChoseongQuery(normalized)) {
    const pattern = `%${escapeLike(normalized)}%`;
    match = sql`${postings.searchChoseong} like ${pattern}`;
    rank = [];
  } else {
    const jamo = toSearchJamo(normalized);
    const pattern = `%${escapeLike(jamo)}%`;
    match = sql`(${postings.searchJamo} like ${pattern} or ${jamo} <% ${postings.searchJamo})`;
    rank = [desc(sql`${postings.searchJamo} like ${pattern}`), desc(sql`word_similarity(${jamo}, ${postings.searchJamo})`)];
  }
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
