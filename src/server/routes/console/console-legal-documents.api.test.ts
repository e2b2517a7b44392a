import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kstDayKey } from '../../../config/kst';
import { auditEvents } from '../../../db/schema';
import { seedLegalDocuments } from '../../../seed/legal-documents';
import { CONSOLE_A, CONSOLE_B } from '../../../test/console-kit';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { createLoggedInOperator, createLoggedInUser, type TestSession } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session?: TestSession, payload?: object, host = CONSOLE_A) =>
  t.app.inject({ method, url, headers: { host, ...(session ? { cookie: session.cookie } : {}) }, ...(payload === undefined ? {} : { payload }) });

const today = () => kstDayKey(new Date());
const VERSION = (overrides: Record<string, unknown> = {}) => ({
  kind: 'TERMS',
  title: '이용약관',
  effectiveDate: today(),
  articles: [{ heading: '제1조 (목적)', paragraphs: ['새 버전의 목적 조항입니다.'] }],
  publish: false,
  ...overrides,
});

describe('console legal documents', () => {
  it('is for ADMINs only: a visitor 401, a member and a content editor 403', async () => {
    const member = await createLoggedInUser(t.database.db);
    const editor = await createLoggedInOperator(t.database.db);
    expectKoreanError(await call('GET', '/apiV2/admin/legal-documents'), 401);
    for (const session of [member, editor]) {
      expectKoreanError(await call('GET', '/apiV2/admin/legal-documents', session), 403, '관리자만 이용할 수 있습니다.');
      expectKoreanError(await call('POST', '/apiV2/admin/legal-documents', session, VERSION()), 403);
    }
  });

  it('registers a draft as the next version, edits it, publishes it, and then refuses to edit it', async () => {
    await seedLegalDocuments(t.database.db);
    const admin = await createLoggedInOperator(t.database.db, { role: 'ADMIN' });
    const created = await call('POST', '/apiV2/admin/legal-documents', admin, VERSION());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'TERMS', version: 3, publishedAt: null });
    const { id } = created.json();

    // A draft is the console's only: the public page still shows version 2.
    expect((await t.app.inject({ method: 'GET', url: '/apiV2/legal-documents/terms?version=3' })).statusCode).toBe(404);

    const edited = await call('PUT', `/apiV2/admin/legal-documents/${id}`, admin, {
      title: '이용약관',
      effectiveDate: today(),
      articles: [{ heading: '제1조 (목적)', paragraphs: ['고친 목적 조항입니다.', '  '] }],
    });
    expect(edited.json().articles).toEqual([{ heading: '제1조 (목적)', paragraphs: ['고친 목적 조항입니다.'] }]);

    const published = await call('POST', `/apiV2/admin/legal-documents/${id}/publish`, admin);
    expect(published.json().publishedAt).not.toBeNull();
    const current = (await t.app.inject({ method: 'GET', url: '/apiV2/legal-documents/terms' })).json();
    expect(current).toMatchObject({ version: 3, status: 'CURRENT' });
    expect(current.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);

    expectKoreanError(
      await call('PUT', `/apiV2/admin/legal-documents/${id}`, admin, { title: '이용약관', effectiveDate: today(), articles: VERSION().articles }),
      409,
      '게시된 버전은 고칠 수 없습니다. 새 버전을 등록해주세요.',
    );
    expectKoreanError(await call('POST', `/apiV2/admin/legal-documents/${id}/publish`, admin), 409);

    const actions = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceType, 'legal-document'), eq(auditEvents.resourceId, id)))
      .orderBy(auditEvents.id);
    expect(actions.map((row) => row.action)).toEqual(['legal-document.create', 'legal-document.update', 'legal-document.publish']);
  });

  it('refuses an effective date in the past', async () => {
    const admin = await createLoggedInOperator(t.database.db, { role: 'ADMIN' });
    expectKoreanError(await call('POST', '/apiV2/admin/legal-documents', admin, VERSION({ effectiveDate: '2020-01-01' })), 400, '시행일은 오늘 이후로 정해주세요.');
  });

  it('lists the brand\'s versions only, and another brand\'s draft is not found', async () => {
    const adminA = await createLoggedInOperator(t.database.db, { role: 'ADMIN' });
    const draft = (await call('POST', '/apiV2/admin/legal-documents', adminA, VERSION({ kind: 'PRIVACY' }))).json();
    const adminB = await createLoggedInOperator(t.database.db, { role: 'ADMIN', brand: 'b' });
    const listB = (await call('GET', '/apiV2/admin/legal-documents', adminB, undefined, CONSOLE_B)).json().items;
    expect(listB.some((doc: { id: string }) => doc.id === draft.id)).toBe(false);
    expectKoreanError(await call('POST', `/apiV2/admin/legal-documents/${draft.id}/publish`, adminB, undefined, CONSOLE_B), 404, '문서를 찾을 수 없습니다.');
    expectKoreanError(
      await call('PUT', `/apiV2/admin/legal-documents/${draft.id}`, adminB, { title: '가로채기', effectiveDate: today(), articles: VERSION().articles }, CONSOLE_B),
      404,
    );
  });
});
