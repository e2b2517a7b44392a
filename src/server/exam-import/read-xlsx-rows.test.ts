import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it, vi } from 'vitest';
import { XLSX_IMPORT_LIMITS } from '../../contracts/console-exam-imports';
import { manySharedStringsXlsx, millionRowXlsx, sharedStringsBombXlsx, tinyXlsx } from '../../test/xlsx-bombs';
import { DomainError } from '../errors/domain-error';
import { parseExamXlsx } from './exam-xlsx';
import {
  XLSX_SHARED_STRINGS_TOO_LARGE_MESSAGE,
  XLSX_TOO_MANY_ROWS_MESSAGE,
  XLSX_TOO_MANY_STRINGS_MESSAGE,
  XLSX_UNCOMPRESSED_TOO_LARGE_MESSAGE,
  readXlsxRows,
} from './read-xlsx-rows';

/** How parseExamXlsx refuses `file`: the DomainError it throws and how long that took. */
async function refusal(file: Buffer) {
  const workbook = vi.spyOn(ExcelJS.Workbook.prototype, 'xlsx', 'get');
  const started = performance.now();
  const error = await parseExamXlsx(file).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const ms = performance.now() - started;
  expect(workbook).not.toHaveBeenCalled();
  workbook.mockRestore();
  expect(error).toBeInstanceOf(DomainError);
  return { error: error as DomainError, ms };
}

describe('XLSX import bounds', () => {
  it('refuses a million rows after reading the limit + 1, in well under a second', async () => {
    const file = await millionRowXlsx();
    expect(file.length).toBeLessThan(100 * 1024);
    const { error, ms } = await refusal(file);
    expect(error).toMatchObject({ kind: 'invalid', code: 'IMPORT_TOO_MANY_ROWS', message: XLSX_TOO_MANY_ROWS_MESSAGE });
    expect(error.message).toBe('XLSX 시트의 행이 너무 많습니다. 빈 행을 포함해 1,101행까지 가져올 수 있습니다.');
    expect(ms).toBeLessThan(500);
  });

  it('refuses a row numbered past the limit, however few rows come before it', async () => {
    const file = await tinyXlsx(`<row r="1"><c r="A1" t="inlineStr"><is><t>번호</t></is></c></row><row r="1000000"/>`);
    expect((await refusal(file)).error.message).toBe(XLSX_TOO_MANY_ROWS_MESSAGE);
  });

  it('refuses a shared-strings bomb from the zip directory (413) before inflating it', async () => {
    const file = await sharedStringsBombXlsx();
    expect(file.length).toBeLessThan(200 * 1024);
    const { error, ms } = await refusal(file);
    expect(error).toMatchObject({ kind: 'too-large', code: 'IMPORT_TOO_LARGE', message: XLSX_SHARED_STRINGS_TOO_LARGE_MESSAGE });
    expect(error.message).toBe('XLSX 파일의 글자가 너무 많습니다. 압축을 푼 문자열 부분이 10MB를 넘을 수 없습니다.');
    expect(ms).toBeLessThan(100);
  });

  it('refuses a zip that inflates past the total limit (413)', async () => {
    const zip = new JSZip();
    zip.file('xl/media/padding.bin', Buffer.alloc(XLSX_IMPORT_LIMITS.maxUncompressedBytes + 1));
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    const { error } = await refusal(file);
    expect(error).toMatchObject({ kind: 'too-large', message: XLSX_UNCOMPRESSED_TOO_LARGE_MESSAGE });
    expect(error.message).toBe('XLSX 파일이 너무 큽니다. 압축을 푼 크기가 32MB를 넘을 수 없습니다.');
  });

  it('refuses too many shared strings (400) once the limit + 1 has been read', async () => {
    const file = await manySharedStringsXlsx();
    const { error, ms } = await refusal(file);
    expect(error).toMatchObject({ kind: 'invalid', code: 'IMPORT_TOO_MANY_STRINGS', message: XLSX_TOO_MANY_STRINGS_MESSAGE });
    expect(ms).toBeLessThan(500);
  });

  it('reads cells as exceljs does: numbers, dates, booleans, formulas, rich text, merged cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('문제');
    sheet.addRow(['번호', 1.5, new Date(Date.UTC(2024, 2, 5)), true, { formula: '1+1', result: 2 }]);
    sheet.addRow([{ richText: [{ text: '굵', font: { bold: true } }, { text: '게' }] }, '_x000D_', 'a\nb', '', 'x']);
    sheet.mergeCells('A3:B4');
    sheet.getCell('A3').value = '병합';
    sheet.getCell('F40').value = '끝';
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await readXlsxRows(file);
    if (!read.ok) throw new Error(read.reason);
    const byLine = Object.fromEntries(read.rows.map((row) => [row.line, row.cells]));
    expect(byLine[1]).toEqual(['번호', '1.5', '2024-03-05', 'true', '2']);
    expect(byLine[2]).toEqual(['굵게', '\r', 'a\nb', '', 'x']);
    expect(byLine[3]).toEqual(['병합', '병합']);
    expect(byLine[4]).toEqual(['병합', '병합']);
    expect(byLine[40]).toEqual(['', '', '', '', '', '끝']);
  });
});
