/**
 * Checks of the 자기소개서 arguments before any query runs: ids, version numbers, paging and the
 * letter's content. Text is kept as typed (a draft's spaces and blank lines are the writer's), only normalised to NFC
 * so that a Hangul syllable pasted decomposed (macOS) counts and stores as one character, as the editor counts it.
 * Control characters other than line breaks and tabs, and lone surrogates, are refused (PostgreSQL would refuse NUL
 * or store the rest broken).
 */
import {
  coverLetterTextLength,
  COVER_LETTER_LIMITS,
  COVER_LETTERS_DEFAULT_PAGE_SIZE,
  COVER_LETTERS_MAX_PAGE_SIZE,
} from '../../contracts/cover-letters';
import { coverLetterErrors } from './cover-letter-errors';

export interface CoverLetterQuestionContent {
  question: string;
  /** The form's limit (공백 포함); null when it sets none. */
  charLimit: number | null;
  answer: string;
}

/** What a save writes and a kept version holds. */
export interface CoverLetterContent {
  title: string;
  company: string;
  job: string;
  postingId: number | null;
  questions: CoverLetterQuestionContent[];
}

export interface CoverLetterContentInput {
  title: string;
  company?: string | null;
  job?: string | null;
  postingId?: string | null;
  questions: ReadonlyArray<{ question: string; charLimit?: number | null; answer?: string | null }>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const INT4_MAX = 2_147_483_647;

/** Characters as the editor's 공백 포함 count shows them: code points of the NFC text (the contract's one rule). */
export function characterCount(text: string): number {
  return coverLetterTextLength(text);
}

/** The text as stored: NFC, CRLF as LF (what a browser's textarea gives), refused if it holds what cannot be stored. */
function cleanText(value: string, max: number, tooLong: () => Error): string {
  const text = value.replace(/\r\n?/g, '\n').normalize('NFC');
  if (CONTROL.test(text) || LONE_SURROGATE.test(text)) throw coverLetterErrors.badCharacters();
  // Cheap bound first: a string of more UTF-16 units than twice the limit is too long whatever it holds.
  if (text.length > max * 2 || characterCount(text) > max) throw tooLong();
  return text;
}

export function parseCoverLetterId(value: string): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw coverLetterErrors.invalidId();
  return value.toLowerCase();
}

/** A letter's version number (the one a save was based on, or a kept version's). */
export function parseCoverLetterVersion(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > INT4_MAX) throw coverLetterErrors.invalidVersion();
  return value;
}

export function parseCoverLetterPaging(args: { page?: number | null; pageSize?: number | null }): { page: number; pageSize: number } {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? COVER_LETTERS_DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw coverLetterErrors.invalidPage();
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > COVER_LETTERS_MAX_PAGE_SIZE) throw coverLetterErrors.invalidPage();
  return { page, pageSize };
}

/** A title for a new letter: blank is allowed (the list shows 제목 없는 자기소개서). */
export function parseCoverLetterTitle(value: string | null | undefined): string {
  return cleanText(value ?? '', COVER_LETTER_LIMITS.title, coverLetterErrors.titleTooLong);
}

function parsePostingRef(value: string | null | undefined): number | null {
  if (value == null || value === '') return null;
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > INT4_MAX) throw coverLetterErrors.invalidPosting();
  return Number(value);
}

/** The whole letter as a save sends it, checked against COVER_LETTER_LIMITS. */
export function parseCoverLetterContent(input: CoverLetterContentInput): CoverLetterContent {
  if (input.questions.length > COVER_LETTER_LIMITS.questions) throw coverLetterErrors.tooManyQuestions();
  let total = 0;
  const questions = input.questions.map((q): CoverLetterQuestionContent => {
    const charLimit = q.charLimit ?? null;
    if (
      charLimit !== null &&
      (!Number.isInteger(charLimit) || charLimit < COVER_LETTER_LIMITS.charLimitMin || charLimit > COVER_LETTER_LIMITS.charLimitMax)
    ) {
      throw coverLetterErrors.invalidCharLimit();
    }
    const answer = cleanText(q.answer ?? '', COVER_LETTER_LIMITS.answer, coverLetterErrors.answerTooLong);
    total += characterCount(answer);
    return { question: cleanText(q.question, COVER_LETTER_LIMITS.question, coverLetterErrors.questionTooLong), charLimit, answer };
  });
  if (total > COVER_LETTER_LIMITS.totalAnswers) throw coverLetterErrors.answersTooLong();
  return {
    title: parseCoverLetterTitle(input.title),
    company: cleanText(input.company ?? '', COVER_LETTER_LIMITS.company, coverLetterErrors.companyTooLong),
    job: cleanText(input.job ?? '', COVER_LETTER_LIMITS.job, coverLetterErrors.jobTooLong),
    postingId: parsePostingRef(input.postingId),
    questions,
  };
}
