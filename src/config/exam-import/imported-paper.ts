/**
 * The normalized paper every import source (pasted Korean exam text, the CSV template, the XLSX template) parses into,
 * and what an export reads back (ADR 31): exactly the fields a paper's passages and problems store, so "export, then
 * import" can be compared field by field. Pure: no database, no file formats.
 */
import type { ContentFormat } from '../problem-content';
import { josaOf, withJosa } from '../korean-particle';

/** A shared passage (지문), numbered 1.. in order of first use; problems point at it by `key`. */
export interface ImportedPassage {
  key: number;
  title: string | null;
  body: string;
  /** TEXT for pasted text; the template's 지문형식 column otherwise (HTML is sanitised by the server, ADR 34). */
  format: ContentFormat;
}

/** One problem as it will be stored (`problems`): text in its format, 2–5 choices, a 1-based answer. */
export interface ImportedProblem {
  number: number;
  subject: string;
  passageKey: number | null;
  /**
   * The stem. A 합답형 problem keeps its statements as lines of the stem under the question, after a blank line
   * (`ㄱ. …` one per line), which the CBT's problem text shows as one paragraph with its line breaks.
   */
  stem: string;
  choices: string[];
  answer: number;
  explanation: string;
  points: number;
  /** Of stem, choices and explanation: TEXT for pasted text; the template's 형식 column otherwise. */
  format: ContentFormat;
}

export interface ImportedPaper {
  passages: ImportedPassage[];
  problems: ImportedProblem[];
}

/** A refusal tied to the input: the 1-based line of pasted text or CSV, or the row of the XLSX sheet. */
export interface ImportError {
  line: number;
  message: string;
}

export type ImportResult = { ok: true; paper: ImportedPaper } | { ok: false; errors: ImportError[] };

/** Limits (ADR 31): a paper is at most 1,000 problems; pasted text or CSV at most 2,000,000 characters; a file 2 MB. */
export const IMPORT_LIMITS = {
  maxProblems: 1000,
  maxTextChars: 2_000_000,
  maxFileBytes: 2 * 1024 * 1024,
  /** Stops a hopeless input early: the report lists the first 200 errors. */
  maxErrors: 200,
} as const;

/** The bounds the authoring routes keep (src/contracts/console-exams.ts), so an imported problem stays editable. */
export const TEXT_BOUNDS = { number: 1000, subject: 50, stem: 5000, choice: 1000, explanation: 5000, points: 100, passage: 20_000 } as const;
/**
 * HTML content's bounds (src/contracts/constants.ts PROBLEM_TEXT_LIMITS.HTML, ADR 34), counted by the server's
 * sanitiser (each formula as its LaTeX): the template parser checks them with the length its HTML check answers.
 */
export const HTML_BOUNDS = { stem: 20_000, choice: 2000, explanation: 20_000, passage: 20_000 } as const;

export const DEFAULT_SUBJECT = '공통';
export const DEFAULT_POINTS = 5;
export const MIN_CHOICES = 2;
export const MAX_CHOICES = 5;

export const CIRCLED = ['①', '②', '③', '④', '⑤', '⑥', '⑦', '⑧', '⑨', '⑩'] as const;

/** ① → 1 … ⑩ → 10; a plain digit string → its number; anything else null. */
export function choiceNumber(token: string): number | null {
  const trimmed = token.trim();
  const circled = CIRCLED.indexOf(trimmed as (typeof CIRCLED)[number]);
  if (circled >= 0) return circled + 1;
  return /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : null;
}

export const circled = (n: number): string => CIRCLED[n - 1] ?? String(n);

const STATEMENT_LINE = /^([ㄱㄴㄷㄹㅁㅂ])\s*[.)]\s*(.+)$/;

/** The 합답형 statements of a stem (`ㄱ. …` lines) by letter, in order; empty for an ordinary problem. */
export function hapdapStatements(stem: string): { letter: string; text: string }[] {
  return stem
    .split('\n')
    .map((line) => STATEMENT_LINE.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ letter: match[1]!, text: match[2]!.trim() }));
}

/**
 * The errors of one problem that every source shares (the stored rules of `problems` plus 합답형): 2–5 choices, no
 * blank or repeated choice, the answer among the choices, and a combination choice naming only statements the stem has.
 */
