/**
 * The text forms the postings search compares (pure; the search module writes and queries them): Hangul taken apart
 * into jamo so a one-jamo typo keeps most trigrams, and 초성 for queries typed as initial consonants only.
 */
import { disassemble, getChoseong } from 'es-hangul';

/** Hangul compatibility consonants ㄱ..ㅎ: the letters a 초성 query is made of. */
const CHOSEONG_ONLY = /^[\u3131-\u314e\s]+$/;

/** Spaces folded, ends trimmed, lower case. */
export function normalizeSearchQuery(query: string): string {
  return query.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** 공모전 마케팅 → ㄱㅗㅇㅁㅗㅈㅓㄴ ㅁㅏㅋㅔㅌㅣㅇ; other characters kept, lower-cased. */
export function toSearchJamo(text: string): string {
  return disassemble(normalizeSearchQuery(text));
}

/** 공모전 마케팅 → ㄱㅁㅈ ㅁㅋㅌ (syllables only; other characters dropped, spaces kept between words). */
export function toSearchChoseong(text: string): string {
  return normalizeSearchQuery(text)
    .split(' ')
    .map((word) => getChoseong(word.replace(/[^\uac00-\ud7a3]/g, '')))
    .filter((word) => word.length > 0)
    .join(' ');
}

/** True when the query is only initial consonants (ㄱㅁㅈ), which search the 초성 column. */
export function isChoseongQuery(normalized: string): boolean {
  return CHOSEONG_ONLY.test(normalized) && normalized.replace(/\s/g, '').length > 0;
}

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
