/**
 * Exam paper import (ADR 31): only CONTENT_EDITORs and ADMINs reach `/apiV2/admin/exam-imports…` and the
 * paper exports (visitors 401, members 403); a dry run reports what would be made or the errors with their lines and
 * writes nothing, malformed input (wrong columns, a broken XLSX, 10 MB of text, a choice out of range) is a report
 * or a 4xx and never a 500; a confirmed import writes an unpublished paper and one audit row; takers see the paper
 * only once it is published; the XLSX export reads back as the same paper.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseExamCsv } from '../../../config/exam-import/parse-exam-csv';
import { parseExamText } from '../../../config/exam-import/parse-exam-text';
import { BRAND_CONFIGS, findCategory } from '../../../config/brands';
import { auditEvents, communityBoards, communityMenus, examDetails, problems } from '../../../db/schema/index';
import { parseExamXlsx } from '../../exam-import/exam-xlsx';
import {
  XLSX_SHARED_STRINGS_TOO_LARGE_MESSAGE,
  XLSX_TOO_MANY_ROWS_MESSAGE,
  XLSX_TOO_MANY_STRINGS_MESSAGE,
} from '../../exam-import/read-xlsx-rows';
import { rateLimitKey } from '../../http/rate-limit';
import { type TestSession, createExam, createLoggedInOperator, createLoggedInUser } from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, useTestApp } from '../../../test/test-app';
import { manySharedStringsXlsx, millionRowXlsx, sharedStringsBombXlsx } from '../../../test/xlsx-bombs';
import { IMPORT_BUSY_MESSAGE } from './console-exam-imports';

const t = useTestApp();
const db = () => t.database.db;

const samples = path.resolve(__dirname, '../../../../docs/samples');
const sampleText = readFileSync(path.join(samples, 'exam-import-sample.txt'), 'utf8');
const sampleCsv = readFileSync(path.join(samples, 'exam-import-sample.csv'), 'utf8');
const sampleXlsx = readFileSync(path.join(samples, 'exam-import-sample.xlsx')).toString('base64');

const call = (
  method: 'GET' | 'POST',
  url: string,
  options: { session?: TestSession; host?: string; payload?: unknown } = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    headers: { host: options.host ?? BRAND_A_HOST, ...(options.session ? { cookie: options.session.cookie } : {}) },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });

/** A published exam of brand A (the factory's) to import into. */
async function publishedExam() {
  return createExam(db(), { brand: 'a', subType: '가져오기 테스트 유형' });
}

const body = (examIdx: number, overrides: Record<string, unknown> = {}) => ({
  source: 'TEXT',
  content: sampleText,
  examIdx,
  paperTitle: '가져온 1회',
  timeLimitMinutes: 40,
  ...overrides,
});

async function problemCount() {
  const [row] = await db().select({ n: count() }).from(problems);
  return row!.n;
}
async function paperCount() {
  const [row] = await db().select({ n: count() }).from(examDetails);
  return row!.n;
}
async function auditCount() {
  const [row] = await db().select({ n: count() }).from(auditEvents);
  return row!.n;
}