export function problemErrors(problem: ImportedProblem, line: number): ImportError[] {
  const errors: ImportError[] = [];
  const n = problem.number;
  if (!problem.subject.trim()) errors.push({ line, message: `${n}번 문제의 과목이 비어 있습니다.` });
  if (!problem.stem.trim()) errors.push({ line, message: `${n}번 문제의 내용이 비어 있습니다.` });
  const count = problem.choices.length;
  if (count < MIN_CHOICES || count > MAX_CHOICES) {
    errors.push({ line, message: `${n}번 문제의 보기가 ${count}개입니다. 보기는 ${MIN_CHOICES}개에서 ${MAX_CHOICES}개까지입니다.` });
    return errors;
  }
  problem.choices.forEach((choice, i) => {
    if (!choice.trim()) errors.push({ line, message: `${n}번 문제의 ${i + 1}번 보기가 비어 있습니다.` });
    else if (problem.choices.indexOf(choice) !== i) {
      errors.push({ line, message: `${n}번 문제의 ${problem.choices.indexOf(choice) + 1}번과 ${i + 1}번 보기가 같습니다.` });
    }
  });
  if (!Number.isInteger(problem.answer) || problem.answer < 1 || problem.answer > count) {
    errors.push({
      line,
      message: `${n}번 문제의 정답 ${withJosa(circled(problem.answer), '이/가')} 보기 범위(①~${circled(count)})를 벗어납니다.`,
    });
  }
  const statements = hapdapStatements(problem.stem);
  if (statements.length > 0) {
    const letters = new Set(statements.map((s) => s.letter));
    for (const [i, choice] of problem.choices.entries()) {
      const named = choice.match(/[ㄱㄴㄷㄹㅁㅂ]/g) ?? [];
      const unknown = named.find((letter) => !letters.has(letter));
      if (unknown && /^[ㄱㄴㄷㄹㅁㅂ\s,·]+$/.test(choice)) {
        errors.push({ line, message: `${n}번 문제의 ${i + 1}번 보기가 문제에 없는 '${unknown}'${josaOf(unknown, '을/를')} 고릅니다.` });
      }
    }
  }
  if (!Number.isInteger(problem.points) || problem.points < 1 || problem.points > TEXT_BOUNDS.points) {
    errors.push({ line, message: `${n}번 문제의 배점은 1점에서 ${TEXT_BOUNDS.points}점까지입니다.` });
  }
  if (n > TEXT_BOUNDS.number) errors.push({ line, message: `문제 번호는 ${TEXT_BOUNDS.number}번까지입니다. (${n}번)` });
  if (problem.subject.length > TEXT_BOUNDS.subject) errors.push({ line, message: `${n}번 문제의 과목은 ${TEXT_BOUNDS.subject}자까지입니다.` });
  // HTML content was held to its own bounds where it was sanitised (the stored MathML would overcount here).
  if (problem.format === 'HTML') return errors;
  if (problem.stem.length > TEXT_BOUNDS.stem) errors.push({ line, message: `${n}번 문제의 내용은 ${TEXT_BOUNDS.stem.toLocaleString('ko-KR')}자까지입니다.` });
  if (problem.explanation.length > TEXT_BOUNDS.explanation) {
    errors.push({ line, message: `${n}번 문제의 해설은 ${TEXT_BOUNDS.explanation.toLocaleString('ko-KR')}자까지입니다.` });
  }
  const long = problem.choices.findIndex((choice) => choice.length > TEXT_BOUNDS.choice);
  if (long >= 0) errors.push({ line, message: `${n}번 문제의 ${long + 1}번 보기는 ${TEXT_BOUNDS.choice.toLocaleString('ko-KR')}자까지입니다.` });
  return errors;
}

/** Errors sorted by line (then as found), cut to the report's limit. */
export function sortErrors(errors: ImportError[]): ImportError[] {
  return errors
    .map((error, i) => ({ error, i }))
    .sort((a, b) => a.error.line - b.error.line || a.i - b.i)
    .map(({ error }) => error)
    .slice(0, IMPORT_LIMITS.maxErrors);
}
