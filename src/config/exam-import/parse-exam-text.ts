/**
 * Pasted Korean exam text → the normalized paper, or errors with their line numbers (ADR 31). What it reads:
 * - problems numbered `1.`, `1)` or `문 1.` at the start of a line; the stem follows on the same and next lines;
 * - choices ①–⑤, several on one line or one a line (a line that starts with no marker continues the last choice);
 * - 합답형: statements `ㄱ.`…`ㄹ.` between the stem and the choices, and choices such as `① ㄱ, ㄴ`; the statements
 *   stay lines of the stem, as a paragraph of their own under the question;
 * - `[1~3] 다음 글을 읽고 물음에 답하시오.` starts a passage (the header's text is its title, the lines up to the next
 *   problem its body) shared by problems 1 to 3;
 * - answers as a key block `정답: 1.③ 2.① …` (entries may run on over the next lines) or per problem `정답 ③`;
 * - `해설: …` inside a problem, and `과목: …` setting the subject of the problems after it (else 공통).
 * Anything else outside a problem or a passage is an error rather than silently dropped.
 */
import {
  DEFAULT_POINTS,
  DEFAULT_SUBJECT,
  IMPORT_LIMITS,
  TEXT_BOUNDS,
  type ImportError,
  type ImportResult,
  type ImportedPassage,
  type ImportedProblem,
  choiceNumber,
  circled,
  problemErrors,
  sortErrors,
} from './imported-paper';
import { withJosa } from '../korean-particle';

const PASSAGE_HEADER = /^\[\s*(\d+)\s*[~∼～\-–]\s*(\d+)\s*\]\s*(.*)$/;
const PROBLEM_START = /^(?:문\s*)?(\d{1,4})\s*[.)]\s*(.*)$/;
const SUBJECT_LINE = /^과목\s*[:：]\s*(.+)$/;
const ANSWER_LINE = /^\[?정답\]?\s*[:：]?\s*(.*)$/;
const EXPLANATION_LINE = /^\[?해설\]?\s*[:：]\s*(.*)$/;
const CIRCLED_CLASS = '①②③④⑤⑥⑦⑧⑨⑩';
const CHOICE_START = new RegExp(`^[${CIRCLED_CLASS}]`);
const KEY_ENTRY = new RegExp(`(\\d{1,4})\\s*[.)]\\s*([${CIRCLED_CLASS}]|\\d{1,2})(?!\\d)`, 'g');
const KEY_LINE = new RegExp(`^(?:\\s*\\d{1,4}\\s*[.)]\\s*(?:[${CIRCLED_CLASS}]|\\d{1,2})\\s*[,/]?)+$`);
const SINGLE_ANSWER = new RegExp(`^([${CIRCLED_CLASS}]|\\d{1,2})\\s*번?$`);
const STATEMENT = /^[ㄱㄴㄷㄹㅁㅂ]\s*[.)]/;

interface DraftProblem {
  number: number;
  line: number;
  subject: string;
  stemLines: string[];
  choices: { number: number; text: string; line: number }[];
  ownAnswer: { value: number; line: number } | null;
  explanationLines: string[];
}

interface DraftPassage {
  from: number;
  to: number;
  line: number;
  title: string;
  bodyLines: string[];
}

type Mode = 'none' | 'passage' | 'stem' | 'choices' | 'explanation' | 'key';

/** Lines joined, runs of blank lines made one, ends trimmed. */
function joinLines(lines: string[]): string {
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The stem with its 합답형 statements set off as their own paragraph (a blank line before the first). */
function stemOf(lines: string[]): string {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (STATEMENT.test(line) && previous !== undefined && previous !== '' && !STATEMENT.test(previous)) out.push('');
    out.push(line);
  }
  return joinLines(out);
}

/** Splits `① a ② b` into numbered choices; text before the first marker is returned apart. */
function splitChoices(text: string): { before: string; choices: { number: number; text: string }[] } {
  const parts = text.split(new RegExp(`([${CIRCLED_CLASS}])`));
  const choices: { number: number; text: string }[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    choices.push({ number: choiceNumber(parts[i]!)!, text: (parts[i + 1] ?? '').trim() });
  }
  return { before: parts[0]!.trim(), choices };
}

