/**
 * The body of an import request → the normalized paper or line-numbered errors, whichever source it names. The dry
 * run and the confirmation both call this on what the client sends: a parse is never taken from the client.
 */
import { IMPORT_LIMITS, type ImportResult } from '../../config/exam-import/imported-paper';
import { parseExamCsv } from '../../config/exam-import/parse-exam-csv';
import { parseExamText } from '../../config/exam-import/parse-exam-text';
import type { ExamImportBody } from '../../contracts/admin-exam-imports';
import { BROKEN_XLSX_MESSAGE, parseExamXlsx } from './exam-xlsx';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export async function parseImportBody(body: Pick<ExamImportBody, 'source' | 'content'>): Promise<ImportResult> {
  if (body.source === 'TEXT') return parseExamText(body.content);
  if (body.source === 'CSV') return parseExamCsv(body.content);
  const base64 = body.content.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!BASE64.test(base64)) return { ok: false, errors: [{ line: 1, message: BROKEN_XLSX_MESSAGE }] };
  if ((base64.length * 3) / 4 > IMPORT_LIMITS.maxFileBytes + 3) {
    return { ok: false, errors: [{ line: 1, message: 'XLSX 파일이 너무 큽니다. 2MB까지 가져올 수 있습니다.' }] };
  }
  return parseExamXlsx(Buffer.from(base64, 'base64'));
}
