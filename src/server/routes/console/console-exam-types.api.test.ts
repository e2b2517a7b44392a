/**
 * Exam types for operators (ADR 34): the brand's tree with drafts counted; sub-types added under a category
 * or sub-type, renamed, reordered and deleted; the fixed categories and busy types refused with 409; duplicate
 * names 409; operators only; one audit row per change; the public tree follows at once (its cache made stale).
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditEvents, examTypes } from '../../../db/schema/index';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { type TestSession, createExam, createLoggedInOperator, createLoggedInUser } from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (
  method: Method,
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

interface TypeItem {
  id: number;
  name: string;
  parentId: number | null;
  slug: string | null;
  sortOrder: number;
  depth: number;
  examCount: number;
  childCount: number;
}

const consoleTree = async (session: TestSession, host = BRAND_A_HOST) => {
  const response = await call('GET', '/apiV2/admin/exam-types', { session, host });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as TypeItem[];
};

/** Brand A's category `slug` (the factory writes every brand's categories with its first exam). */
async function category(slug: string, brand: 'a' | 'b' = 'a') {
  await createExam(db(), { brand, categorySlug: slug, subType: '카테고리 확인용', published: false });
  const [row] = await db().select().from(examTypes).where(and(eq(examTypes.brand, brand), eq(examTypes.slug, slug)));
  return row!;
}

const auditActions = async (id: number) =>
  (
    await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceType, 'exam-type'), eq(auditEvents.resourceId, String(id))))
      .orderBy(auditEvents.id)
  ).map((row) => row.action);

