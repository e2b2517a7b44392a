/**
 * The XLSX form of the import template (src/config/exam-import/template-rows.ts) with exceljs: the first worksheet,
 * row numbers as Excel shows them. A file that is not an XLSX workbook (a renamed CSV, a truncated upload) is a
 * Korean error at row 1, never a thrown error; the same template is what the paper export writes.
 */
import ExcelJS from 'exceljs';
import { IMPORT_LIMITS, type ImportResult, type ImportedPaper } from '../../config/exam-import/imported-paper';
import { type TemplateOptions, type TemplateRow, paperToTemplateRows, templateRowsToPaper } from '../../config/exam-import/template-rows';

export const BROKEN_XLSX_MESSAGE = 'XLSX 파일을 읽을 수 없습니다. 엑셀에서 .xlsx로 다시 저장하거나 양식 파일을 내려받아 써주세요.';

/** A cell's value as the text the operator typed (numbers as written, rich text joined, formulas by their result). */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((run) => run.text).join('');
  if (typeof value === 'object' && 'result' in value) return value.result === undefined ? '' : String(value.result);
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return cell.text ?? '';
}

export async function parseExamXlsx(file: Buffer, options: TemplateOptions = {}): Promise<ImportResult> {
  if (file.length > IMPORT_LIMITS.maxFileBytes) {
    return { ok: false, errors: [{ line: 1, message: 'XLSX 파일이 너무 큽니다. 2MB까지 가져올 수 있습니다.' }] };
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    return { ok: false, errors: [{ line: 1, message: BROKEN_XLSX_MESSAGE }] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, errors: [{ line: 1, message: '시트가 없는 XLSX 파일입니다.' }] };
  if (sheet.rowCount > IMPORT_LIMITS.maxProblems + 1 + 100) {
    return { ok: false, errors: [{ line: 1, message: `한 번에 ${IMPORT_LIMITS.maxProblems.toLocaleString('ko-KR')}문제까지 가져올 수 있습니다.` }] };
  }
  const rows: TemplateRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= Math.max(row.cellCount, 1); c += 1) cells.push(cellText(row.getCell(c)));
    rows.push({ line: rowNumber, cells });
  });
  return templateRowsToPaper(rows, options);
}

/** The paper in the import template as an XLSX workbook (one sheet "문제"), text cells throughout. */
export async function writeExamXlsx(paper: ImportedPaper): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('문제');
  for (const row of paperToTemplateRows(paper)) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = [6, 10, 8, 24, 40, 40, 16, 16, 16, 16, 16, 6, 30, 6, 8, 8][i] ?? 12;
    column.alignment = { wrapText: true, vertical: 'top' };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
