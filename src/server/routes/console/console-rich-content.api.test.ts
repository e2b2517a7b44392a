/**
 * Rich problem content (ADR 34): an operator writes a problem in HTML — a table, math, an uploaded image — and
 * members read it back sanitised (format HTML, MathML from the server, no script) on the sheet, the single problem and
 * the solution; plain-text problems read as before; problems point only at a passage of their own paper; the routes
 * are operators' only; one audit row per change; HTML papers export (XLSX with 형식 columns, QTI) and import back the
 * same. Passages: console-passages.api.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, auditEvents, problems } from '../../../db/schema/index';
import { authoringTestKit } from '../../../test/console-kit';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { type TestSession, createLoggedInOperator, createLoggedInUser } from '../../../test/factories';
import { BRAND_A_HOST } from '../../../test/test-app';
import { graphql } from '../../../test/graphql-call';
import { COMPLETE, PNG_BYTES, PREPARE, type UploadTestApp, createUploadTestApp, put, uploadImage } from '../../../test/upload-kit';

let t: UploadTestApp;
beforeAll(async () => {
  t = await createUploadTestApp();
});
afterAll(() => t?.close());
const db = () => t.database.db;
const { call, auditRows, draftThroughApi } = authoringTestKit(() => t);

/** A draft exam with one empty paper, written through the API; its exam type made by the factory. */
const draftPaper = (editor: TestSession, host = BRAND_A_HOST) =>
  draftThroughApi(editor, 0, host, { subType: '서식 테스트 유형', title: '서식 있는 시험' });

const richStem = (imageUrl: string) =>
  '<p>다음 표와 그림을 보고 <strong>넓이</strong>를 구하시오. <span data-latex="S = \\frac{1}{2}ab">S</span>' +
  '<script>alert(1)</script></p><table><thead><tr><th>밑변</th><th>높이</th></tr></thead>' +
  '<tbody><tr><td onclick="x()">4</td><td>3</td></tr></tbody></table>' +
  `<p><img src="${imageUrl}" alt="직각삼각형" width="200" onerror="alert(2)"></p>`;

