/**
 * The import template (ADR 31), one row a problem, shared by CSV and XLSX and written back by the XLSX export:
 *
 *   번호 | 과목 | 지문번호 | 지문제목 | 지문 | 문제 | 보기1 … 보기5 | 정답 | 해설 | 배점
 *
 * - 번호: the problem's number in the paper (1..9999, unique);
 * - 지문번호: blank, or a number grouping the problems that share a passage; 지문제목 and 지문 are written on the
 *   group's first row (later rows of the group leave them blank or repeat them exactly);
 * - 보기1…보기5: the choices in order, 2 to 5 of them, blank cells after the last;
 * - 정답: the correct choice as 1–5 or ①–⑤; 배점: blank for 5;
 * - 형식, 지문형식 (optional trailing columns, ADR 34): TEXT (blank) or HTML. 형식 is the format of the row's 문제,
 *   보기 and 해설; 지문형식 that of the passage the row introduces (blank: the same as 형식). HTML cells pass through
 *   the server's sanitiser (the `html` check given to the parser), as the authoring routes' HTML does.
 * 합답형 statements are lines of 문제 (a cell may hold line breaks).
 */
import type { ContentFormat } from '../problem-content';
import {
  DEFAULT_POINTS,
  HTML_BOUNDS,
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
import { josaOf, withJosa } from '../korean-particle';

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

/** Optional trailing columns (ADR 34): a sheet may end after 배점, after 형식, or after 지문형식. The export writes both. */
export const FORMAT_COLUMNS = ['형식', '지문형식'] as const;

type ColumnName = (typeof TEMPLATE_COLUMNS)[number] | (typeof FORMAT_COLUMNS)[number];

/**
 * How the server checks one HTML cell (src/server/problems/sanitize-problem-content.ts through the import): the
 * stored HTML and the length its bound is checked against, or a Korean refusal. `name` names the field ("문제",
 * "2번 선택지", "해설", "지문"); `line` is the row the cell is on.
 */
export type HtmlCellCheck = (
  html: string,
  field: { kind: 'block' | 'inline'; name: string; line: number },
) => { ok: true; html: string; length: number } | { ok: false; message: string };

export interface TemplateOptions {
  /** Without it an HTML row is refused: only the server sanitises HTML. */
  html?: HtmlCellCheck;
}

/** A row of the sheet with the line (CSV) or row number (XLSX) the operator sees. */
export interface TemplateRow {
  line: number;
  cells: string[];
}

const ALL_COLUMNS: readonly ColumnName[] = [...TEMPLATE_COLUMNS, ...FORMAT_COLUMNS];
const column = (name: ColumnName) => ALL_COLUMNS.indexOf(name);

const headerError = (line: number, found: string[]): ImportError => ({
  line,
  message:
    `열 이름이 양식과 다릅니다. 첫 줄은 "${TEMPLATE_COLUMNS.join(',')}"이어야 합니다(끝에 "${FORMAT_COLUMNS.join(',')}" 열을 더할 수 있습니다). ` +
    `(받은 첫 줄: "${found.join(',').slice(0, 200)}")`,
});

/** A 형식 cell as a format: blank is TEXT; null when it is neither. */
function formatOf(text: string): ContentFormat | null {
  const value = text.trim().toUpperCase();
  if (value === '' || value === 'TEXT') return 'TEXT';
  return value === 'HTML' ? 'HTML' : null;
}

/** Template rows (the first is the header) → the normalized paper or errors at their rows. */
export function templateRowsToPaper(rows: TemplateRow[], options: TemplateOptions = {}): ImportResult {
  const nonBlank = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const [header, ...body] = nonBlank;
  if (!header) return { ok: false, errors: [{ line: 1, message: '빈 파일입니다. 양식의 첫 줄(열 이름)과 문제 줄을 넣어주세요.' }] };
  const names = header.cells.map((cell) => cell.trim());
  while (names.length > TEMPLATE_COLUMNS.length && names[names.length - 1] === '') names.pop();
  const width = names.length;
  if (width < TEMPLATE_COLUMNS.length || width > ALL_COLUMNS.length || names.some((name, i) => name !== ALL_COLUMNS[i])) {
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
    // Columns the header does not have read as blank (a sheet without 형식 is all TEXT).
    const cell = (name: ColumnName) => (column(name) < width ? (row.cells[column(name)] ?? '') : '').trim();
    // Multi-line cells keep their inner line breaks; only the ends are trimmed.
    const text = (name: ColumnName) => (column(name) < width ? (row.cells[column(name)] ?? '') : '').replace(/\r\n?/g, '\n').trim();
    if (row.cells.slice(width).some((extra) => extra.trim() !== '')) {
      errors.push({ line: row.line, message: `양식의 ${width}개 열 밖에 내용이 있습니다.` });
    }
    const numberText = cell('번호');
    if (!/^\d{1,4}$/.test(numberText) || Number(numberText) < 1) {
      errors.push({ line: row.line, message: `번호 "${numberText}"${josaOf(numberText, '을/를')} 읽을 수 없습니다. 1 이상의 숫자를 적어주세요.` });
      continue;
    }
    const number = Number(numberText);
    const first = numbers.get(number);
    if (first !== undefined) {
      errors.push({ line: row.line, message: `${number}번 문제 번호가 중복됩니다. (${first}번째 줄에 먼저 있음)` });
      continue;
    }
    numbers.set(number, row.line);

    const format = formatOf(cell('형식'));
    const passageFormatText = cell('지문형식');
    const passageFormat = passageFormatText ? formatOf(passageFormatText) : format;
    if (format === null) {
      errors.push({ line: row.line, message: `${number}번 문제의 형식 "${cell('형식')}"${josaOf(cell('형식'), '을/를')} 읽을 수 없습니다. TEXT 또는 HTML로 적어주세요.` });
      continue;
    }
    if (passageFormat === null) {
      errors.push({ line: row.line, message: `${number}번 문제 줄의 지문형식 "${passageFormatText}"${josaOf(passageFormatText, '을/를')} 읽을 수 없습니다. TEXT 또는 HTML로 적어주세요.` });
      continue;
    }
    const rowErrorCount = errors.length;
    /** A cell in `cellFormat`: plain text as written, HTML through the server's check (errors at this row). */
    const content = (
      value: string,
      cellFormat: ContentFormat,
      field: { kind: 'block' | 'inline'; name: string; max: number; label: string },
    ): string => {
      if (cellFormat === 'TEXT' || value === '') return value;
      if (!options.html) {
        errors.push({ line: row.line, message: `${field.label}: HTML 형식은 서버에서 가져올 때만 읽을 수 있습니다.` });
        return value;
      }
      const checked = options.html(value, { kind: field.kind, name: field.name, line: row.line });
      if (!checked.ok) {
        errors.push({ line: row.line, message: `${number}번 문제 줄: ${checked.message}` });
        return value;
      }
      if (checked.length > field.max) {
        errors.push({ line: row.line, message: `${withJosa(field.label, '은/는')} ${field.max.toLocaleString('ko-KR')}자까지입니다.` });
      }
      return checked.html;
    };

    let passageKey: number | null = null;
    const group = cell('지문번호');
    const title = text('지문제목');
    const passageText = text('지문');
    if (group) {
      const known = passageKeys.get(group);
      if (known) {
        passageKey = known.key;
        const passage = passages[known.key - 1]!;
        const sameText = !passageText || content(passageText, passage.format, { kind: 'block', name: '지문', max: HTML_BOUNDS.passage, label: '지문' }) === passage.body;
        if (!sameText || (title && title !== (passage.title ?? '')) || (passageFormatText && passageFormat !== passage.format)) {
          errors.push({ line: row.line, message: `지문번호 ${group}의 지문이 ${known.line}번째 줄과 다릅니다. 같은 지문은 첫 줄에만 적어주세요.` });
        }
      } else if (!passageText) {
        errors.push({ line: row.line, message: `지문번호 ${group}의 첫 줄에 지문 내용이 없습니다.` });
      } else {
        if (passageFormat === 'TEXT' && passageText.length > TEXT_BOUNDS.passage) {
          errors.push({ line: row.line, message: `지문은 ${TEXT_BOUNDS.passage.toLocaleString('ko-KR')}자까지입니다.` });
        }
        const body = content(passageText, passageFormat, { kind: 'block', name: '지문', max: HTML_BOUNDS.passage, label: '지문' });
        if (passageFormat === 'HTML' && body === '' && errors.length === rowErrorCount) {
          errors.push({ line: row.line, message: `지문번호 ${group}의 첫 줄에 지문 내용이 없습니다.` });
        }
        passageKey = passages.length + 1;
        passages.push({ key: passageKey, title: title || null, body, format: passageFormat });
        passageKeys.set(group, { key: passageKey, line: row.line });
      }
    } else if (passageText || title) {
      errors.push({ line: row.line, message: '지문이 있으면 지문번호도 적어주세요.' });
    }

    const choiceCells = (['보기1', '보기2', '보기3', '보기4', '보기5'] as const).map((name) => text(name));
    let count = choiceCells.length;
    while (count > 0 && choiceCells[count - 1] === '') count -= 1;
    const choices = choiceCells
      .slice(0, count)
      .map((choice, i) =>
        content(choice, format, { kind: 'inline', name: `${i + 1}번 선택지`, max: HTML_BOUNDS.choice, label: `${number}번 문제의 ${i + 1}번 보기` }),
      );
    const answerText = cell('정답');
    const answer = choiceNumber(answerText);
    if (answer === null) {
      errors.push({ line: row.line, message: `${number}번 문제의 정답 "${answerText}"${josaOf(answerText, '을/를')} 읽을 수 없습니다. 1~5 또는 ①~⑤로 적어주세요.` });
    }
    const pointsText = cell('배점');
    if (pointsText && !/^\d{1,3}$/.test(pointsText)) {
      errors.push({ line: row.line, message: `${number}번 문제의 배점 "${pointsText}"${josaOf(pointsText, '을/를')} 읽을 수 없습니다.` });
    }
    const problem: ImportedProblem = {
      number,
      subject: cell('과목'),
      passageKey,
      stem: content(text('문제'), format, { kind: 'block', name: '문제', max: HTML_BOUNDS.stem, label: `${number}번 문제의 내용` }),
      choices,
      answer: answer ?? 1,
      explanation: content(text('해설'), format, { kind: 'block', name: '해설', max: HTML_BOUNDS.explanation, label: `${number}번 문제의 해설` }),
      points: pointsText && /^\d{1,3}$/.test(pointsText) ? Number(pointsText) : DEFAULT_POINTS,
      format,
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
  const rows: string[][] = [[...TEMPLATE_COLUMNS, ...FORMAT_COLUMNS]];
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
      problem.format,
      // The passage's own format on the row that writes it; blank elsewhere (later rows leave the passage blank).
      first ? passage!.format : '',
    ]);
  }
  return rows;
}
