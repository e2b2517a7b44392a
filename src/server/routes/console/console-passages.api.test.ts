/**
 * Passages of rich problem content (ADR 34): written, edited and deleted (their problems detached); problems point only
 * at a passage of their own paper; the routes are operators' only; one audit row per change.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems } from '../../../db/schema/index';
import { type AuthoringMethod as Method, authoringTestKit } from '../../../test/console-kit';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { type TestSession, createLoggedInOperator, createLoggedInUser } from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST } from '../../../test/test-app';
import { type UploadTestApp, createUploadTestApp } from '../../../test/upload-kit';

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

describe('passages', () => {
  it('are written, edited and deleted; problems point at a passage of their own paper; deleting detaches them', async () => {
    const editor = await createLoggedInOperator(db(), { role: 'ADMIN' });
    const { examIdx, examDetailIdx } = await draftPaper(editor);
    const other = await draftPaper(editor);

    const created = await call('POST', `/apiV2/admin/exam-details/${examDetailIdx}/passages`, {
      session: editor,
      payload: { title: ' [1~2] 다음 글을 읽고 물음에 답하시오. ', body: '<p>지문 <span data-latex="a+b"></span></p><iframe src="x"></iframe>', format: 'HTML' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const passage = created.json();
    expect(passage).toMatchObject({ examDetailIdx, title: '[1~2] 다음 글을 읽고 물음에 답하시오.', format: 'HTML', problemCount: 0 });
    expect(passage.body).toMatch(/^<p>지문 <span data-latex="a\+b" class="math-inline"><math .*<\/math><\/span><\/p>$/);
    const textPassage = await call('POST', `/apiV2/admin/exam-details/${other.examDetailIdx}/passages`, {
      session: editor,
      payload: { body: '다른 시험지의 지문', format: 'TEXT' },
    });
    expect(textPassage.json()).toMatchObject({ title: null, body: '다른 시험지의 지문', format: 'TEXT' });

    const problemUrl = `/apiV2/admin/exam-details/${examDetailIdx}/problems`;
    const body = { subject: '국어', choices: ['가', '나'], answer: 1 };
    const first = await call('POST', problemUrl, { session: editor, payload: { ...body, stem: '첫 문제', passageId: passage.passageId } });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().passageId).toBe(passage.passageId);
    const second = await call('POST', problemUrl, { session: editor, payload: { ...body, stem: '둘째 문제' } });
    expectKoreanError(
      await call('POST', problemUrl, { session: editor, payload: { ...body, stem: '셋째', passageId: textPassage.json().passageId } }),
      400,
      '같은 시험지의 지문만 연결할 수 있습니다.',
      'PASSAGE_NOT_IN_PAPER',
    );
    expectKoreanError(
      await call('PATCH', `/apiV2/admin/problems/${second.json().multipleProblemIdx}`, { session: editor, payload: { passageId: 2_000_000_000 } }),
      400,
      '같은 시험지의 지문만 연결할 수 있습니다.',
    );
    const linked = await call('PATCH', `/apiV2/admin/problems/${second.json().multipleProblemIdx}`, {
      session: editor,
      payload: { passageId: passage.passageId },
    });
    expect(linked.json().passageId).toBe(passage.passageId);

    const read = await call('GET', `/apiV2/admin/exam-details/${examDetailIdx}`, { session: editor });
    expect(read.json().passages).toEqual([{ ...passage, problemCount: 2 }]);

    const edited = await call('PATCH', `/apiV2/admin/passages/${passage.passageId}`, {
      session: editor,
      payload: { title: null, body: '<p>고친 지문</p><table><tr><td>표</td></tr></table>' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: null, body: '<p>고친 지문</p><table><tr><td>표</td></tr></table>', format: 'HTML', problemCount: 2 });
    expectKoreanError(await call('PATCH', `/apiV2/admin/passages/${passage.passageId}`, { session: editor, payload: { body: '<p> </p>' } }), 400, '지문 내용을 입력해주세요.');
    expectKoreanError(await call('PATCH', `/apiV2/admin/passages/${passage.passageId}`, { session: editor, payload: {} }), 400, '바꿀 항목을 하나 이상 보내주세요.');

    // Members read the passage with its own format beside the problem's.
    await call('POST', `/apiV2/admin/exams/${examIdx}/publish`, { session: editor });
    const member = await createLoggedInUser(db());
    const single = await call('GET', `/apiV2/problems/${first.json().multipleProblemIdx}`, { session: member });
    expect(single.json()).toMatchObject({ format: 'TEXT', passage: { id: passage.passageId, format: 'HTML', body: edited.json().body } });

    const deleted = await call('DELETE', `/apiV2/admin/passages/${passage.passageId}`, { session: editor });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ passageId: passage.passageId, detachedProblemCount: 2 });
    const kept = await db().select().from(problems).where(eq(problems.examDetailId, examDetailIdx)).orderBy(problems.number);
    expect(kept.map((p) => [p.stem, p.passageId])).toEqual([
      ['첫 문제', null],
      ['둘째 문제', null],
    ]);
    expect((await call('GET', `/apiV2/problems/${first.json().multipleProblemIdx}`, { session: member })).json().passage).toBeNull();
    expectKoreanError(await call('DELETE', `/apiV2/admin/passages/${passage.passageId}`, { session: editor }), 404, '지문을 찾을 수 없습니다.');
    expectKoreanError(await call('PATCH', '/apiV2/admin/passages/abc', { session: editor, payload: { title: 'x' } }), 400, '잘못된 지문 번호입니다.');

    const audit = await auditRows('passage', passage.passageId);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['passage.create', editor.user.id],
      ['passage.update', editor.user.id],
      ['passage.delete', editor.user.id],
    ]);
    expect(audit[2]!.after).toEqual({ deleted: true, detachedProblemIds: [first.json().multipleProblemIdx, second.json().multipleProblemIdx].sort((a, b) => a - b) });
  });

  it('are operators’ own: visitors 401, members 403, another brand’s passage 404, CONTENT_EDITOR allowed', async () => {
    const editor = await createLoggedInOperator(db());
    const { examDetailIdx } = await draftPaper(editor);
    const passage = await call('POST', `/apiV2/admin/exam-details/${examDetailIdx}/passages`, {
      session: editor,
      payload: { body: '지문', format: 'TEXT' },
    });
    expect(passage.statusCode, passage.body).toBe(201);
    const passageId = passage.json().passageId as number;
    const member = await createLoggedInUser(db());
    const brandB = await createLoggedInOperator(db(), { brand: 'b', role: 'ADMIN' });
    const routes: Array<[Method, string, unknown]> = [
      ['POST', `/apiV2/admin/exam-details/${examDetailIdx}/passages`, { body: '지문', format: 'TEXT' }],
      ['PATCH', `/apiV2/admin/passages/${passageId}`, { title: '제목' }],
      ['DELETE', `/apiV2/admin/passages/${passageId}`, undefined],
    ];
    for (const [method, url, payload] of routes) {
      expectKoreanError(await call(method, url, { payload }), 401);
      expectKoreanError(await call(method, url, { session: member, payload }), 403, '운영자만 이용할 수 있습니다.');
      expectKoreanError(await call(method, url, { session: brandB, host: BRAND_B_HOST, payload }), 404);
    }
    expect((await auditRows('passage', passageId)).map((row) => row.action)).toEqual(['passage.create']);
    expect((await call('DELETE', `/apiV2/admin/passages/${passageId}`, { session: editor })).statusCode).toBe(200);
  });
});