export function parseExamText(input: string): ImportResult {
  if (input.length > IMPORT_LIMITS.maxTextChars) {
    return {
      ok: false,
      errors: [{ line: 1, message: `붙여 넣은 내용이 너무 깁니다. ${IMPORT_LIMITS.maxTextChars.toLocaleString('ko-KR')}자까지 가져올 수 있습니다.` }],
    };
  }
  const lines = input.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const errors: ImportError[] = [];
  const problems: DraftProblem[] = [];
  const passages: DraftPassage[] = [];
  const keyEntries: { number: number; value: number; line: number }[] = [];
  let subject = DEFAULT_SUBJECT;
  let mode: Mode = 'none';
  let problem: DraftProblem | null = null;
  let passage: DraftPassage | null = null;

  const addKeyEntries = (text: string, line: number) => {
    for (const match of text.matchAll(KEY_ENTRY)) {
      keyEntries.push({ number: Number(match[1]), value: choiceNumber(match[2]!)!, line });
    }
  };

  const addChoices = (target: DraftProblem, text: string, line: number) => {
    for (const choice of splitChoices(text).choices) {
      const expected = target.choices.length + 1;
      if (choice.number !== expected) {
        errors.push({
          line,
          message: `${target.number}번 문제의 보기 번호가 순서에 맞지 않습니다: ${circled(expected)} 자리에 ${withJosa(circled(choice.number), '이/가')} 있습니다.`,
        });
      }
      target.choices.push({ number: choice.number, text: choice.text, line });
    }
  };

  for (const [index, raw] of lines.entries()) {
    const lineNo = index + 1;
    const text = raw.trim();
    if (errors.length >= IMPORT_LIMITS.maxErrors) break;

    if (mode === 'key') {
      if (text === '') continue;
      if (KEY_LINE.test(text)) {
        addKeyEntries(text, lineNo);
        continue;
      }
      mode = 'none';
    }
    if (text === '') {
      if (mode === 'passage') passage!.bodyLines.push('');
      else if (mode === 'stem') problem!.stemLines.push('');
      else if (mode === 'explanation') problem!.explanationLines.push('');
      continue;
    }

    const subjectMatch = SUBJECT_LINE.exec(text);
    if (subjectMatch) {
      subject = subjectMatch[1]!.trim();
      mode = 'none';
      problem = null;
      passage = null;
      continue;
    }

    const answerMatch = ANSWER_LINE.exec(text);
    if (answerMatch) {
      const rest = answerMatch[1]!.trim();
      const single = SINGLE_ANSWER.exec(rest);
      if (single && problem && (mode === 'stem' || mode === 'choices' || mode === 'explanation')) {
        problem.ownAnswer = { value: choiceNumber(single[1]!)!, line: lineNo };
        continue;
      }
      if (rest === '' || KEY_LINE.test(rest)) {
        addKeyEntries(rest, lineNo);
        mode = 'key';
        problem = null;
        passage = null;
        continue;
      }
      // Otherwise a line that merely starts with 정답 (a stem's "정답이 아닌 것은?") is read as text below.
    }

    const explanationMatch = EXPLANATION_LINE.exec(text);
    if (explanationMatch && problem) {
      problem.explanationLines.push(explanationMatch[1]!.trim());
      mode = 'explanation';
      continue;
    }

    const passageMatch = PASSAGE_HEADER.exec(text);
    if (passageMatch) {
      passage = { from: Number(passageMatch[1]), to: Number(passageMatch[2]), line: lineNo, title: passageMatch[3]!.trim(), bodyLines: [] };
      passages.push(passage);
      problem = null;
      mode = 'passage';
      continue;
    }

    const problemMatch = PROBLEM_START.exec(text);
    if (problemMatch && !CHOICE_START.test(text)) {
      problem = {
        number: Number(problemMatch[1]),
        line: lineNo,
        subject,
        stemLines: [],
        choices: [],
        ownAnswer: null,
        explanationLines: [],
      };
      problems.push(problem);
      passage = null;
      mode = 'stem';
      const { before } = splitChoices(problemMatch[2]!);
      if (before) problem.stemLines.push(before);
      if (before !== problemMatch[2]!.trim()) {
        addChoices(problem, problemMatch[2]!.slice(problemMatch[2]!.indexOf(before) + before.length), lineNo);
        mode = 'choices';
      }
      continue;
    }

    if (problem && CHOICE_START.test(text)) {
      addChoices(problem, text, lineNo);
      mode = 'choices';
      continue;
    }
    if (problem && mode === 'choices') {
      const last = problem.choices[problem.choices.length - 1]!;
      last.text = last.text ? `${last.text} ${text}` : text;
      continue;
    }
    if (problem && mode === 'explanation') {
      problem.explanationLines.push(text);
      continue;
    }
    if (problem && mode === 'stem') {
      problem.stemLines.push(text);
      continue;
    }
    if (passage && mode === 'passage') {
      passage.bodyLines.push(text);
      continue;
    }
    errors.push({ line: lineNo, message: '문제나 지문에 속하지 않는 내용입니다. 문제 번호(1.)나 지문 머리([1~3])를 확인해주세요.' });
  }

  if (problems.length === 0 && errors.length === 0) {
    errors.push({ line: 1, message: '문제를 찾지 못했습니다. 문제는 "1." 또는 "문 1."처럼 번호로 시작해야 합니다.' });
  }
  if (problems.length > IMPORT_LIMITS.maxProblems) {
    errors.push({ line: 1, message: `한 번에 ${IMPORT_LIMITS.maxProblems.toLocaleString('ko-KR')}문제까지 가져올 수 있습니다. (${problems.length}문제)` });
  }

  // Duplicate numbers: the later one is the error; the first keeps its place for passages and answers.
  const byNumber = new Map<number, DraftProblem>();
  for (const p of problems) {
    const first = byNumber.get(p.number);
    if (first) errors.push({ line: p.line, message: `${p.number}번 문제 번호가 중복됩니다. (${first.line}번째 줄에 먼저 있음)` });
    else byNumber.set(p.number, p);
  }

  // Passages: each names existing problems, none of which another passage already took.
  const passageOf = new Map<number, number>();
  const kept: ImportedPassage[] = [];
  for (const draft of passages) {
    const label = `[${draft.from}~${draft.to}]`;
    const body = joinLines(draft.bodyLines);
    if (draft.from > draft.to) {
      errors.push({ line: draft.line, message: `${label} 지문의 문제 범위가 거꾸로입니다.` });
      continue;
    }
    if (!body) errors.push({ line: draft.line, message: `${label} 지문의 내용이 없습니다.` });
    else if (body.length > TEXT_BOUNDS.passage) {
      errors.push({ line: draft.line, message: `${label} 지문은 ${TEXT_BOUNDS.passage.toLocaleString('ko-KR')}자까지입니다.` });
    }
    const key = kept.length + 1;
    kept.push({ key, title: draft.title || null, body, format: 'TEXT' });
    for (let n = draft.from; n <= draft.to; n += 1) {
      if (!byNumber.has(n)) errors.push({ line: draft.line, message: `${label} 지문이 가리키는 ${n}번 문제가 없습니다.` });
      else if (passageOf.has(n)) errors.push({ line: draft.line, message: `${n}번 문제가 두 지문에 들어 있습니다.` });
      else passageOf.set(n, key);
    }
  }

  // Answers: the key block and per-problem answers must agree; every problem needs one.
  const keyed = new Map<number, { value: number; line: number }>();
  for (const entry of keyEntries) {
    if (!byNumber.has(entry.number)) {
      errors.push({ line: entry.line, message: `정답에 없는 ${entry.number}번 문제가 있습니다.` });
    } else if (keyed.has(entry.number) && keyed.get(entry.number)!.value !== entry.value) {
      errors.push({ line: entry.line, message: `${entry.number}번 문제의 정답이 두 번 다르게 적혀 있습니다.` });
    } else keyed.set(entry.number, entry);
  }

  const result: ImportedProblem[] = [];
  for (const draft of byNumber.values()) {
    const own = draft.ownAnswer;
    const key = keyed.get(draft.number);
    if (own && key && own.value !== key.value) {
      errors.push({ line: own.line, message: `${draft.number}번 문제의 정답(${circled(own.value)})이 정답표(${circled(key.value)})와 다릅니다.` });
    }
    const answer = own?.value ?? key?.value;
    if (answer === undefined) {
      errors.push({ line: draft.line, message: `${draft.number}번 문제의 정답이 없습니다. 정답표('정답: 1.③ …')나 '정답 ③' 줄을 넣어주세요.` });
    }
    const imported: ImportedProblem = {
      number: draft.number,
      subject: draft.subject,
      passageKey: passageOf.get(draft.number) ?? null,
      stem: stemOf(draft.stemLines),
      choices: draft.choices.map((choice) => choice.text),
      answer: answer ?? 1,
      explanation: joinLines(draft.explanationLines),
      points: DEFAULT_POINTS,
      format: 'TEXT',
    };
    // An answer out of range is reported where the answer is written; the problem's other errors at its number.
    const answerLine = (own ?? key)?.line ?? draft.line;
    errors.push(
      ...problemErrors(imported, draft.line).map((error) =>
        error.message.includes('정답 ') ? { ...error, line: answerLine } : error,
      ),
    );
    result.push(imported);
  }

  if (errors.length > 0) return { ok: false, errors: sortErrors(errors) };
  result.sort((a, b) => a.number - b.number);
  return { ok: true, paper: { passages: kept, problems: result } };
}
