/**
 * The 자격증 picker's search (스펙 관리, issue 15), on the same PostgreSQL trigram columns and text forms as the
 * postings search (search-postings.ts, search-text.ts), so one module per searched table knows how it is searched.
 *
 * A query matches a certificate's name and issuer, compared as jamo, when each word does: as a substring (`처리기사`),
 * as the syllables of an abbreviation in order (`정처기` → 정보처리기사, `컴활` → 컴퓨터활용능력: how Koreans
 * shorten certificate names), or as a close word (one wrong jamo). Initial consonants only (ㅈㅂㅊㄹ) match the
 * 초성 column. Ranking: substring matches first, then names starting with the query, then shorter names.
 */
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Certificate, certificates } from '../../db/schema';
import { escapeLike, isChoseongQuery, normalizeSearchQuery, toSearchChoseong, toSearchJamo } from './search-text';

const MAX_QUERY_WORDS = 4;
const HANGUL_SYLLABLES = /^[\uac00-\ud7a3]{2,6}$/;

/** The search columns of a certificate, written with its name and issuer (seed and any later writer). */
export function certificateSearchColumns(name: string, issuer: string) {
  const text = `${name} ${issuer}`;
  return { searchJamo: toSearchJamo(text), searchChoseong: toSearchChoseong(text) };
}

/** `정처기` → `%ㅈㅓㅇ%ㅊㅓ%ㄱㅣ%`: the word's syllables in order with anything between them. */
function abbreviationPattern(word: string): string | null {
  if (!HANGUL_SYLLABLES.test(word)) return null;
  return `%${[...word].map((syllable) => escapeLike(toSearchJamo(syllable))).join('%')}%`;
}

export async function searchCertificates(db: Db, input: { query: string; limit: number }): Promise<Certificate[]> {
  const normalized = normalizeSearchQuery(input.query);
  if (normalized.length === 0) return [];
  const words = normalized.split(' ').slice(0, MAX_QUERY_WORDS);

  let match: SQL;
  let rank: SQL[];
  if (isChoseongQuery(normalized)) {
    match = and(...words.map((word) => sql`${certificates.searchChoseong} like ${`%${escapeLike(word)}%`}`))!;
    const first = escapeLike(words[0]!);
    rank = [desc(sql`(${certificates.searchChoseong} like ${`${first}%`})::int`)];
  } else {
    const contains = (word: string) => sql`${certificates.searchJamo} like ${`%${escapeLike(toSearchJamo(word))}%`}`;
    match = and(
      ...words.map((word) => {
        const abbreviation = abbreviationPattern(word);
        const jamo = toSearchJamo(word);
        return abbreviation
          ? sql`(${contains(word)} or ${certificates.searchJamo} like ${abbreviation} or ${jamo} <% ${certificates.searchJamo})`
          : sql`(${contains(word)} or ${jamo} <% ${certificates.searchJamo})`;
      }),
    )!;
    const exactWords = sql.join(words.map((word) => sql`(${contains(word)})::int`), sql` + `);
    const startsWith = sql`(${certificates.searchJamo} like ${`${escapeLike(toSearchJamo(words[0]!))}%`})::int`;
    rank = [desc(exactWords), desc(startsWith)];
  }
  return db
    .select()
    .from(certificates)
    .where(match)
    .orderBy(...rank, asc(sql`char_length(${certificates.name})`), asc(certificates.name), asc(certificates.id))
    .limit(input.limit);
}