describe('who may import', () => {
  it('refuses visitors with 401 and members with 403 on every import, publish and export route', async () => {
    const exam = await publishedExam();
    const editor = await createLoggedInOperator(db());
    const imported = await call('POST', '/apiV2/admin/exam-imports', { session: editor, payload: body(exam.examIdx) });
    expect(imported.statusCode, imported.body).toBe(201);
    const paperId = imported.json().examDetailIdx as number;
    const member = await createLoggedInUser(db());
    const routes: [method: 'GET' | 'POST', url: string, payload?: unknown][] = [
      ['POST', '/apiV2/admin/exam-imports/dry-run', body(exam.examIdx)],
      ['POST', '/apiV2/admin/exam-imports', body(exam.examIdx)],
      ['POST', `/apiV2/admin/exam-details/${paperId}/publish`],
      ['POST', `/apiV2/admin/exam-details/${paperId}/unpublish`],
      ['GET', `/apiV2/admin/exam-details/${paperId}/export.xlsx`],
      ['GET', `/apiV2/admin/exam-details/${paperId}/export.qti.zip`],
      ['GET', `/apiV2/admin/exam-details/${paperId}/statistics`],
      ['GET', `/apiV2/admin/exam-details/${paperId}/preview`],
      ['GET', '/apiV2/admin/exam-imports/template.csv'],
      ['GET', '/apiV2/admin/exam-imports/template.xlsx'],
    ];
    const before = { problems: await problemCount(), audit: await auditCount() };
    for (const [method, url, payload] of routes) {
      const visitor = await call(method, url, { payload });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(method, url, { session: member, payload });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe('운영자만 이용할 수 있습니다.');
    }
    expect({ problems: await problemCount(), audit: await auditCount() }).toEqual(before);
  });

  it('lets an ADMIN import too, and answers another brand’s exam and paper with 404', async () => {
    const exam = await publishedExam();
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    const dry = await call('POST', '/apiV2/admin/exam-imports/dry-run', { session: admin, payload: body(exam.examIdx) });
    expect(dry.statusCode, dry.body).toBe(200);
    const brandB = await createLoggedInOperator(db(), { brand: 'b' });
    const other = await call('POST', '/apiV2/admin/exam-imports/dry-run', { session: brandB, host: BRAND_B_HOST, payload: body(exam.examIdx) });
    expect(other.statusCode).toBe(404);
  });
});

describe('dry run', () => {
  it('reports the sample text paper (a shared passage, a 합답형 item) and writes nothing', async () => {
    const exam = await publishedExam();
    const editor = await createLoggedInOperator(db());
    const before = { problems: await problemCount(), papers: await paperCount(), audit: await auditCount() };
    const response = await call('POST', '/apiV2/admin/exam-imports/dry-run', { session: editor, payload: body(exam.examIdx) });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ ok: true, errors: [], examIdx: exam.examIdx, isNewExam: false, paperTitle: '가져온 1회', problemCount: 4, passageCount: 1 });
    expect(report.problems[2]).toMatchObject({ number: 3, statementCount: 4, choiceCount: 5, answer: 2 });
    expect({ problems: await problemCount(), papers: await paperCount(), audit: await auditCount() }).toEqual(before);
  });

  it('reports the sample CSV and the sample XLSX', async () => {
    const exam = await publishedExam();
    const editor = await createLoggedInOperator(db());
    const csv = await call('POST', '/apiV2/admin/exam-imports/dry-run', { session: editor, payload: body(exam.examIdx, { source: 'CSV', content: sampleCsv }) });
    expect(csv.json()).toMatchObject({ ok: true, problemCount: 4, passageCount: 1 });
    const xlsx = await call('POST', '/apiV2/admin/exam-imports/dry-run', { session: editor, payload: body(exam.examIdx, { source: 'XLSX', content: sampleXlsx }) });
    expect(xlsx.json()).toMatchObject({ ok: true, problemCount: 3, passageCount: 1 });
  });

  it('answers malformed input with line-numbered errors, never a 500, and writes nothing', async () => {
    const exam = await publishedExam();
    const editor = await createLoggedInOperator(db());
    const before = { problems: await problemCount(), papers: await paperCount(), audit: await auditCount() };
    const dry = (overrides: Record<string, unknown>) =>
      call('POST', '/apiV2/admin/exam-imports/dry-run', { session: editor, payload: body(exam.examIdx, overrides) });

    const columns = await dry({ source: 'CSV', content: '번호,문제,정답\n1,질문,1\n' });
    expect(columns.statusCode).toBe(200);
    expect(columns.json().errors).toEqual([{ line: 1, message: expect.stringContaining('열 이름이 양식과 다릅니다.') }]);

    const broken = await dry({ source: 'XLSX', content: Buffer.from('이것은 엑셀 파일이 아닙니다').toString('base64') });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({ ok: false, errors: [{ line: 1, message: expect.stringContaining('XLSX 파일을 읽을 수 없습니다.') }] });

    const notBase64 = await dry({ source: 'XLSX', content: '%%%' });
    expect(notBase64.json().errors[0].line).toBe(1);

    const range = await dry({ content: '1. 질문?\n① 가\n② 나\n③ 다\n정답: 1.⑤' });
    expect(range.json().errors).toEqual([{ line: 5, message: '1번 문제의 정답 ⑤가 보기 범위(①~③)를 벗어납니다.' }]);

    const huge = await dry({ content: '가'.repeat(10 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/[가-힣]/);

    // Over the parser's 2,000,000 characters but within the 4 MB body: a report, not a 413.
    const long = await dry({ content: `1. ${'a'.repeat(2_000_001)}` });
    expect(long.statusCode).toBe(200);
    expect(long.json().errors).toEqual([{ line: 1, message: '붙여 넣은 내용이 너무 깁니다. 2,000,000자까지 가져올 수 있습니다.' }]);

    const confirm = await call('POST', '/apiV2/admin/exam-imports', { session: editor, payload: body(exam.examIdx, { content: '1. 질문?\n① 가\n② 나\n③ 다\n정답: 1.⑤' }) });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toMatchObject({ code: 'IMPORT_INVALID', message: expect.stringContaining('5번째 줄: 1번 문제의 정답 ⑤') });

    expect({ problems: await problemCount(), papers: await paperCount(), audit: await auditCount() }).toEqual(before);
  });

  it('needs exactly one target: an exam, or a type and title for a new one', async () => {
    const exam = await publishedExam();
    const editor = await createLoggedInOperator(db());
    const none = await call('POST', '/apiV2/admin/exam-imports/dry-run', { session: editor, payload: body(exam.examIdx, { examIdx: undefined }) });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('가져올 시험을 고르거나, 새 시험의 유형과 제목을 입력해주세요.');
    const both = await call('POST', '/apiV2/admin/exam-imports/dry-run', {
      session: editor,
      payload: body(exam.examIdx, { examTypeId: exam.examTypeId, examTitle: '새 시험' }),
    });
    expect(both.statusCode).toBe(400);
  });
});

