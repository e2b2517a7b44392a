/**
 * The one Korean text match on pg_trgm (ADR 14): every searched table (postings, certificates, community posts)
 * keeps a jamo column and a 초성 column (search-text.ts) with GIN trigram indexes, and asks this module how a query
 * matches them, so "Korean-aware" means the same thing on every search of the app and a move to a search engine
 * starts from one place.
 *
 * A query matches when each of its words (up to `maxWords`) does, compared as jamo: as a substring (`공모` → every
 * 공모전; `LIKE`, served by the trigram index) or, failing that, as a close word (`<%`, word similarity ≥ pg_trgm's
 * default 0.6, so one wrong jamo in `공모젼` still finds 공모전). A query of initial consonants only (ㄱㅁㅈ) matches the
 * 초성 column word by word instead. Blank text matches nothing (null: the caller answers without a query).
 */
import { and, type AnyColumn, desc, type SQL, sql } from 'drizzle-orm';
import { escapeLike, isChoseongQuery, normalizeSearchQuery, toSearchChoseong, toSearchJamo } from './search-text';

/** Words of a query that count unless a search says otherwise; the rest are ignored (each is one more condition). */
export const DEFAULT_MAX_QUERY_WORDS = 8;

export interface SearchColumns {
  /** Text taken apart into jamo (toSearchJamo). */
  jamo: AnyColumn | SQL;
  /** The 초성 of the same text (toSearchChoseong). */
  choseong: AnyColumn | SQL;
}

/** The words a query is matched by: jamo words, or 초성 words when the query is initial consonants only. */
export interface SearchWords {
  kind: 'jamo' | 'choseong';
  /** The query's words as typed (normalised: spaces folded, lower case). */
  words: string[];
  /** What each word is compared as: its jamo, or itself for 초성. */
  compared: string[];
}

export interface TextMatchOptions {
  maxWords?: number;
  /**
   * One more way a (non-초성) word may match, beside its substring and a close word: the certificates' abbreviation
   * rule (`정처기` → 정보처리기사). Null when the word has none.
   */
  alsoMatches?: (word: string) => SQL | null;
}

export interface TextMatch extends SearchWords {
  /** The condition every matching row meets. */
  match: SQL;
  /**
   * Order by these first, best match first: more words found as substrings, then closer words (summed word
   * similarity). Empty for a 초성 query, whose words are substrings or nothing. Callers add their own tie-breaks.
   */
  rank: SQL[];
}

/** The values of a row's search columns for its searched text (every writer of a searched table writes these). */
export function searchColumnValues(text: string): { searchJamo: string; searchChoseong: string } {
  return { searchJamo: toSearchJamo(text), searchChoseong: toSearchChoseong(text) };
}

/** How a query is split for matching (pure), or null for blank text. */
export function searchWords(query: string, maxWords = DEFAULT_MAX_QUERY_WORDS): SearchWords | null {
  const normalized = normalizeSearchQuery(query);
  if (normalized.length === 0) return null;
  const words = normalized.split(' ').slice(0, maxWords);
  return isChoseongQuery(normalized)
    ? { kind: 'choseong', words, compared: words }
    : { kind: 'jamo', words, compared: words.map(toSearchJamo) };
}

/** `LIKE '%word%'` with the word taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The match and ranking of `query` over a table's search columns, or null for blank text. */
export function textMatch(columns: SearchColumns, query: string, options: TextMatchOptions = {}): TextMatch | null {
  const split = searchWords(query, options.maxWords);
  if (!split) return null;
  if (split.kind === 'choseong') {
    const match = and(...split.compared.map((word) => sql`${columns.choseong} like ${containsPattern(word)}`))!;
    return { ...split, match, rank: [] };
  }
  // Every word must match (its own substring or a close word), so `마케팅 공모젼` finds 「… 마케팅 아이디어 공모전」.
  const contains = (jamo: string) => sql`${columns.jamo} like ${containsPattern(jamo)}`;
  const match = and(
    ...split.compared.map((jamo, i) => {
      const extra = options.alsoMatches?.(split.words[i]!);
      return extra
        ? sql`(${contains(jamo)} or ${extra} or ${jamo} <% ${columns.jamo})`
        : sql`(${contains(jamo)} or ${jamo} <% ${columns.jamo})`;
    }),
  )!;
  const exactWords = sql.join(split.compared.map((jamo) => sql`(${contains(jamo)})::int`), sql` + `);
  const closeness = sql.join(split.compared.map((jamo) => sql`word_similarity(${jamo}, ${columns.jamo})`), sql` + `);
  return { ...split, match, rank: [desc(exactWords), desc(closeness)] };
}
