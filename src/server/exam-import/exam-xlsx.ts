/**
 * The XLSX form of the import template (src/config/exam-import/template-rows.ts): the first worksheet, row numbers
 * as Excel shows them, read by a bounded streaming reader and written with exceljs. A file that is not an XLSX
 * workbook (a renamed CSV, a truncated upload) is a Korean error at row 1, never a thrown error; the same template is
 * what the paper export writes.
 */
import ExcelJS from 'exceljs';
import { IMPORT_LIMITS, type ImportResult, type ImportedPaper } from '../../config/exam-import/imported-paper';
import { type TemplateOptions, paperToTemplateRows, templateRowsToPaper } from '../../config/exam-import/template-rows';
import { readXlsxRows } from './read-xlsx-rows';

export const BROKEN_XLSX_MESSAGE = 'XLSX 파일을 읽을 수 없습니다. 엑셀에서 .xlsx로 다시 저장하거나 양식 파일을 내려받아 써주세요.';

/**
 * The file's first sheet read as a stream (read-xlsx-rows.ts): a file over XLSX_IMPORT_LIMITS is refused before its
 * rows are held (a thrown DomainError, 413 or 400); a broken one is the report's error at row 1.
 */
export async function parseExamXlsx(file: Buffer, options: TemplateOptions = {}): Promise<ImportResult> {
  if (file.length > IMPORT_LIMITS.maxFileBytes) {
    return { ok: false, errors: [{ line: 1, message: 'XLSX 파일이 너무 큽니다. 2MB까지 가져올 수 있습니다.' }] };
  }
  const read = await readXlsxRows(file);
  if (!read.ok) {
    const message = read.reason === 'no-sheet' ? '시트가 없는 XLSX 파일입니다.' : BROKEN_XLSX_MESSAGE;
    return { ok: false, errors: [{ line: 1, message }] };
  }
  return templateRowsToPaper(read.rows, options);
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
