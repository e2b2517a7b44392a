/**
 * The CSV form of the import template (template-rows.ts): UTF-8 with or without a BOM, comma-separated, RFC 4180
 * quoting (a quoted field may hold commas, doubled quotes and line breaks). Each record keeps the line it starts on,
 * so errors name the line the operator sees in an editor.
 */
import { IMPORT_LIMITS, type ImportResult } from './imported-paper';
import { type TemplateOptions, type TemplateRow, templateRowsToPaper } from './template-rows';

/** CSV text → records with their starting line, or the line of an unclosed quote. */
export function splitCsv(input: string): { rows: TemplateRow[] } | { unclosedQuoteLine: number } {
  const text = input.replace(/^\uFEFF/, '');
  const rows: TemplateRow[] = [];
  let cells: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let quoteLine = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field.trim() === '') {
      quoted = true;
      quoteLine = line;
      field = '';
    } else if (char === ',') {
      cells.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      cells.push(field);
      rows.push({ line: rowLine, cells });
      cells = [];
      field = '';
      line += 1;
      rowLine = line;
    } else field += char;
  }
  if (quoted) return { unclosedQuoteLine: quoteLine };
  if (field !== '' || cells.length > 0) {
    cells.push(field);
    rows.push({ line: rowLine, cells });
  }
  return { rows };
}

export function parseExamCsv(input: string, options: TemplateOptions = {}): ImportResult {
  if (input.length > IMPORT_LIMITS.maxTextChars) {
    return {
      ok: false,
      errors: [{ line: 1, message: `CSV가 너무 깁니다. ${IMPORT_LIMITS.maxTextChars.toLocaleString('ko-KR')}자까지 가져올 수 있습니다.` }],
    };
  }
  const split = splitCsv(input);
  if ('unclosedQuoteLine' in split) {
    return { ok: false, errors: [{ line: split.unclosedQuoteLine, message: '따옴표(")가 닫히지 않았습니다.' }] };
  }
  return templateRowsToPaper(split.rows, options);
}

/** One CSV field, quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export const toCsv = (rows: string[][]): string => `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
