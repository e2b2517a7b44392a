/**
 * The import template (ADR 31), one row a problem, shared by CSV and XLSX and written back by the XLSX export:
 *
 *   번호 | 과목 | 지문번호 | 지문제목 | 지문 | 문제 | 보기1 … 보기5 | 정답 | 해설 | 배점
 *
 * - 번호: the problem's number in the paper (1..9999, unique);
 * - 지문번호: blank, or a number grouping the problems that share a passage; 지문제목 and 지문 are written on the
 *   group's first row (later rows of the group leave them blank or repeat them exactly);
 * - 보기1…보기5: the choices in order, 2 to 5 of them, blank cells after the last;
 * - 정답: the correct choice as 1–5 or ①–⑤; 배점: blank for 5.
 * 합답형 statements are lines of 문제 (a cell may hold line breaks).
 */
import {
  DEFAULT_POINTS,
  IMPORT_LIMITS,
  TEXT_BOUNDS,
  type ImportError,
  type ImportResult,
  type ImportedPaper,
  type ImportedPassage,
  type ImportedProblem,
  choiceNumber,
  problemErrors,
  sortErrors,
} from './imported-paper';

export const TEMPLATE_COLUMNS = [
  '번호',
  '과목',
  '지문번호',
  '지문제목',
  '지문',
  '문제',
  '보기1',
  '보기2',
  '보기3',
  '보기4',
  '보기5',
  '정답',
  '해설',
  '배점',
] as const;

/** A row of the sheet with the line (CSV) or row number (XLSX) the operator sees. */
export interface TemplateRow {
  line: number;
  cells: string[];
}

const column = (name: (typeof TEMPLATE_COLUMNS)[number]) => TEMPLATE_COLUMNS.indexOf(name);

const headerError = (line: number, found: string[]): ImportError => ({
  line,
  message: `열 이름이 양식과 다릅니다. 첫 줄은 "${TEMPLATE_COLUMNS.join(',')}"이어야 합니다. (받은 첫 줄: "${found.join(',').slice(0, 200)}")`,
});