describe('the exam-type tree for operators', () => {
  it('lists categories with their sub-types, parents first, with drafts counted; adds, renames, reorders and deletes', async () => {
    const editor = await createLoggedInOperator(db());
    const psat = await category('psat');
    const draft = await createExam(db(), { categorySlug: 'psat', subType: '자료해석', published: false });

    const tree = await consoleTree(editor);
    const psatItem = tree.find((type) => type.id === psat.id)!;
    expect(psatItem).toMatchObject({ slug: 'psat', parentId: null, depth: 0, name: 'PSAT' });
    const sub = tree.find((type) => type.id === draft.examTypeId)!;
    expect(sub).toMatchObject({ name: '자료해석', parentId: psat.id, depth: 1, examCount: 1, childCount: 0 });
    // Parents before children; categories in the brand config's order.
    expect(tree.findIndex((type) => type.id === psat.id)).toBeLessThan(tree.findIndex((type) => type.id === sub.id));
    expect(tree.filter((type) => type.depth === 0).map((type) => type.slug)).toEqual(['public-company', 'major-company', 'psat', 'korean-history']);
    expect(psatItem.examCount).toBeGreaterThanOrEqual(2);

    const created = await call('POST', '/apiV2/admin/exam-types', { session: editor, payload: { parentId: psat.id, name: '  상황  판단 ' } });
    expect(created.statusCode, created.body).toBe(201);
    const situational = created.json() as TypeItem;
    expect(situational).toMatchObject({ name: '상황 판단', parentId: psat.id, slug: null, depth: 1, examCount: 0, childCount: 0 });
    expect(situational.sortOrder).toBeGreaterThan(sub.sortOrder);

    // A sub-type of a sub-type; an exam may be written under any type of the brand, the new leaf included.
    const nested = await call('POST', '/apiV2/admin/exam-types', { session: editor, payload: { parentId: situational.id, name: '기출' } });
    expect(nested.json()).toMatchObject({ depth: 2, parentId: situational.id });
    const exam = await call('POST', '/apiV2/admin/exams', { session: editor, payload: { examTypeId: nested.json().id, title: '상황판단 기출' } });
    expect(exam.statusCode, exam.body).toBe(201);
    expectKoreanError(
      await call('POST', '/apiV2/admin/exam-types', { session: editor, payload: { parentId: nested.json().id, name: '너무 깊은 유형' } }),
      400,
      '시험 유형은 분류 아래 2단계까지 만들 수 있습니다.',
    );

    const renamed = await call('PATCH', `/apiV2/admin/exam-types/${situational.id}`, { session: editor, payload: { name: '상황판단', sortOrder: 0 } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: situational.id, name: '상황판단', sortOrder: 0, childCount: 1, examCount: 1 });
    // The same values again change nothing and write no audit row.
    expect((await call('PATCH', `/apiV2/admin/exam-types/${situational.id}`, { session: editor, payload: { name: '상황판단' } })).statusCode).toBe(200);

    expectKoreanError(
      await call('DELETE', `/apiV2/admin/exam-types/${situational.id}`, { session: editor }),
      409,
      '시험이나 하위 유형이 있는 유형은 삭제할 수 없습니다. 먼저 옮기거나 삭제해주세요.',
      'EXAM_TYPE_IN_USE',
    );
    expectKoreanError(await call('DELETE', `/apiV2/admin/exam-types/${nested.json().id}`, { session: editor }), 409, undefined, 'EXAM_TYPE_IN_USE');
    const empty = await call('POST', '/apiV2/admin/exam-types', { session: editor, payload: { parentId: psat.id, name: '빈 유형' } });
    const removed = await call('DELETE', `/apiV2/admin/exam-types/${empty.json().id}`, { session: editor });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ examTypeId: empty.json().id });
    expect((await consoleTree(editor)).some((type) => type.id === empty.json().id)).toBe(false);
    expectKoreanError(await call('DELETE', `/apiV2/admin/exam-types/${empty.json().id}`, { session: editor }), 404, '시험 유형을 찾을 수 없습니다.');

    expect(await auditActions(situational.id)).toEqual(['exam-type.create', 'exam-type.update']);
    expect(await auditActions(empty.json().id)).toEqual(['exam-type.create', 'exam-type.delete']);
  });

  it('refuses duplicates under one parent, the fixed categories, unknown parents and bad input, in Korean', async () => {
    const editor = await createLoggedInOperator(db(), { role: 'ADMIN' });
    const history = await category('korean-history');
    const first = await call('POST', '/apiV2/admin/exam-types', { session: editor, payload: { parentId: history.id, name: '심화' } });
    expect(first.statusCode, first.body).toBe(201);
    expectKoreanError(
      await call('POST', '/apiV2/admin/exam-types', { session: editor, payload: { parentId: history.id, name: ' 심화 ' } }),
      409,
      '같은 분류 아래에 "심화" 유형이 이미 있습니다.',
      'EXAM_TYPE_NAME_TAKEN',
    );
    const second = await call('POST', '/apiV2/admin/exam-types', { session: editor, payload: { parentId: history.id, name: '기본 2' } });
    expectKoreanError(
      await call('PATCH', `/apiV2/admin/exam-types/${second.json().id}`, { session: editor, payload: { name: '심화' } }),
      409,
      undefined,
      'EXAM_TYPE_NAME_TAKEN',
    );
    // The same name under another parent is fine.
    const psat = await category('psat');
    expect((await call('POST', '/apiV2/admin/exam-types', { session: editor, payload: { parentId: psat.id, name: '심화' } })).statusCode).toBe(201);

    const fixed = '분류(공기업, 병원 필기시험 등)는 브랜드의 고정 분류라 이름과 순서를 바꾸거나 삭제할 수 없습니다.';
    expectKoreanError(await call('PATCH', `/apiV2/admin/exam-types/${history.id}`, { session: editor, payload: { name: '역사' } }), 409, fixed, 'FIXED_EXAM_CATEGORY');
    expectKoreanError(await call('PATCH', `/apiV2/admin/exam-types/${history.id}`, { session: editor, payload: { sortOrder: 9 } }), 409, fixed);
    expectKoreanError(await call('DELETE', `/apiV2/admin/exam-types/${history.id}`, { session: editor }), 409, fixed);

    const brandB = await category('hospital-test', 'b');
    expectKoreanError(
      await call('POST', '/apiV2/admin/exam-types', { session: editor, payload: { parentId: brandB.id, name: '다른 브랜드' } }),
      400,
      '상위 유형을 찾을 수 없습니다.',
    );
    expectKoreanError(await call('PATCH', `/apiV2/admin/exam-types/${brandB.id}`, { session: editor, payload: { name: 'x' } }), 404);
    expectKoreanError(await call('POST', '/apiV2/admin/exam-types', { session: editor, payload: { name: '부모 없음' } }), 400, '상위 유형을 입력해주세요.');
    expectKoreanError(await call('POST', '/apiV2/admin/exam-types', { session: editor, payload: { parentId: history.id, name: '   ' } }), 400, '유형 이름을 입력해주세요.');
    expectKoreanError(await call('POST', '/apiV2/admin/exam-types', { session: editor, payload: { parentId: history.id, name: '가'.repeat(51) } }), 400);
    expectKoreanError(await call('PATCH', `/apiV2/admin/exam-types/${second.json().id}`, { session: editor, payload: {} }), 400, '바꿀 항목을 하나 이상 보내주세요.');
    expectKoreanError(await call('PATCH', '/apiV2/admin/exam-types/0', { session: editor, payload: { name: 'x' } }), 400, '잘못된 시험 유형 번호입니다.');
    expect(await auditActions(history.id)).toEqual([]);
  });

  it('is operators’ own: visitors 401 and members 403 on every route; CONTENT_EDITOR allowed; brands apart', async () => {
    const history = await category('korean-history');
    const editor = await createLoggedInOperator(db());
    const made = await call('POST', '/apiV2/admin/exam-types', { session: editor, payload: { parentId: history.id, name: '권한 확인' } });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const member = await createLoggedInUser(db());
    const routes: Array<[Method, string, unknown]> = [
      ['GET', '/apiV2/admin/exam-types', undefined],
      ['POST', '/apiV2/admin/exam-types', { parentId: history.id, name: '새 유형' }],
      ['PATCH', `/apiV2/admin/exam-types/${id}`, { name: '새 이름' }],
      ['DELETE', `/apiV2/admin/exam-types/${id}`, undefined],
    ];
    for (const [method, url, payload] of routes) {
      expectKoreanError(await call(method, url, { payload }), 401);
      expectKoreanError(await call(method, url, { session: member, payload }), 403, '운영자만 이용할 수 있습니다.');
    }
    // Brand B's operator sees brand B's tree only.
    const brandB = await createLoggedInOperator(db(), { brand: 'b' });
    await category('hospital-test', 'b');
    const bTree = await consoleTree(brandB, BRAND_B_HOST);
    expect(bTree.some((type) => type.id === id)).toBe(false);
    expect(bTree.filter((type) => type.depth === 0).map((type) => type.slug)).toEqual(['hospital-test', 'interview-prep', 'academic-test']);
    expect(await auditActions(id)).toEqual(['exam-type.create']);
  });
});

