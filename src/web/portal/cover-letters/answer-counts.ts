/**
 * The three counts Korean application forms show under an answer (자기소개서 editor):
 * - 공백 포함: every character, spaces and line breaks included;
 * - 공백 제외: every character that is not whitespace (spaces, tabs, line breaks, NBSP, the ideographic space);
 * - bytes: the UTF-8 length, where a Hangul syllable is 3 bytes, ASCII 1 and an emoji 4.
 *
 * Characters are Unicode code points of the NFC text, the way the server measures and stores answers
 * (src/server/cover-letters/cover-letter-arguments.ts): a syllable pasted decomposed (ㅎ+ㅏ+ㄴ from macOS) counts as
 * the one 한 it is, and an emoji as one, where UTF-16 `length` would say 2. A line break counts as one character and
 * one byte (LF, as a textarea gives it and as it is stored).
 *
 * Bytes are UTF-8 (the counting rule decided with the cover-letter editor): it is what a form measures when its server stores
 * UTF-8, which today's web forms do, and it is the exact size of the stored text. Forms still on EUC-KR count a
 * Hangul syllable as 2 bytes; a form saying "한글 2byte" needs that convention, which would be a second function
 * here, not a change to this one.
 */

export interface AnswerCounts {
  /** 공백 포함 */
  withSpaces: number;
  /** 공백 제외 */
  withoutSpaces: number;
  /** UTF-8 bytes */
  bytes: number;
}

const WHITESPACE = /\s/u;

export function countAnswer(text: string): AnswerCounts {
  const normalized = text.replace(/\r\n?/g, '\n').normalize('NFC');
  let withSpaces = 0;
  let withoutSpaces = 0;
  let bytes = 0;
  for (const character of normalized) {
    withSpaces += 1;
    if (!WHITESPACE.test(character)) withoutSpaces += 1;
    const codePoint = character.codePointAt(0)!;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return { withSpaces, withoutSpaces, bytes };
}

/** `1,500`: grouped by hand, so the server's and the browser's renders agree whatever their ICU data. */
export function formatCount(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `1,500 byte` */
export function formatBytes(bytes: number): string {
  return `${formatCount(bytes)} byte`;
}

/** `500자 / 1,000자` under an answer whose question has a limit; `500자` without one. */
export function formatLimit(count: number, limit: number | null): string {
  return limit === null ? `${formatCount(count)}자` : `${formatCount(count)}자 / ${formatCount(limit)}자`;
}

/** Over the form's limit (counted 공백 포함, as the limit is). */
export function isOverLimit(counts: AnswerCounts, limit: number | null): boolean {
  return limit !== null && counts.withSpaces > limit;
}
