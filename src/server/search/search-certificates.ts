/**
 * The 자격증 picker's search (스펙 관리), on the same PostgreSQL trigram columns and text forms as the
 * postings search (search-postings.ts, search-text.ts), so one module per searched table knows how it is searched.
 *
 * A query matches a certificate's name and issuer by the shared Korean match (text-match.ts: each word, up to 4, as a
 * jamo substring `처리기사` or a close word; initial consonants only (ㅈㅂㅊㄹ) on the 초성 column), and here also as
 * the syllables of an abbreviation in order (`정처기` → 정보처리기사, `컴활` → 컴퓨터활용능력: how Koreans shorten
 * certificate names). Ranking: substring matches first, then names starting with the query, then shorter names.
 */
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Certificate, certificates } from '../../db/schema';
import { escapeLike, toSearchJamo } from './search-text';
import { containsPattern, searchColumnValues, textMatch } from './text-match';

const MAX_QUERY_WORDS = 4;
const HANGUL_SYLLABLES = /^[\uac00-\ud7a3]{2,6}$/;

/** The search columns of a certificate, written with its name and issuer (seed and any later writer). */
export function certificateSearchColumns(name: string, issuer: string) {
  return searchColumnValues(`${name} ${issuer}`);
}

/** `정처기` → `%ㅈㅓㅇ%ㅊㅓ%ㄱㅣ%`: the word's syllables in order with anything between them. */
function abbreviationPattern(word: string): string | null {
  if (!HANGUL_SYLLABLES.test(word)) return null;
  return `%${[...word].map((syllable) => escapeLike(toSearchJamo(syllable))).join('%')}%`;
}

export async function searchCertificates(db: Db, input: { query: string; limit: number }): Promise<Certificate[]> {
  const columns = { jamo: certificates.searchJamo, choseong: certificates.searchChoseong };
  const found = textMatch(columns, input.query, {
    maxWords: MAX_QUERY_WORDS,
    alsoMatches: (word) => {
      const abbreviation = abbreviationPattern(word);
      return abbreviation ? sql`${certificates.searchJamo} like ${abbreviation}` : null;
    },
  });
  if (!found) return [];

  // The picker ranks by names that start with the query rather than by closeness: people type a name's beginning.
  const first = escapeLike(found.compared[0]!);
  let rank: SQL[];
  if (found.kind === 'choseong') {
    rank = [desc(sql`(${certificates.searchChoseong} like ${`${first}%`})::int`)];
  } else {
    const exactWords = sql.join(
      found.compared.map((jamo) => sql`(${certificates.searchJamo} like ${containsPattern(jamo)})::int`),
      sql` + `,
    );
    rank = [desc(exactWords), desc(sql`(${certificates.searchJamo} like ${`${first}%`})::int`)];
  }
  return db
    .select()
    .from(certificates)
    .where(found.match)
    .orderBy(...rank, asc(sql`char_length(${certificates.name})`), asc(certificates.name), asc(certificates.id))
    .limit(input.limit);
}