describe('the public exam-type tree', () => {
  it('shows a new, renamed or deleted sub-type on the very next request, 200 and not 304', async () => {
    const editor = await createLoggedInOperator(db());
    const history = await category('korean-history');
    const first = await call('GET', '/apiV2/exam-types');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect((await call('GET', '/apiV2/exam-types', { ifNoneMatch: etag })).statusCode).toBe(304);

    const created = await call('POST', '/apiV2/admin/exam-types', { session: editor, payload: { parentId: history.id, name: '근현대사 특강' } });
    const id = created.json().id as number;
    const next = await call('GET', '/apiV2/exam-types', { ifNoneMatch: etag });
    expect(next.statusCode).toBe(200);
    expect(next.json().items).toContainEqual(expect.objectContaining({ id, name: '근현대사 특강', parentId: history.id, examCount: 0 }));

    await call('PATCH', `/apiV2/admin/exam-types/${id}`, { session: editor, payload: { name: '근현대사' } });
    const renamed = await call('GET', '/apiV2/exam-types', { ifNoneMatch: String(next.headers.etag) });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().items.find((type: TypeItem) => type.id === id).name).toBe('근현대사');

    await call('DELETE', `/apiV2/admin/exam-types/${id}`, { session: editor });
    const gone = await call('GET', '/apiV2/exam-types', { ifNoneMatch: String(renamed.headers.etag) });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().items.some((type: TypeItem) => type.id === id)).toBe(false);
  });
});