describe('confirm, publish, export', () => {
  it('writes an unpublished paper with one audit row; takers see it only after 공개, and 비공개 takes it away', async () => {
    const exam = await publishedExam();
    const editor = await createLoggedInOperator(db());
    const member = await createLoggedInUser(db());
    const auditBefore = await auditCount();
    const response = await call('POST', '/apiV2/admin/exam-imports', { session: editor, payload: body(exam.examIdx) });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({ examIdx: exam.examIdx, problemCount: 4, passageCount: 1, isPublished: false });
    expect(await auditCount()).toBe(auditBefore + 1);
    const audits = await db().select().from(auditEvents).where(eq(auditEvents.resourceId, String(result.examDetailIdx)));
    expect(audits.filter((row) => row.resourceType === 'exam-detail').map((row) => row.action)).toEqual(['exam-detail.import']);

    const rows = await db().select().from(problems).where(eq(problems.examDetailId, result.examDetailIdx)).orderBy(problems.number);
    expect(rows.map((row) => row.number)).toEqual([1, 2, 3, 4]);
    expect(rows[0]!.passageId).not.toBeNull();
    expect(rows[1]!.passageId).toBe(rows[0]!.passageId);

    const listed = async () => {
      const list = await call('GET', `/apiV2/exams/${exam.examIdx}/exam-details`, { session: member });
      expect(list.statusCode, list.body).toBe(200);
      return (list.json().items as { examDetailIdx: number }[]).map((item) => item.examDetailIdx);
    };
    const start = () =>
      call('POST', '/apiV2/records', { session: member, payload: { mode: 'MOCK', source: 'PAPER', examDetailIdx: result.examDetailIdx } });
    expect(await listed()).not.toContain(result.examDetailIdx);
    expect((await call('GET', `/apiV2/exam-details/${result.examDetailIdx}`, { session: member })).statusCode).toBe(404);
    expect((await start()).statusCode).toBe(404);

    const published = await call('POST', `/apiV2/admin/exam-details/${result.examDetailIdx}/publish`, { session: editor });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ isPublished: true, problemCount: 4 });
    expect(await auditCount()).toBe(auditBefore + 2);
    expect(await listed()).toContain(result.examDetailIdx);
    const started = await start();
    expect(started.statusCode, started.body).toBe(201);

    // Publishing again changes nothing (no second audit row).
    expect((await call('POST', `/apiV2/admin/exam-details/${result.examDetailIdx}/publish`, { session: editor })).statusCode).toBe(200);
    expect(await auditCount()).toBe(auditBefore + 2);

    const hidden = await call('POST', `/apiV2/admin/exam-details/${result.examDetailIdx}/unpublish`, { session: editor });
    expect(hidden.json()).toMatchObject({ isPublished: false });
    expect(await auditCount()).toBe(auditBefore + 3);
    expect(await listed()).not.toContain(result.examDetailIdx);
  });

  it('imports into a new draft exam under a type of the brand', async () => {
    const exam = await publishedExam();
    const editor = await createLoggedInOperator(db());
    const response = await call('POST', '/apiV2/admin/exam-imports', {
      session: editor,
      payload: body(exam.examIdx, { examIdx: undefined, examTypeId: exam.examTypeId, examTitle: '가져온 새 시험', source: 'CSV', content: sampleCsv }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const authored = await call('GET', `/apiV2/admin/exams/${response.json().examIdx}`, { session: editor });
    expect(authored.json()).toMatchObject({ title: '가져온 새 시험', publishedAt: null, examDetails: [{ title: '가져온 1회', isPublished: false, problemCount: 4 }] });
  });

  it('exports the paper as the XLSX template that reads back as the same paper, and as a QTI 3.0 zip', async () => {
    const exam = await publishedExam();
    const editor = await createLoggedInOperator(db());
    const imported = await call('POST', '/apiV2/admin/exam-imports', { session: editor, payload: body(exam.examIdx) });
    const paperId = imported.json().examDetailIdx as number;
    const xlsx = await call('GET', `/apiV2/admin/exam-details/${paperId}/export.xlsx`, { session: editor });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(await parseExamXlsx(xlsx.rawPayload)).toEqual(parseExamText(sampleText));

    const qti = await call('GET', `/apiV2/admin/exam-details/${paperId}/export.qti.zip`, { session: editor });
    expect(qti.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(qti.rawPayload);
    expect(zip.file('imsmanifest.xml')).not.toBeNull();
    expect(zip.file('items/item-4.xml')).not.toBeNull();
    expect((await call('GET', '/apiV2/admin/exam-details/999999/export.xlsx', { session: editor })).statusCode).toBe(404);

    const preview = await call('GET', `/apiV2/admin/exam-details/${paperId}/preview`, { session: editor });
    expect(preview.statusCode).toBe(200);
    const expected = parseExamText(sampleText);
    if (!expected.ok) throw new Error('sample must parse');
    expect(preview.json()).toEqual({
      examTitle: expect.any(String),
      paperTitle: '가져온 1회',
      passages: expected.paper.passages,
      // Each problem also names its stored id, for the preview's 정답 변경 and 재채점 (ADR 32).
      problems: expected.paper.problems.map((problem) => ({ multipleProblemIdx: expect.any(Number), ...problem })),
    });
  });

  it('offers the template as CSV and XLSX, each a valid paper of the template', async () => {
    const editor = await createLoggedInOperator(db());
    const csv = await call('GET', '/apiV2/admin/exam-imports/template.csv', { session: editor });
    expect(csv.statusCode).toBe(200);
    expect(parseExamCsv(csv.body)).toMatchObject({ ok: true });
    const xlsx = await call('GET', '/apiV2/admin/exam-imports/template.xlsx', { session: editor });
    expect(await parseExamXlsx(xlsx.rawPayload)).toMatchObject({ ok: true });
  });
});

describe("a new exam's 시험 정보방", () => {
  it('gives an imported exam its category board, as an exam made by hand gets, opening the board once', async () => {
    const exam = await publishedExam();
    const editor = await createLoggedInOperator(db());
    const member = await createLoggedInUser(db());
    const imported = await call('POST', '/apiV2/admin/exam-imports', {
      session: editor,
      payload: body(exam.examIdx, { examIdx: undefined, examTypeId: exam.examTypeId, examTitle: '정보방 있는 새 시험' }),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const { examIdx, examDetailIdx } = imported.json() as { examIdx: number; examDetailIdx: number };
    expect((await call('POST', `/apiV2/admin/exam-details/${examDetailIdx}/publish`, { session: editor })).statusCode).toBe(200);
    const published = await call('POST', `/apiV2/admin/exams/${examIdx}/publish`, { session: editor });
    expect(published.statusCode, published.body).toBe(200);

    // What a taker's like and submit ask before bookmarking the board.
    const board = await call('GET', `/apiV2/exams/${examIdx}/community-board`, { session: member });
    expect(board.statusCode, board.body).toBe(200);
    const { boardSlug } = board.json() as { boardSlug: string };
    expect(boardSlug).toBe(findCategory('a', BRAND_CONFIGS.a.categories[0]!.slug)!.infoRoom.slug);
    const [row] = await db()
      .select({ brand: communityBoards.brand, bookmarkable: communityMenus.bookmarkable })
      .from(communityBoards)
      .innerJoin(communityMenus, eq(communityMenus.id, communityBoards.menuId))
      .where(eq(communityBoards.slug, boardSlug));
    expect(row).toEqual({ brand: 'a', bookmarkable: true });

    // By hand, under the same category: the same board, not a second one.
    const byHand = await call('POST', '/apiV2/admin/exams', { session: editor, payload: { examTypeId: exam.examTypeId, title: '손으로 만든 시험' } });
    expect(byHand.statusCode, byHand.body).toBe(201);
    expect(byHand.json()).toMatchObject({ communityBoardSlug: boardSlug });
    expect(await db().select().from(communityBoards).where(eq(communityBoards.slug, boardSlug))).toHaveLength(1);
  });
});

describe('item statistics', () => {
  it('counts the closed attempts of a paper: correct rate and choices per problem', async () => {
    const exam = await publishedExam();
    const editor = await createLoggedInOperator(db());
    const imported = await call('POST', '/apiV2/admin/exam-imports', { session: editor, payload: body(exam.examIdx) });
    const paperId = imported.json().examDetailIdx as number;
    await call('POST', `/apiV2/admin/exam-details/${paperId}/publish`, { session: editor });
    // Two members: one answers problem 1 right (②), one wrong (①); both leave the rest blank and submit.
    for (const choice of [2, 1]) {
      const member = await createLoggedInUser(db());
      const started = await call('POST', '/apiV2/records', { session: member, payload: { mode: 'MOCK', source: 'PAPER', examDetailIdx: paperId } });
      expect(started.statusCode, started.body).toBe(201);
      const sheet = started.json();
      const first = sheet.problems[0].multipleProblemIdx as number;
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/apiV2/records/${sheet.recordIdx}/answers/${first}`,
        headers: { host: BRAND_A_HOST, cookie: member.cookie },
        payload: { choice },
      });
      expect(saved.statusCode, saved.body).toBeLessThan(300);
      const submitted = await call('POST', `/apiV2/records/${sheet.recordIdx}/submit`, { session: member });
      expect(submitted.statusCode, submitted.body).toBe(200);
    }
    const stats = await call('GET', `/apiV2/admin/exam-details/${paperId}/statistics`, { session: editor });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toMatchObject({ takers: 2, groupSize: 1 });
    expect(stats.json().problems[0]).toMatchObject({ number: 1, answer: 2, correct: 1, facility: 0.5, discrimination: 1, choiceCounts: [1, 1, 0, 0], unanswered: 0 });
    expect(stats.json().problems[1]).toMatchObject({ number: 2, correct: 0, unanswered: 2 });
  });
});

describe('XLSX uploads bounded before they are read', () => {
  it('answers an inflating zip with 413, a million rows or strings with 400, each in Korean, and writes nothing', async () => {
    const exam = await publishedExam();
    const editor = await createLoggedInOperator(db());
    const before = { problems: await problemCount(), papers: await paperCount() };
    const send = async (route: 'dry-run' | 'confirm', file: Buffer) =>
      call('POST', route === 'dry-run' ? '/apiV2/admin/exam-imports/dry-run' : '/apiV2/admin/exam-imports', {
        session: editor,
        payload: body(exam.examIdx, { source: 'XLSX', content: file.toString('base64') }),
      });

    for (const route of ['dry-run', 'confirm'] as const) {
      const bomb = await send(route, await sharedStringsBombXlsx());
      expect(bomb.statusCode, bomb.body).toBe(413);
      expect(bomb.json()).toMatchObject({ code: 'IMPORT_TOO_LARGE', message: XLSX_SHARED_STRINGS_TOO_LARGE_MESSAGE });

      const rows = await send(route, await millionRowXlsx());
      expect(rows.statusCode, rows.body).toBe(400);
      expect(rows.json()).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS', message: XLSX_TOO_MANY_ROWS_MESSAGE });
    }
    const strings = await send('dry-run', await manySharedStringsXlsx());
    expect(strings.statusCode, strings.body).toBe(400);
    expect(strings.json()).toMatchObject({ code: 'IMPORT_TOO_MANY_STRINGS', message: XLSX_TOO_MANY_STRINGS_MESSAGE });

    // The sample still reads after the refusals: each released the operator's import lock.
    const sample = await send('dry-run', Buffer.from(sampleXlsx, 'base64'));
    expect(sample.statusCode, sample.body).toBe(200);
    expect(sample.json()).toMatchObject({ ok: true, problemCount: 3 });
    expect({ problems: await problemCount(), papers: await paperCount() }).toEqual(before);
  });

  it('takes one import at a time per operator: a second while one runs is 429 in Korean, another operator goes ahead', async () => {
    const exam = await publishedExam();
    const editor = await createLoggedInOperator(db());
    const other = await createLoggedInOperator(db(), { username: '다른운영자' });
    const dry = (session: TestSession) =>
      call('POST', '/apiV2/admin/exam-imports/dry-run', { session, payload: body(exam.examIdx, { source: 'XLSX', content: sampleXlsx }) });
    // The editor's import in progress, held where a running one holds it.
    const key = rateLimitKey('admin', 'exam-import', `user:${editor.user.id}`);
    await t.app.rateLimiter.store.increment(key, 60_000);
    const busy = await dry(editor);
    expect(busy.statusCode, busy.body).toBe(429);
    expect(busy.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: IMPORT_BUSY_MESSAGE });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    const confirm = await call('POST', '/apiV2/admin/exam-imports', { session: editor, payload: body(exam.examIdx) });
    expect(confirm.statusCode, confirm.body).toBe(429);
    expect((await dry(other)).statusCode).toBe(200);

    await t.app.rateLimiter.store.decrement(key);
    expect((await dry(editor)).statusCode).toBe(200);

    // Two at once from the same operator: one is answered, the other refused (or both answered if the first ended
    // before the second began), never two parses at a time.
    const both = await Promise.all([dry(editor), dry(editor)]);
    expect(both.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(both.some((r) => r.statusCode === 200)).toBe(true);
  });
});