/** Template rows (the first is the header) → the normalized paper or errors at their rows. */
export function templateRowsToPaper(rows: TemplateRow[]): ImportResult {
  const nonBlank = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const [header, ...body] = nonBlank;
  if (!header) return { ok: false, errors: [{ line: 1, message: '빈 파일입니다. 양식의 첫 줄(열 이름)과 문제 줄을 넣어주세요.' }] };
  const names = header.cells.map((cell) => cell.trim());
  while (names.length > TEMPLATE_COLUMNS.length && names[names.length - 1] === '') names.pop();
  if (names.length !== TEMPLATE_COLUMNS.length || names.some((name, i) => name !== TEMPLATE_COLUMNS[i])) {
    return { ok: false, errors: [headerError(header.line, names)] };
  }
  if (body.length === 0) return { ok: false, errors: [{ line: header.line, message: '문제 줄이 없습니다.' }] };
  if (body.length > IMPORT_LIMITS.maxProblems) {
    return {
      ok: false,
      errors: [{ line: header.line, message: `한 번에 ${IMPORT_LIMITS.maxProblems.toLocaleString('ko-KR')}문제까지 가져올 수 있습니다. (${body.length}줄)` }],
    };
  }

  const errors: ImportError[] = [];
  const problems: ImportedProblem[] = [];
  const passages: ImportedPassage[] = [];
  const passageKeys = new Map<string, { key: number; line: number }>();
  const numbers = new Map<number, number>();

  for (const row of body) {
    const cell = (name: (typeof TEMPLATE_COLUMNS)[number]) => (row.cells[column(name)] ?? '').trim();
    // Multi-line cells keep their inner line breaks; only the ends are trimmed.
    const text = (name: (typeof TEMPLATE_COLUMNS)[number]) => (row.cells[column(name)] ?? '').replace(/\r\n?/g, '\n').trim();
    if (row.cells.slice(TEMPLATE_COLUMNS.length).some((extra) => extra.trim() !== '')) {
      errors.push({ line: row.line, message: `양식의 ${TEMPLATE_COLUMNS.length}개 열 밖에 내용이 있습니다.` });
    }
    const numberText = cell('번호');
    if (!/^\d{1,4}$/.test(numberText) || Number(numberText) < 1) {
      errors.push({ line: row.line, message: `번호 "${numberText}"을(를) 읽을 수 없습니다. 1 이상의 숫자를 적어주세요.` });
      continue;
    }
    const number = Number(numberText);
    const first = numbers.get(number);
    if (first !== undefined) {
      errors.push({ line: row.line, message: `${number}번 문제 번호가 중복됩니다. (${first}번째 줄에 먼저 있음)` });
      continue;
    }
    numbers.set(number, row.line);

    let passageKey: number | null = null;
    const group = cell('지문번호');
    const title = text('지문제목');
    const passageBody = text('지문');
    if (group) {
      const known = passageKeys.get(group);
      if (known) {
        passageKey = known.key;
        const passage = passages[known.key - 1]!;
        if ((passageBody && passageBody !== passage.body) || (title && title !== (passage.title ?? ''))) {
          errors.push({ line: row.line, message: `지문번호 ${group}의 지문이 ${known.line}번째 줄과 다릅니다. 같은 지문은 첫 줄에만 적어주세요.` });
        }
      } else if (!passageBody) {
        errors.push({ line: row.line, message: `지문번호 ${group}의 첫 줄에 지문 내용이 없습니다.` });
      } else {
        if (passageBody.length > TEXT_BOUNDS.passage) {
          errors.push({ line: row.line, message: `지문은 ${TEXT_BOUNDS.passage.toLocaleString('ko-KR')}자까지입니다.` });
        }
        passageKey = passages.length + 1;
        passages.push({ key: passageKey, title: title || null, body: passageBody, format: 'TEXT' });
        passageKeys.set(group, { key: passageKey, line: row.line });
      }
    } else if (passageBody || title) {
      errors.push({ line: row.line, message: '지문이 있으면 지문번호도 적어주세요.' });
    }

    const choiceCells = (['보기1', '보기2', '보기3', '보기4', '보기5'] as const).map((name) => text(name));
    let count = choiceCells.length;
    while (count > 0 && choiceCells[count - 1] === '') count -= 1;
    const answerText = cell('정답');
    const answer = choiceNumber(answerText);
    if (answer === null) {
      errors.push({ line: row.line, message: `${number}번 문제의 정답 "${answerText}"을(를) 읽을 수 없습니다. 1~5 또는 ①~⑤로 적어주세요.` });
    }
    const pointsText = cell('배점');
    if (pointsText && !/^\d{1,3}$/.test(pointsText)) {
      errors.push({ line: row.line, message: `${number}번 문제의 배점 "${pointsText}"을(를) 읽을 수 없습니다.` });
    }
    const problem: ImportedProblem = {
      number,
      subject: cell('과목'),
      passageKey,
      stem: text('문제'),
      choices: choiceCells.slice(0, count),
      answer: answer ?? 1,
      explanation: text('해설'),
      points: pointsText && /^\d{1,3}$/.test(pointsText) ? Number(pointsText) : DEFAULT_POINTS,
      format: 'TEXT',
    };
    errors.push(...problemErrors(problem, row.line).filter((error) => answer !== null || !error.message.includes('정답 ')));
    problems.push(problem);
  }

  if (errors.length > 0) return { ok: false, errors: sortErrors(errors) };
  problems.sort((a, b) => a.number - b.number);
  return { ok: true, paper: { passages, problems } };
}

/** The normalized paper as template rows (header first): what the XLSX export writes and a CSV would. */
export function paperToTemplateRows(paper: ImportedPaper): string[][] {
  const written = new Set<number>();
  const rows: string[][] = [[...TEMPLATE_COLUMNS]];
  for (const problem of paper.problems) {
    const passage = problem.passageKey === null ? null : paper.passages[problem.passageKey - 1]!;
    const first = passage !== null && !written.has(passage.key);
    if (passage) written.add(passage.key);
    const choices = [...problem.choices, '', '', '', '', ''].slice(0, 5);
    rows.push([
      String(problem.number),
      problem.subject,
      passage ? String(passage.key) : '',
      first ? (passage!.title ?? '') : '',
      first ? passage!.body : '',
      problem.stem,
      ...choices,
      String(problem.answer),
      problem.explanation,
      String(problem.points),
    ]);
  }
  return rows;
}
