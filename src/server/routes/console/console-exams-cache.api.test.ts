/**
 * Publishing and the read cache: a visitor holding the cached exam list
 * (ETag) gets the newly published exam on the very next request, 200 and not 304, and loses it after unpublish;
 * a draft's edits leave cached answers alone; a draft never appears anywhere a member or visitor looks.
 */
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { expectKoreanError } from '../../../test/expect-korean-error';
import {
  type TestSession,
  createExam,
  createLoggedInOperator,
  createLoggedInUser,
  createShopProduct,
  grantExam,
} from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { session?: TestSession; host?: string; payload?: unknown; ifNoneMatch?: string } = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    headers: {
      host: options.host ?? BRAND_A_HOST,
      ...(options.session ? { cookie: options.session.cookie } : {}),
      ...(options.ifNoneMatch ? { 'if-none-match': options.ifNoneMatch } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });

const ids = (response: LightMyRequestResponse) =>
  (response.json() as { items: Array<{ examIdx: number }> }).items.map((item) => item.examIdx);

/** A draft of `typeId` with one paper of two problems, written through the authoring API. */
async function authorDraft(editor: TestSession, examTypeId: number, title: string, host = BRAND_A_HOST, extra = {}) {
  const exam = await call('POST', '/apiV2/admin/exams', { session: editor, host, payload: { examTypeId, title, ...extra } });
  expect(exam.statusCode, exam.body).toBe(201);
  const examIdx = exam.json().examIdx as number;
  const paper = await call('POST', `/apiV2/admin/exams/${examIdx}/exam-details`, {
    session: editor,
    host,
    payload: { title: '1회', timeLimitMinutes: 20 },
  });
  const examDetailIdx = paper.json().examDetailIdx as number;
  const problemIds: number[] = [];
  for (const stem of ['첫 문제', '둘째 문제']) {
    const problem = await call('POST', `/apiV2/admin/exam-details/${examDetailIdx}/problems`, {
      session: editor,
      host,
      payload: { subject: '언어논리', stem, choices: ['가', '나', '다', '라', '마'], answer: 3 },
    });
    problemIds.push(problem.json().multipleProblemIdx);
  }
  return { examIdx, examDetailIdx, problemIds };
}

