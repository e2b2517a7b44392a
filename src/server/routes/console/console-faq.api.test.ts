import { describe, expect, it } from 'vitest';
import { seedLegalDocuments } from '../../../seed/legal-documents';
import { CONSOLE_A, CONSOLE_B } from '../../../test/console-kit';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { createLoggedInOperator, createLoggedInUser, type TestSession } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../../db/schema';

const t = useTestApp();

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, session?: TestSession, payload?: object, host = CONSOLE_A) =>
  t.app.inject({ method, url, headers: { host, ...(session ? { cookie: session.cookie } : {}) }, ...(payload === undefined ? {} : { payload }) });

const auditActions = async (id: string) =>
  (
    await t.database.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceType, 'faq-entry'), eq(auditEvents.resourceId, id)))
      .orderBy(auditEvents.id)
  ).map((row) => row.action);

const ENTRY = { category: '회원·계정', question: '휴대폰 번호를 바꾸고 싶어요.', answer: '프로필 화면에서 바꿀 수 있습니다.' };

describe('console FAQ', () => {
  it('refuses a visitor (401) and a member (403) on every route', async () => {
    const member = await createLoggedInUser(t.database.db);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', '/apiV2/admin/faq', undefined],
      ['POST', '/apiV2/admin/faq', ENTRY],
      ['PATCH', `/apiV2/admin/faq/${id}`, { question: '바뀐 질문' }],
      ['POST', `/apiV2/admin/faq/${id}/move`, { direction: 'up' }],
      ['DELETE', `/apiV2/admin/faq/${id}`, undefined],
    ] as const) {
      expectKoreanError(await call(method, url, undefined, payload), 401);
      expectKoreanError(await call(method, url, member, payload), 403, '운영자만 이용할 수 있습니다.');
    }
  });

  it('lets a content editor add, edit, move and delete an entry, each write with its audit row, seen by /apiV2/faq', async () => {
    await seedLegalDocuments(t.database.db);
    const editor = await createLoggedInOperator(t.database.db);
    const created = await call('POST', '/apiV2/admin/faq', editor, ENTRY);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();

    const list = (await call('GET', '/apiV2/admin/faq', editor)).json().items;
    expect(list.at(-1)).toMatchObject({ id, ...ENTRY });

    const edited = await call('PATCH', `/apiV2/admin/faq/${id}`, editor, { question: '  휴대폰 번호는 어디에서 바꾸나요?  ' });
    expect(edited.json().question).toBe('휴대폰 번호는 어디에서 바꾸나요?');

    const moved = (await call('POST', `/apiV2/admin/faq/${id}/move`, editor, { direction: 'up' })).json().items;
    expect(moved.at(-2).id).toBe(id);

    const search = await t.app.inject({ method: 'GET', url: `/apiV2/faq?q=${encodeURIComponent('휴대폰 번호는')}`, headers: { host: 'portal.localhost:3000' } });
    expect(search.json().categories[0].items[0].id).toBe(id);

    expect((await call('DELETE', `/apiV2/admin/faq/${id}`, editor)).json()).toEqual({ id });
    expect(await auditActions(id)).toEqual(['faq-entry.create', 'faq-entry.update', 'faq-entry.move', 'faq-entry.delete']);
    expect((await call('GET', '/apiV2/admin/faq', editor)).json().items.some((item: { id: string }) => item.id === id)).toBe(false);
  });

  it('keeps each brand\'s entries to its own operators (404 across brands)', async () => {
    const admin = await createLoggedInOperator(t.database.db, { role: 'ADMIN' });
    const { id } = (await call('POST', '/apiV2/admin/faq', admin, ENTRY)).json();
    const otherAdmin = await createLoggedInOperator(t.database.db, { role: 'ADMIN', brand: 'b' });
    expectKoreanError(await call('PATCH', `/apiV2/admin/faq/${id}`, otherAdmin, { answer: '바꿈' }, CONSOLE_B), 404, '질문을 찾을 수 없습니다.');
    expectKoreanError(await call('DELETE', `/apiV2/admin/faq/${id}`, otherAdmin, undefined, CONSOLE_B), 404);
    expect(await auditActions(id)).toEqual(['faq-entry.create']);
  });

  it('refuses blank or missing fields with Korean messages', async () => {
    const editor = await createLoggedInOperator(t.database.db);
    expectKoreanError(await call('POST', '/apiV2/admin/faq', editor, { ...ENTRY, answer: '' }), 400, '답변을 입력해주세요.');
    expectKoreanError(await call('POST', '/apiV2/admin/faq', editor, { category: '분류', question: '질문' }), 400, '답변을 입력해주세요.');
    expectKoreanError(await call('POST', '/apiV2/admin/faq', editor, { ...ENTRY, question: '   ' }), 400, '분류, 질문과 답변을 모두 입력해주세요.');
  });
});
