/**
 * The body of an import request → the normalized paper or line-numbered errors, whichever source it names. The dry
 * run and the confirmation both call this on what the client sends: a parse is never taken from the client.
 * HTML cells of the CSV/XLSX template (형식 HTML, ADR 34) pass through the problems' one sanitiser, and the uploaded
 * images they show are collected with their rows, for the dry run to check and the import to attach.
 */
import { IMPORT_LIMITS, type ImportResult, sortErrors } from '../../config/exam-import/imported-paper';
import { parseExamCsv } from '../../config/exam-import/parse-exam-csv';
import { parseExamText } from '../../config/exam-import/parse-exam-text';
import type { HtmlCellCheck } from '../../config/exam-import/template-rows';
import type { ExamImportBody } from '../../contracts/console-exam-imports';
import type { Db } from '../../db/client';
import { UNKNOWN_PROBLEM_IMAGE_MESSAGE, attachProblemImages } from '../problems/attach-problem-images';
import { sanitizeProblemHtml } from '../problems/sanitize-problem-content';
import { BROKEN_XLSX_MESSAGE, parseExamXlsx } from './exam-xlsx';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface ParsedImport {
  result: ImportResult;
  /** The uploaded images HTML cells show, each with the first row that shows it. */
  images: Map<string, number>;
}

export async function parseImportBody(body: Pick<ExamImportBody, 'source' | 'content'>): Promise<ParsedImport> {
  const images = new Map<string, number>();
  const html: HtmlCellCheck = (value, field) => {
    const sanitized = sanitizeProblemHtml(value, field.kind, field.name);
    if (!sanitized.ok) return sanitized;
    for (const key of sanitized.uploadKeys) if (!images.has(key)) images.set(key, field.line);
    return { ok: true, html: sanitized.html, length: sanitized.length };
  };
  return { result: await parseSource(body, html), images };
}

async function parseSource(body: Pick<ExamImportBody, 'source' | 'content'>, html: HtmlCellCheck): Promise<ImportResult> {
  if (body.source === 'TEXT') return parseExamText(body.content);
  if (body.source === 'CSV') return parseExamCsv(body.content, { html });
  const base64 = body.content.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!BASE64.test(base64)) return { ok: false, errors: [{ line: 1, message: BROKEN_XLSX_MESSAGE }] };
  if ((base64.length * 3) / 4 > IMPORT_LIMITS.maxFileBytes + 3) {
    return { ok: false, errors: [{ line: 1, message: 'XLSX 파일이 너무 큽니다. 2MB까지 가져올 수 있습니다.' }] };
  }
  return parseExamXlsx(Buffer.from(base64, 'base64'), { html });
}

/**
 * The parse with its images checked: an image the operator may not use (ADR 34's rule, attach-problem-images.ts) is
 * an error at the first row that shows it. Reads only.
 */
export async function parseAndCheckImport(
  db: Db,
  uploaderId: string,
  body: Pick<ExamImportBody, 'source' | 'content'>,
): Promise<ParsedImport> {
  const parsed = await parseImportBody(body);
  if (parsed.images.size === 0) return parsed;
  const { refused } = await attachProblemImages(db, { uploaderId, uploadKeys: [...parsed.images.keys()], dryRun: true });
  if (refused.length === 0) return parsed;
  const imageErrors = refused.map((key) => ({ line: parsed.images.get(key)!, message: `${UNKNOWN_PROBLEM_IMAGE_MESSAGE} (/uploads/${key})` }));
  const earlier = parsed.result.ok ? [] : parsed.result.errors;
  return { ...parsed, result: { ok: false, errors: sortErrors([...earlier, ...imageErrors]) } };
}