describe('a visitor’s cached exam list', () => {
  it('shows a newly published exam on the very next request and drops it after unpublish; draft edits keep the 304', async () => {
    const existing = await createExam(db(), { categorySlug: 'psat', subType: '언어논리', title: '이미 있는 PSAT 시험' });
    const editor = await createLoggedInOperator(db());
    const url = '/apiV2/exams?categorySlug=psat';

    const first = await call('GET', url);
    expect(first.statusCode).toBe(200);
    expect(ids(first)).toEqual([existing.examIdx]);
    const etag = String(first.headers.etag);
    expect((await call('GET', url, { ifNoneMatch: etag })).statusCode).toBe(304);

    // Writing a whole draft changes nothing a visitor sees: the cached answer stays valid.
    const draft = await authorDraft(editor, existing.examTypeId, '새 PSAT 모의고사');
    await call('PATCH', `/apiV2/admin/exams/${draft.examIdx}`, { session: editor, payload: { description: '설명 추가' } });
    const stillCached = await call('GET', url, { ifNoneMatch: etag });
    expect(stillCached.statusCode).toBe(304);

    const published = await call('POST', `/apiV2/admin/exams/${draft.examIdx}/publish`, { session: editor });
    expect(published.statusCode, published.body).toBe(200);
    const next = await call('GET', url, { ifNoneMatch: etag });
    expect(next.statusCode).toBe(200);
    expect(next.headers.etag).not.toBe(etag);
    // Most recently published first.
    expect(ids(next)).toEqual([draft.examIdx, existing.examIdx]);
    expect(next.json().items[0]).toMatchObject({ title: '새 PSAT 모의고사', examDetailCount: 1, problemCount: 2 });
    expect((await call('GET', `/apiV2/exams/${draft.examIdx}`)).statusCode).toBe(200);

    // A change to a published exam reaches the next reader too.
    await call('PATCH', `/apiV2/admin/exams/${draft.examIdx}`, { session: editor, payload: { title: '새 PSAT 모의고사 (개정)' } });
    const renamed = await call('GET', url, { ifNoneMatch: String(next.headers.etag) });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().items[0].title).toBe('새 PSAT 모의고사 (개정)');

    await call('POST', `/apiV2/admin/exams/${draft.examIdx}/unpublish`, { session: editor });
    const after = await call('GET', url, { ifNoneMatch: String(renamed.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(ids(after)).toEqual([existing.examIdx]);
    expectKoreanError(await call('GET', `/apiV2/exams/${draft.examIdx}`), 404, '시험을 찾을 수 없습니다.');
  });

  it('updates the type counts, the best list and a search at once', async () => {
    const editor = await createLoggedInOperator(db());
    const base = await createExam(db(), { categorySlug: 'korean-history', subType: '기본', title: '한국사 기본 모의고사' });
    const countOf = async () =>
      ((await call('GET', '/apiV2/exam-types')).json().items as Array<{ id: number; examCount: number }>).find(
        (type) => type.id === base.examTypeId,
      )!.examCount;
    const search = () => call('GET', `/apiV2/exams?keyword=${encodeURIComponent('근현대사 집중')}`);
    expect(await countOf()).toBe(1);
    expect(ids(await search())).toEqual([]);
    const draft = await authorDraft(editor, base.examTypeId, '근현대사 집중 모의고사');
    expect(await countOf()).toBe(1);
    expect(ids(await search())).toEqual([]);
    expect(ids(await call('GET', '/apiV2/exams/best?limit=50'))).not.toContain(draft.examIdx);

    await call('POST', `/apiV2/admin/exams/${draft.examIdx}/publish`, { session: editor });
    expect(await countOf()).toBe(2);
    expect(ids(await search())).toEqual([draft.examIdx]);
    expect(ids(await call('GET', '/apiV2/exams/best?limit=50'))).toContain(draft.examIdx);
  });
});

describe('a draft, for members and visitors', () => {
  it('does not exist: no detail, papers, problems, likes, chat room or attempts', async () => {
    const editor = await createLoggedInOperator(db());
    const type = await createExam(db(), { subType: '초안 확인 유형' });
    const draft = await authorDraft(editor, type.examTypeId, '아직 공개 안 된 시험');
    const member = await createLoggedInUser(db());
    for (const session of [undefined, member]) {
      expectKoreanError(await call('GET', `/apiV2/exams/${draft.examIdx}`, { session }), 404, '시험을 찾을 수 없습니다.');
      expectKoreanError(await call('GET', `/apiV2/exams/${draft.examIdx}/exam-details`, { session }), 404);
      expectKoreanError(await call('GET', `/apiV2/exam-details/${draft.examDetailIdx}`, { session }), 404);
      expectKoreanError(await call('GET', `/apiV2/problems/${draft.problemIds[0]}`, { session }), 404);
      expectKoreanError(await call('GET', `/apiV2/exams/${draft.examIdx}/community-board`, { session }), 404);
      expect(ids(await call('GET', `/apiV2/exams?examTypeId=${type.examTypeId}`, { session }))).toEqual([type.examIdx]);
    }
    expectKoreanError(await call('POST', `/apiV2/exams/${draft.examIdx}/like`, { session: member }), 404);
    for (const payload of [
      { mode: 'MOCK', examDetailIdx: draft.examDetailIdx },
      { mode: 'ONE', random: true, examIdx: draft.examIdx },
    ]) {
      expectKoreanError(await call('POST', '/apiV2/records', { session: member, payload }), 404);
    }
    const room = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: BRAND_A_HOST, 'content-type': 'application/json' },
      payload: { query: `query { cbtExamChatRoom(cbtExamId: ${draft.examIdx}) { id } }` },
    });
    expect(room.json().errors[0].extensions.code).toBe('EXAM_NOT_FOUND');
  });

  it('stops new attempts the moment its exam is unpublished, and leaves liked and purchased lists', async () => {
    const editor = await createLoggedInOperator(db(), { brand: 'b' });
    const exam = await createExam(db(), { brand: 'b', isFree: false, price: 9_900, papers: [{ problems: 3 }] });
    const product = await createShopProduct(db(), { examId: exam.examIdx, price: 9_900 });
    const buyer = await createLoggedInUser(db(), { brand: 'b' });
    const owner = await createLoggedInUser(db(), { brand: 'b' });
    await grantExam(db(), owner.user.id, exam.examIdx);
    const asB = (method: 'GET' | 'POST', url: string, session?: TestSession, payload?: unknown) =>
      call(method, url, { session, host: BRAND_B_HOST, payload });

    // Started once while published: the paper is in the records' read cache now.
    const first = await asB('POST', '/apiV2/records', owner, { mode: 'ONE', examDetailIdx: exam.papers[0]!.examDetailIdx });
    expect(first.statusCode, first.body).toBe(201);
    expect((await asB('POST', `/apiV2/exams/${exam.examIdx}/like`, owner)).statusCode).toBe(200);
    expect((await asB('GET', `/cbt-product/exams/${exam.examIdx}`)).statusCode).toBe(200);

    const unpublished = await asB('POST', `/apiV2/admin/exams/${exam.examIdx}/unpublish`, editor);
    expect(unpublished.json().status).toBe('DRAFT');

    expectKoreanError(
      await asB('POST', '/apiV2/records', owner, { mode: 'MOCK', examDetailIdx: exam.papers[0]!.examDetailIdx }),
      404,
      '시험지를 찾을 수 없습니다.',
    );
    expect(ids(await asB('GET', '/apiV2/user/me/likes/exams', owner))).toEqual([]);
    expect(ids(await asB('GET', '/apiV2/user/me/exams', owner))).toEqual([]);
    expectKoreanError(await asB('GET', `/cbt-product/exams/${exam.examIdx}`), 404, '판매 중인 상품을 찾을 수 없습니다.');
    const order = await asB('POST', '/v2/orders', buyer, { products: [{ productNo: product.id, optionNo: product.optionNo, orderCnt: 1 }] });
    expectKoreanError(order, 404, undefined, 'PRODUCT_NOT_FOUND');
    // The attempt made while it was published stays its member's.
    expect((await asB('GET', `/apiV2/records/${first.json().recordIdx}`, owner)).statusCode).toBe(200);
  });
});
