/**
 * The one place that knows postings are searched with PostgreSQL trigrams (ADR 14 draft: OpenSearch with nori when one
 * database is not enough; that move replaces this module and `postingSearchColumns`).
 *
 * A query matches a posting's title and organiser name, compared as jamo (src/server/search/search-text.ts), when
 * each of its words (up to 8) does: as a substring (`공모` → every 공모전) or, failing that, as a close word (`<%`,
 * word similarity ≥ pg_trgm's default 0.6, so one wrong jamo in `공모젼` still finds 공모전). A query of initial
 * consonants only (ㄱㅁㅈ) matches the 초성 column word by word. Both go through the GIN trigram indexes of
 * drizzle/0008_postings.sql. Ranking: more words matched exactly first, then word similarity, then newest published.
 */
import { and, desc, eq, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type Posting, type PostingKind, POSTING_KINDS, postings } from '../../db/schema';
import { escapeLike, isChoseongQuery, normalizeSearchQuery, toSearchChoseong, toSearchJamo } from './search-text';

/** Words of a query that count; the rest are ignored (each word is one more index condition). */
const MAX_QUERY_WORDS = 8;

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

  // Every word must match (its own substring or a close word), so `마케팅 공모젼` finds 「… 마케팅 아이디어 공모전」.
  const words = normalized.split(' ').slice(0, MAX_QUERY_WORDS);
  let match: SQL;
  let rank: SQL[];
  if (isChoseongQuery(normalized)) {
    match = and(...words.map((word) => sql`${postings.searchChoseong} like ${`%${escapeLike(word)}%`}`))!;
    rank = [];
  } else {
    const jamoWords = words.map(toSearchJamo);
    const contains = (jamo: string) => sql`${postings.searchJamo} like ${`%${escapeLike(jamo)}%`}`;
    match = and(...jamoWords.map((jamo) => sql`(${contains(jamo)} or ${jamo} <% ${postings.searchJamo})`))!;
    const exactWords = sql.join(jamoWords.map((jamo) => sql`(${contains(jamo)})::int`), sql` + `);
    const closeness = sql.join(jamoWords.map((jamo) => sql`word_similarity(${jamo}, ${postings.searchJamo})`), sql` + `);
    rank = [desc(exactWords), desc(closeness)];
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
