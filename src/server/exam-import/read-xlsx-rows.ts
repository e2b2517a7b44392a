/**
 * The first worksheet of an XLSX file as template rows, read as a stream and bounded before anything is built: the
 * zip's directory is checked against XLSX_IMPORT_LIMITS (413 when it inflates too large), then the shared strings and
 * the sheet are parsed with SAX while they inflate, and the read stops at the first row or string over its limit
 * (400). A million-row sheet is refused after its 1,102nd row, never held whole. Cells read as exceljs' Workbook read
 * them (the export writes with exceljs): shared and inline strings with rich-text runs joined, numbers as JavaScript
 * prints them, dates (a date number format) as YYYY-MM-DD, booleans as true/false, formulas by their cached result,
 * merged cells as their top-left cell.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { XLSX_IMPORT_LIMITS } from '../../contracts/console-exam-imports';
import type { TemplateRow } from '../../config/exam-import/template-rows';
import { DomainError, invalid } from '../errors/domain-error';
import { BrokenZipError, type ZipEntry, readZipDirectory, streamZipEntry } from './xlsx-zip';
import { withJosa } from '../../config/korean-particle';

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;
const count = (n: number) => n.toLocaleString('ko-KR');

export const XLSX_UNCOMPRESSED_TOO_LARGE_MESSAGE = `XLSX 파일이 너무 큽니다. 압축을 푼 크기가 ${withJosa(mb(XLSX_IMPORT_LIMITS.maxUncompressedBytes), '을/를')} 넘을 수 없습니다.`;
export const XLSX_SHARED_STRINGS_TOO_LARGE_MESSAGE = `XLSX 파일의 글자가 너무 많습니다. 압축을 푼 문자열 부분이 ${withJosa(mb(XLSX_IMPORT_LIMITS.maxSharedStringsBytes), '을/를')} 넘을 수 없습니다.`;
export const XLSX_TOO_MANY_ROWS_MESSAGE = `XLSX 시트의 행이 너무 많습니다. 빈 행을 포함해 ${count(XLSX_IMPORT_LIMITS.maxSheetRows)}행까지 가져올 수 있습니다.`;
export const XLSX_TOO_MANY_STRINGS_MESSAGE = `XLSX 파일의 문자열이 너무 많습니다. ${count(XLSX_IMPORT_LIMITS.maxSharedStrings)}개까지 가져올 수 있습니다.`;

export type XlsxRows = { ok: true; rows: TemplateRow[] } | { ok: false; reason: 'broken' | 'no-sheet' };

/** A part that is not well-formed XML (or not what its name says): the file cannot be read. */
class BrokenPartError extends Error {}

const tooLarge = (message: string) => new DomainError('too-large', 'IMPORT_TOO_LARGE', message);

/** An element's name without its namespace prefix (`x:row` → `row`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** exceljs' unescaping of characters XML cannot carry (`_x000D_` is a carriage return). */
const unescapeText = (text: string) => text.replace(/_x([0-9A-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Parses one part with SAX as it inflates. A handler's throw (a limit's refusal) stops inflating and parsing there
 * and goes up unchanged.
 */
async function parsePart(
  file: Buffer,
  entry: ZipEntry,
  handlers: { onOpen?: (tag: SaxesTagPlain) => void; onClose?: (name: string) => void; onText?: (text: string) => void },
): Promise<void> {
  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw new BrokenPartError(error.message);
  });
  if (handlers.onOpen) parser.on('opentag', handlers.onOpen);
  if (handlers.onClose) {
    const onClose = handlers.onClose;
    parser.on('closetag', (tag) => onClose(local(tag.name)));
  }
  if (handlers.onText) {
    parser.on('text', handlers.onText);
    parser.on('cdata', handlers.onText);
  }
  await streamZipEntry(file, entry, (text) => {
    parser.write(text);
    return true;
  });
  parser.close();
}

/** `AB12` → 28 (columns from 1); 0 when there are no letters. */
function columnOf(ref: string): number {
  let column = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}

const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** exceljs' test of a date format: date letters outside quoted text and [brackets]. */
const isDateFormat = (code: string) => /[ymdhMsb]+/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** The cell style indexes (`s`) whose number format shows a date. */
async function readDateStyles(file: Buffer, entry: ZipEntry | undefined): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!entry) return dates;
  const custom = new Map<number, string>();
  let inCellXfs = false;
  let xf = 0;
  await parsePart(file, entry, {
    onOpen: (tag) => {
      const name = local(tag.name);
      if (name === 'numFmt') custom.set(Number(tag.attributes.numFmtId), String(tag.attributes.formatCode ?? ''));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(tag.attributes.numFmtId ?? 0);
        const code = custom.get(id);
        if (code === undefined ? BUILT_IN_DATE_FORMATS.has(id) : isDateFormat(code)) dates.add(xf);
        xf += 1;
      }
    },
    onClose: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dates;
}

