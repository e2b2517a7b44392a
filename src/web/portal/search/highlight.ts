/**
 * Which parts of a search result's title or organiser name to mark as matching the query (pure; the search page
 * renders the parts with <mark>). It compares the way the server's search does (src/server/search/search-text.ts):
 * Hangul taken apart into jamo, so `공모` marks 공모 and a half-typed `공모ㅈ` marks 공모전; and a query of initial
 * consonants only (`ㄱㅁㅈ`) marks the syllables whose 초성 spell it within one word. Typo matches (`공모젼`) are found
 * by the server but have no exact span to mark, so they are shown unmarked.
 */
import { disassemble, getChoseong } from 'es-hangul';

export interface HighlightPart {
  text: string;
  match: boolean;
}

/** Hangul compatibility consonants ㄱ..ㅎ, as the server's 초성 test. */
const CHOSEONG_ONLY = /^[\u3131-\u314e\s]+$/;
const SYLLABLE = /^[\uac00-\ud7a3]$/;
/** The server reads at most this many words; marking more would mark what did not count. */
const MAX_QUERY_WORDS = 8;

function queryWords(query: string): string[] {
  return query
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .split(' ')
    .filter((w) => w.length > 0)
    .slice(0, MAX_QUERY_WORDS);
}

/** A text folded character by character, with the index of the character each folded letter came from. */
interface Folded {
  letters: string[];
  source: number[];
}

function foldJamo(chars: string[]): Folded {
  const letters: string[] = [];
  const source: number[] = [];
  chars.forEach((char, index) => {
    for (const letter of disassemble(char.toLowerCase())) {
      letters.push(letter);
      source.push(index);
    }
  });
  return { letters, source };
}

/** 초성 of syllables only; anything else but a space is skipped and a space separates words, as the server's column. */
function foldChoseong(chars: string[]): Folded {
  const letters: string[] = [];
  const source: number[] = [];
  chars.forEach((char, index) => {
    if (/\s/.test(char)) {
      letters.push(' ');
      source.push(index);
    } else if (SYLLABLE.test(char)) {
      letters.push(getChoseong(char));
      source.push(index);
    }
  });
  return { letters, source };
}

/** Marks every occurrence of each word (folded) in the folded text. */
function markOccurrences(folded: Folded, words: string[][], marked: boolean[]): void {
  const { letters, source } = folded;
  for (const word of words) {
    if (word.length === 0) continue;
    for (let start = 0; start + word.length <= letters.length; start++) {
      let k = 0;
      while (k < word.length && letters[start + k] === word[k]) k++;
      if (k < word.length) continue;
      for (let i = source[start]!; i <= source[start + word.length - 1]!; i++) marked[i] = true;
    }
  }
}

/** The text cut into unmarked and marked parts, in order; one unmarked part when nothing matches. */
export function highlightMatches(text: string, query: string): HighlightPart[] {
  const chars = [...text];
  const words = queryWords(query);
  const marked = chars.map(() => false);
  if (words.length > 0 && chars.length > 0) {
    const joined = words.join(' ');
    if (CHOSEONG_ONLY.test(joined)) {
      markOccurrences(foldChoseong(chars), words.map((w) => [...w]), marked);
    } else {
      markOccurrences(foldJamo(chars), words.map((w) => [...disassemble(w)]), marked);
    }
  }
  const parts: HighlightPart[] = [];
  chars.forEach((char, i) => {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += char;
    else parts.push({ text: char, match: marked[i]! });
  });
  return parts.length > 0 ? parts : [{ text, match: false }];
}