describe('an HTML problem with a table, math and an uploaded image', () => {
  it('is stored sanitised, its image attached, and members read it with its format on every screen', async () => {
    const editor = await createLoggedInOperator(db());
    const { attachment } = await uploadImage(t, { name: 'triangle.png', type: 'image/png', bytes: PNG_BYTES }, editor.cookie);
    const { examIdx, examDetailIdx } = await draftPaper(editor);

    const created = await call('POST', `/apiV2/admin/exam-details/${examDetailIdx}/problems`, {
      session: editor,
      payload: {
        format: 'HTML',
        subject: '수학',
        stem: richStem(attachment.url),
        choices: ['<p><span data-latex="6"></span></p>', '<p>8</p>', '<p>12 <em>cm²</em></p>', '<p>24</p><p>(둘째 줄)</p>'],
        answer: 1,
        explanation: '<p><span data-latex="\\frac{1}{2} \\times 4 \\times 3 = 6"></span></p>',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const problem = created.json();
    expect(problem).toMatchObject({ format: 'HTML', answerCount: 0, passageId: null });
    expect(problem.stem).toContain('<span data-latex="S = \\frac{1}{2}ab" class="math-inline"><math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(problem.stem).toContain('<table><thead><tr><th>밑변</th><th>높이</th></tr></thead><tbody><tr><td>4</td><td>3</td></tr></tbody></table>');
    expect(problem.stem).toContain(`<img src="${attachment.url}" alt="직각삼각형" width="200" />`);
    expect(problem.stem).not.toMatch(/script|onclick|onerror|alert/);
    expect(problem.choices[1]).toBe('8');
    expect(problem.choices[2]).toBe('12 <em>cm²</em>');
    expect(problem.choices[3]).toBe('24<br />(둘째 줄)');
    expect(problem.explanation).toMatch(/^<p><span data-latex="[^"]+" class="math-inline"><math /);
    const [row] = await db().select().from(attachments).where(eq(attachments.id, attachment.id));
    expect(row!.status).toBe('ATTACHED');

    expect((await call('POST', `/apiV2/admin/exams/${examIdx}/publish`, { session: editor })).statusCode).toBe(200);
    const member = await createLoggedInUser(db());
    const single = await call('GET', `/apiV2/problems/${problem.multipleProblemIdx}`, { session: member });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json()).toMatchObject({ format: 'HTML', stem: problem.stem, choices: problem.choices, passage: null });

    const started = await call('POST', '/apiV2/records', { session: member, payload: { mode: 'MOCK', examDetailIdx } });
    expect(started.statusCode, started.body).toBe(201);
    const sheet = started.json();
    expect(sheet.problems[0]).toMatchObject({ format: 'HTML', stem: problem.stem });
    expect(sheet.problems[0].stem).toMatch(/<math [^>]*>.*<\/math>/);
    expect(JSON.stringify(sheet)).not.toMatch(/<script|onerror|onclick/);
    const saved = await call('PUT', `/apiV2/records/${sheet.recordIdx}/answers/${problem.multipleProblemIdx}`, {
      session: member,
      payload: { choice: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('POST', `/apiV2/records/${sheet.recordIdx}/submit`, { session: member })).statusCode).toBe(200);
    const solution = await call('GET', `/apiV2/records/${sheet.recordIdx}/solution`, { session: member });
    expect(solution.statusCode, solution.body).toBe(200);
    expect(solution.json().problems[0]).toMatchObject({ format: 'HTML', isCorrect: true, explanation: problem.explanation });

    // The operator's own read and preview carry the format too.
    const paper = await call('GET', `/apiV2/admin/exam-details/${examDetailIdx}`, { session: editor });
    expect(paper.json().problems[0]).toMatchObject({ format: 'HTML', stem: problem.stem });
    const preview = await call('GET', `/apiV2/admin/exam-details/${examDetailIdx}/preview`, { session: editor });
    expect(preview.json().problems[0]).toMatchObject({ format: 'HTML', stem: problem.stem });

    // A wording fix after answers keeps working for HTML problems (ADR 32): the key too, with an explicit rescore.
    const fixed = await call('PATCH', `/apiV2/admin/problems/${problem.multipleProblemIdx}`, {
      session: editor,
      payload: { stem: '<p>고친 문제 <span data-latex="x^2"></span></p>', answer: 2 },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ format: 'HTML', answer: 2, answerCount: 1 });
    const impact = await call('GET', `/apiV2/admin/problems/${problem.multipleProblemIdx}/rescore`, { session: editor });
    expect(impact.json()).toMatchObject({ affectedRecordCount: 1 });
    const rescored = await call('POST', `/apiV2/admin/problems/${problem.multipleProblemIdx}/rescore`, { session: editor });
    expect(rescored.statusCode, rescored.body).toBe(200);
    expect(rescored.json()).toMatchObject({ rescoredRecordCount: 1 });
    expectKoreanError(
      await call('PATCH', `/apiV2/admin/problems/${problem.multipleProblemIdx}`, { session: editor, payload: { choices: ['가', '나', '다'], answer: 1 } }),
      409,
      undefined,
      'PROBLEM_HAS_ANSWERS',
    );
  });

  it('works from the console host: the editor’s upload there and the problem written there', async () => {
    const consoleHost = 'admin.localhost:3000';
    const editor = await createLoggedInOperator(db());
    const prepared = await graphql(t, PREPARE, { name: 'console.png', size: PNG_BYTES.length, type: 'image/png' }, { cookie: editor.cookie, host: consoleHost });
    const { attachment, signedURL } = prepared.json().data.attachmentPrepareUpload;
    expect((await put(t, signedURL, PNG_BYTES, 'image/png', { host: consoleHost })).statusCode).toBe(200);
    const completed = await graphql(t, COMPLETE, { attachmentID: attachment.id }, { cookie: editor.cookie, host: consoleHost });
    expect(completed.json().data.attachmentCompleteUpload.url).toBe(attachment.url);
    const { examDetailIdx } = await draftPaper(editor);
    const created = await call('POST', `/apiV2/admin/exam-details/${examDetailIdx}/problems`, {
      session: editor,
      host: consoleHost,
      payload: { format: 'HTML', subject: '수학', stem: `<p><img src="${attachment.url}" alt="그림"></p>`, choices: ['가', '나'], answer: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().stem).toBe(`<p><img src="${attachment.url}" alt="그림" /></p>`);
  });

  it('refuses an image that is not an upload of the operator, bad LaTeX, and HTML that shows nothing', async () => {
    const editor = await createLoggedInOperator(db());
    const other = await createLoggedInUser(db());
    const { attachment } = await uploadImage(t, { name: 'mine.png', type: 'image/png', bytes: PNG_BYTES }, other.cookie);
    const { examDetailIdx } = await draftPaper(editor);
    const url = `/apiV2/admin/exam-details/${examDetailIdx}/problems`;
    const body = { format: 'HTML', subject: '수학', choices: ['가', '나'], answer: 1 };
    const auditCount = async () => (await db().select({ id: auditEvents.id }).from(auditEvents)).length;
    const countBefore = await auditCount();

    expectKoreanError(
      await call('POST', url, { session: editor, payload: { ...body, stem: `<p>그림 <img src="${attachment.url}"></p>` } }),
      400,
      '올린 이미지를 찾을 수 없습니다. 이미지를 다시 올려주세요.',
      'UNKNOWN_UPLOAD',
    );
    expectKoreanError(
      await call('POST', url, { session: editor, payload: { ...body, stem: '<p><img src="/uploads/not-there.png"></p>' } }),
      400,
      '올린 이미지를 찾을 수 없습니다. 이미지를 다시 올려주세요.',
    );
    const badMath = await call('POST', url, { session: editor, payload: { ...body, stem: '<p><span data-latex="\\frac{1"></span></p>' } });
    expectKoreanError(badMath, 400, undefined, 'INVALID_CONTENT');
    expect(badMath.json().message).toMatch(/^수식을 해석하지 못했습니다 \(문제\): KaTeX parse error/);
    const badChoice = await call('POST', url, {
      session: editor,
      payload: { ...body, stem: '<p>문제</p>', choices: ['가', '<span data-latex="\\nosuchmacro"></span>'] },
    });
    expect(badChoice.json().message).toMatch(/^수식을 해석하지 못했습니다 \(2번 선택지\): /);
    expectKoreanError(
      await call('POST', url, { session: editor, payload: { ...body, stem: '<p><script>alert(1)</script>&nbsp;</p>' } }),
      400,
      '문제 내용을 입력해주세요.',
    );
    expectKoreanError(
      await call('POST', url, { session: editor, payload: { ...body, stem: '<p>문제</p>', choices: ['가', '<p> </p>'] } }),
      400,
      '2번 선택지를 입력해주세요.',
    );
    // TEXT keeps its older bounds; the schema's bounds are HTML's.
    expectKoreanError(
      await call('POST', url, { session: editor, payload: { subject: '수학', stem: '가'.repeat(5001), choices: ['가', '나'], answer: 1 } }),
      400,
      '문제 내용은 5000자 이하로 입력해주세요.',
    );
    expectKoreanError(
      await call('POST', url, { session: editor, payload: { ...body, stem: 'x'.repeat(20_001) } }),
      400,
      '문제 내용은 20000자 이하로 입력해주세요.',
    );
    expectKoreanError(await call('POST', url, { session: editor, payload: { ...body, stem: '문제', format: 'MARKDOWN' } }), 400);
    expect(await db().select().from(problems).where(eq(problems.examDetailId, examDetailIdx))).toEqual([]);
    expect(await auditCount()).toBe(countBefore);
  });

  it('leaves plain-text problems as they were, and a new format checks every field again', async () => {
    const editor = await createLoggedInOperator(db());
    const { examDetailIdx } = await draftPaper(editor);
    const text = await call('POST', `/apiV2/admin/exam-details/${examDetailIdx}/problems`, {
      session: editor,
      payload: { subject: '국어', stem: '<b>굵게</b> 쓰지 않은 글\n\n| 가 | 나 |\n| 1 | 2 |', choices: ['a < b', 'c & d'], answer: 1 },
    });
    expect(text.statusCode, text.body).toBe(201);
    expect(text.json()).toMatchObject({ format: 'TEXT', stem: '<b>굵게</b> 쓰지 않은 글\n\n| 가 | 나 |\n| 1 | 2 |', choices: ['a < b', 'c & d'] });
    const id = text.json().multipleProblemIdx as number;

    const converted = await call('PATCH', `/apiV2/admin/problems/${id}`, {
      session: editor,
      payload: { format: 'HTML', stem: '<p>굵게 <strong>쓴</strong> 글</p>', choices: ['a &lt; b', 'c &amp; d'] },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json()).toMatchObject({ format: 'HTML', stem: '<p>굵게 <strong>쓴</strong> 글</p>', choices: ['a &lt; b', 'c &amp; d'] });
    // Only the format sent: the stored fields are checked again in it (the HTML sanitised again is the same).
    const back = await call('PATCH', `/apiV2/admin/problems/${id}`, { session: editor, payload: { format: 'TEXT', stem: '굵게 쓴 글' } });
    expect(back.json()).toMatchObject({ format: 'TEXT', stem: '굵게 쓴 글', choices: ['a &lt; b', 'c &amp; d'] });
    expect((await auditRows('problem', id)).map((row) => [row.action, (row.after as { format: string }).format])).toEqual([
      ['problem.create', 'TEXT'],
      ['problem.update', 'HTML'],
      ['problem.update', 'TEXT'],
    ]);
  });
});

describe('HTML content through export and import (the XLSX template’s 형식 columns, QTI)', () => {
  const importBody = (examIdx: number, source: 'CSV' | 'XLSX', content: string) => ({
    source,
    content,
    examIdx,
    paperTitle: '가져온 회차',
    timeLimitMinutes: 30,
  });

  it('exports an HTML paper with a passage and an image as XLSX that imports back as the same paper', async () => {
    const editor = await createLoggedInOperator(db());
    const { attachment } = await uploadImage(t, { name: 'fig.png', type: 'image/png', bytes: PNG_BYTES }, editor.cookie);
    const { examIdx, examDetailIdx } = await draftPaper(editor);
    const passage = await call('POST', `/apiV2/admin/exam-details/${examDetailIdx}/passages`, {
      session: editor,
      payload: { title: '자료', body: '<table><tr><th>x</th><td><span data-latex="x^2"></span></td></tr></table>', format: 'HTML' },
    });
    const problemUrl = `/apiV2/admin/exam-details/${examDetailIdx}/problems`;
    const first = await call('POST', problemUrl, {
      session: editor,
      payload: {
        format: 'HTML',
        subject: '수학',
        passageId: passage.json().passageId,
        stem: richStem(attachment.url),
        choices: ['<span data-latex="\\frac{1}{2}"></span>', '<p>둘</p><p>셋</p>'],
        answer: 1,
        explanation: '<p><em>해설</em></p>',
      },
    });
    expect(first.statusCode, first.body).toBe(201);
    await call('POST', problemUrl, { session: editor, payload: { subject: '수학', stem: '평문 a < b', choices: ['가', '나'], answer: 2 } });

    const xlsx = await call('GET', `/apiV2/admin/exam-details/${examDetailIdx}/export.xlsx`, { session: editor });
    expect(xlsx.statusCode).toBe(200);
    const content = xlsx.rawPayload.toString('base64');
    const report = await call('POST', '/apiV2/admin/exam-imports/dry-run', { session: editor, payload: importBody(examIdx, 'XLSX', content) });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ ok: true, problemCount: 2, passageCount: 1 });
    expect(report.json().problems[0].summary).toBe('다음 표와 그림을 보고 넓이를 구하시오. S = \\frac{1}{2}ab 밑변 높이 4 3');
    const imported = await call('POST', '/apiV2/admin/exam-imports', { session: editor, payload: importBody(examIdx, 'XLSX', content) });
    expect(imported.statusCode, imported.body).toBe(201);

    const strip = (preview: { passages: unknown[]; problems: Array<Record<string, unknown>> }) => ({
      passages: preview.passages,
      problems: preview.problems.map(({ multipleProblemIdx: _id, ...problem }) => problem),
    });
    const before = (await call('GET', `/apiV2/admin/exam-details/${examDetailIdx}/preview`, { session: editor })).json();
    const after = (await call('GET', `/apiV2/admin/exam-details/${imported.json().examDetailIdx}/preview`, { session: editor })).json();
    expect(strip(after)).toEqual(strip(before));
    expect(after.problems[0]).toMatchObject({ format: 'HTML', stem: first.json().stem });
    expect(after.passages[0]).toMatchObject({ format: 'HTML', title: '자료' });
    expect(after.problems[1]).toMatchObject({ format: 'TEXT', stem: '평문 a < b' });

    const qti = await call('GET', `/apiV2/admin/exam-details/${examDetailIdx}/export.qti.zip`, { session: editor });
    const zip = await JSZip.loadAsync(qti.rawPayload);
    const item = await zip.file('items/item-1.xml')!.async('string');
    expect(item).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(item).toContain(`<img src="http://${BRAND_A_HOST}${attachment.url}" alt="직각삼각형" width="200"/>`);
    expect(item).not.toMatch(/<script|onerror/);
  });

  it('imports the repository’s HTML sample CSV; refuses bad LaTeX and someone else’s image with their lines, writing nothing', async () => {
    const editor = await createLoggedInOperator(db());
    const { examIdx } = await draftPaper(editor);
    const sample = readFileSync(path.resolve(__dirname, '../../../../docs/samples/exam-import-sample-html.csv'), 'utf8');
    const report = await call('POST', '/apiV2/admin/exam-imports/dry-run', { session: editor, payload: importBody(examIdx, 'CSV', sample) });
    expect(report.json()).toMatchObject({ ok: true, problemCount: 3, passageCount: 1 });
    const imported = await call('POST', '/apiV2/admin/exam-imports', { session: editor, payload: importBody(examIdx, 'CSV', sample) });
    expect(imported.statusCode, imported.body).toBe(201);
    const paper = (await call('GET', `/apiV2/admin/exam-details/${imported.json().examDetailIdx}`, { session: editor })).json();
    expect(paper.problems.map((p: { format: string }) => p.format)).toEqual(['HTML', 'HTML', 'TEXT']);
    expect(paper.passages[0]).toMatchObject({ format: 'HTML', problemCount: 2 });
    expect(paper.problems[1].choices[0]).toMatch(/^<span data-latex="10\\%" class="math-inline"><math /);

    const other = await createLoggedInUser(db());
    const { attachment } = await uploadImage(t, { name: 'theirs.png', type: 'image/png', bytes: PNG_BYTES }, other.cookie);
    const header = '번호,과목,지문번호,지문제목,지문,문제,보기1,보기2,보기3,보기4,보기5,정답,해설,배점,형식';
    const bad = [
      header,
      `1,수학,,,,"<p>그림 <img src=""${attachment.url}""></p>",가,나,,,,1,,,HTML`,
      '2,수학,,,,"<p><span data-latex=""\\frac{""></span></p>",가,나,,,,1,,,HTML',
    ].join('\n');
    const refused = await call('POST', '/apiV2/admin/exam-imports/dry-run', { session: editor, payload: importBody(examIdx, 'CSV', bad) });
    expect(refused.json().ok).toBe(false);
    expect(refused.json().errors).toEqual([
      { line: 2, message: `올린 이미지를 찾을 수 없습니다. 이미지를 다시 올려주세요. (${attachment.url})` },
      { line: 3, message: expect.stringMatching(/^2번 문제 줄: 수식을 해석하지 못했습니다 \(문제\): KaTeX parse error/) },
    ]);
    const confirmed = await call('POST', '/apiV2/admin/exam-imports', { session: editor, payload: importBody(examIdx, 'CSV', bad) });
    expectKoreanError(confirmed, 400, undefined, 'IMPORT_INVALID');
    const [row] = await db().select().from(attachments).where(eq(attachments.id, attachment.id));
    expect(row!.status).toBe('UPLOADED');
  });
});