/** The shared strings, counted as they stream: more than the limit stops the read with a 400. */
async function readSharedStrings(file: Buffer, entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  await parsePart(file, entry, {
    onOpen: (tag) => {
      const name = local(tag.name);
      if (name === 'si') {
        if (strings.length >= XLSX_IMPORT_LIMITS.maxSharedStrings) throw invalid(XLSX_TOO_MANY_STRINGS_MESSAGE, 'IMPORT_TOO_MANY_STRINGS');
        current = [];
      } else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && current && phonetic === 0) inText = true;
    },
    onText: (text) => {
      if (inText) current!.push(text);
    },
    onClose: (name) => {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && current) {
        strings.push(unescapeText(current.join('')));
        current = null;
      }
    },
  });
  return strings;
}

/** The first sheet in the workbook's order (what exceljs' `worksheets[0]` is), and whether dates count from 1904. */
async function findFirstSheet(file: Buffer, entries: Map<string, ZipEntry>): Promise<{ path: string | null; date1904: boolean }> {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw new BrokenPartError('no workbook');
  let firstRelId: string | null = null;
  let date1904 = false;
  await parsePart(file, workbook, {
    onOpen: (tag) => {
      const name = local(tag.name);
      if (name === 'workbookPr') {
        const value = String(tag.attributes.date1904 ?? '');
        date1904 = value === '1' || value === 'true';
      } else if (name === 'sheet' && firstRelId === null) {
        firstRelId = String(tag.attributes['r:id'] ?? Object.entries(tag.attributes).find(([key]) => local(key) === 'id')?.[1] ?? '');
      }
    },
  });
  if (!firstRelId) return { path: null, date1904 };
  let target: string | null = null;
  await parsePart(file, rels, {
    onOpen: (tag) => {
      if (local(tag.name) === 'Relationship' && tag.attributes.Id === firstRelId) target = String(tag.attributes.Target ?? '');
    },
  });
  if (!target) return { path: null, date1904 };
  const path = (target as string).startsWith('/') ? (target as string).slice(1) : `xl/${target}`;
  return { path: path.replace(/\/\.\//g, '/'), date1904 };
}

interface OpenCell {
  column: number;
  type: string;
  style: number;
  value: string[];
  inline: string[];
  hasFormula: boolean;
}

function cellText(cell: OpenCell, strings: string[], dateStyles: Set<number>, date1904: boolean): string {
  const raw = cell.value.join('');
  switch (cell.type) {
    case 's':
      return strings[Number(raw)] ?? '';
    case 'inlineStr':
      return unescapeText(cell.inline.join(''));
    case 'str':
    case 'e':
      return unescapeText(raw);
    case 'b':
      return raw === '' ? '' : String(parseInt(raw, 10) !== 0);
    default: {
      if (raw === '') return '';
      const number = Number(raw);
      if (!Number.isFinite(number)) return raw;
      if (dateStyles.has(cell.style)) {
        const date = new Date(Math.round((number - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
        return Number.isNaN(date.getTime()) ? raw : date.toISOString().slice(0, 10);
      }
      return String(number);
    }
  }
}

/** The sheet's rows with their row numbers; more rows (or a row number) than the limit stops the read with a 400. */
async function readSheetRows(file: Buffer, entry: ZipEntry, strings: string[], dateStyles: Set<number>, date1904: boolean) {
  const rows: TemplateRow[] = [];
  const merges: string[] = [];
  let rowsSeen = 0;
  let rowNumber = 0;
  let row: string[] | null = null;
  let lastColumn = 0;
  let cell: OpenCell | null = null;
  let collect: 'value' | 'inline' | null = null;
  let phonetic = 0;
  let inlineString = false;
  await parsePart(file, entry, {
    onOpen: (tag) => {
      switch (local(tag.name)) {
        case 'row': {
          rowsSeen += 1;
          const r = Number(tag.attributes.r);
          rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
          if (rowsSeen > XLSX_IMPORT_LIMITS.maxSheetRows || rowNumber > XLSX_IMPORT_LIMITS.maxSheetRows) {
            throw invalid(XLSX_TOO_MANY_ROWS_MESSAGE, 'IMPORT_TOO_MANY_ROWS');
          }
          row = [];
          lastColumn = 0;
          break;
        }
        case 'c': {
          const ref = tag.attributes.r ? columnOf(String(tag.attributes.r).toUpperCase()) : 0;
          lastColumn = ref > 0 ? ref : lastColumn + 1;
          cell = { column: lastColumn, type: String(tag.attributes.t ?? 'n'), style: Number(tag.attributes.s ?? 0), value: [], inline: [], hasFormula: false };
          break;
        }
        case 'v':
          if (cell) collect = 'value';
          break;
        case 'f':
          if (cell) cell.hasFormula = true;
          break;
        case 'is':
          inlineString = true;
          break;
        case 'rPh':
          phonetic += 1;
          break;
        case 't':
          if (cell && inlineString && phonetic === 0) collect = 'inline';
          break;
        case 'mergeCell':
          if (merges.length < XLSX_IMPORT_LIMITS.maxSheetRows) merges.push(String(tag.attributes.ref ?? ''));
          break;
      }
    },
    onText: (text) => {
      if (collect === 'value') cell!.value.push(text);
      else if (collect === 'inline') cell!.inline.push(text);
    },
    onClose: (name) => {
      switch (name) {
        case 'v':
        case 't':
          collect = null;
          break;
        case 'is':
          inlineString = false;
          break;
        case 'rPh':
          phonetic -= 1;
          break;
        case 'c':
          // Cells right of the template's columns are not read: the header check refuses such a sheet anyway.
          if (cell && row && cell.column <= XLSX_IMPORT_LIMITS.maxColumns) row[cell.column - 1] = cellText(cell, strings, dateStyles, date1904);
          cell = null;
          break;
        case 'row':
          if (row) rows.push({ line: rowNumber, cells: Array.from(row, (text) => text ?? '') });
          row = null;
          break;
      }
    },
  });
  applyMerges(rows, merges);
  return rows;
}

/** A merged range's cells read as its top-left cell, as exceljs gives them (only within the rows and columns read). */
function applyMerges(rows: TemplateRow[], merges: string[]) {
  const byLine = new Map(rows.map((row) => [row.line, row]));
  for (const ref of merges) {
    const match = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(ref.toUpperCase());
    if (!match) continue;
    const [top, bottom] = [Number(match[2]), Math.min(Number(match[4]), XLSX_IMPORT_LIMITS.maxSheetRows)];
    const [left, right] = [columnOf(match[1]!), Math.min(columnOf(match[3]!), XLSX_IMPORT_LIMITS.maxColumns)];
    const value = byLine.get(top)?.cells[left - 1] ?? '';
    for (let line = top; line <= bottom; line += 1) {
      const row = byLine.get(line);
      if (!row) continue;
      for (let column = left; column <= right; column += 1) {
        if (line === top && column === left) continue;
        while (row.cells.length < column) row.cells.push('');
        row.cells[column - 1] = value;
      }
    }
  }
}

/**
 * The first sheet's rows, or why the file cannot be read. Throws DomainError for a file over XLSX_IMPORT_LIMITS:
 * too-large (413) when the zip says it inflates past the byte limits, invalid (400) for too many rows or strings.
 */
export async function readXlsxRows(file: Buffer): Promise<XlsxRows> {
  try {
    const entries = readZipDirectory(file);
    let total = 0;
    for (const entry of entries.values()) total += entry.uncompressedSize;
    if (total > XLSX_IMPORT_LIMITS.maxUncompressedBytes) throw tooLarge(XLSX_UNCOMPRESSED_TOO_LARGE_MESSAGE);
    const sharedStrings = entries.get('xl/sharedStrings.xml');
    if (sharedStrings && sharedStrings.uncompressedSize > XLSX_IMPORT_LIMITS.maxSharedStringsBytes) {
      throw tooLarge(XLSX_SHARED_STRINGS_TOO_LARGE_MESSAGE);
    }
    const sheet = await findFirstSheet(file, entries);
    const sheetEntry = sheet.path ? entries.get(sheet.path) : undefined;
    if (!sheetEntry) return { ok: false, reason: 'no-sheet' };
    const strings = await readSharedStrings(file, sharedStrings);
    const dateStyles = await readDateStyles(file, entries.get('xl/styles.xml'));
    return { ok: true, rows: await readSheetRows(file, sheetEntry, strings, dateStyles, sheet.date1904) };
  } catch (error) {
    if (error instanceof BrokenZipError || error instanceof BrokenPartError) return { ok: false, reason: 'broken' };
    throw error;
  }
}
