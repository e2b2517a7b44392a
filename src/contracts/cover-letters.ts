/**
 * 자기소개서 on the portal GraphQL: the limits the server's argument parser keeps and the editor shows, the page sizes,
 * and the code of a stale save. Lengths are counted in Unicode code points of the NFC-normalised text, the editor's
 * "공백 포함" count, so a limit the editor shows is the limit the server keeps. Plain values without typebox, so the
 * browser imports them as values (.dependency-cruiser.cjs, VALUE_CONTRACTS).
 */

export const COVER_LETTER_LIMITS = {
  title: 100,
  company: 100,
  job: 100,
  questions: 20,
  question: 500,
  answer: 10_000,
  /** A question's own limit (공백 포함), when the writer sets one. */
  charLimitMin: 1,
  charLimitMax: 10_000,
  /**
   * All answers of one letter together. The portal GraphQL takes bodies up to 256 KB (graphql-limits.ts) and a
   * Hangul character is 3 bytes of JSON, so 20 full answers (600 KB) could never arrive; 50,000 characters (≈ 150 KB)
   * always do, and are many times a real application's 4–6 answers of 500–1,500 characters.
   */
  totalAnswers: 50_000,
  /** Letters per member: far more than anyone applies with, and a bound on what one account can store. */
  letters: 200,
  /** Kept versions per letter; older ones are dropped as new ones are kept. */
  keptVersions: 50,
} as const;

export const COVER_LETTERS_DEFAULT_PAGE_SIZE = 10;
export const COVER_LETTERS_MAX_PAGE_SIZE = 50;

/** The error code of a save based on a version someone else already moved past (409). */
export const COVER_LETTER_STALE_CODE = 'COVER_LETTER_STALE';

/**
 * An answer's length as the editor's 공백 포함 count shows it and the server measures it: code points of the NFC
 * text, a CRLF one line break (a decomposed Hangul syllable is one character, an emoji one).
 */
export function coverLetterTextLength(text: string): number {
  let length = 0;
  for (const _ of text.replace(/\r\n?/g, '\n').normalize('NFC')) length += 1;
  return length;
}

export interface AnswerOverLimit {
  /** The question's place in the letter, from 0. */
  index: number;
  length: number;
  limit: number;
}

/**
 * The answers longer than their question's own limit (공백 포함), in order. A letter may be saved over a limit while
 * it is written; an application is refused while any answer is over, as the form it is sent to would refuse it.
 */
export function answersOverLimit(questions: ReadonlyArray<{ charLimit: number | null; answer: string }>): AnswerOverLimit[] {
  const over: AnswerOverLimit[] = [];
  questions.forEach((question, index) => {
    if (question.charLimit === null) return;
    const length = coverLetterTextLength(question.answer);
    if (length > question.charLimit) over.push({ index, length, limit: question.charLimit });
  });
  return over;
}
