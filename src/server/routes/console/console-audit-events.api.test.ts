/**
 * The audit log: ADMINs of the brand read it newest first, a page at a time by id; content editors,
 * members and visitors are refused; the table itself refuses to be rewritten.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { type TestSession, createExam, createLoggedInOperator, createLoggedInUser } from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, session?: TestSession, payload?: unknown, host = BRAND_A_HOST) =>
  t.app.inject({
    method,
    url,
    headers: { host, ...(session ? { cookie: session.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

interface AuditPage {
  items: Array<{
    id: number;
    action: string;
    resourceType: string;
    resourceId: string;
    actor: { id: string; email: string; username: string } | null;
    before: unknown;
    after: unknown;
    at: string;
  }>;
  nextBefore: number | null;
}

describe('GET /apiV2/admin/audit-events', () => {
  it('shows ADMINs every change of their brand, newest first, naming who made it', async () => {
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN', username: '감사관리자' });
    const editor = await createLoggedInOperator(db(), { username: '문제출제자' });
    const { examTypeId } = await createExam(db(), { subType: '감사 기록 유형' });
    const created = await call('POST', '/apiV2/admin/exams', editor, { examTypeId, title: '감사 기록 시험' });
    const examIdx = created.json().examIdx as number;
    await call('PATCH', `/apiV2/admin/exams/${examIdx}`, editor, { title: '감사 기록 시험 (수정)' });

    const response = await call('GET', `/apiV2/admin/audit-events?resourceType=exam&resourceId=${examIdx}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const page = response.json() as AuditPage;
    expect(page.nextBefore).toBeNull();
    expect(page.items.map((item) => item.action)).toEqual(['exam.update', 'exam.create']);
    expect(page.items[0]).toMatchObject({
      resourceType: 'exam',
      resourceId: String(examIdx),
      actor: { id: editor.user.id, email: editor.user.email, username: '문제출제자' },
      before: { title: '감사 기록 시험' },
      after: { title: '감사 기록 시험 (수정)' },
    });
    expect(page.items[1]).toMatchObject({ before: null, after: { title: '감사 기록 시험', publishedAt: null } });
    expect(Date.parse(page.items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(page.items[1]!.at));

    // The role grants of the factory are there too, made by a server command (no actor).
    const grants = (await call('GET', `/apiV2/admin/audit-events?resourceType=user&resourceId=${editor.user.id}`, admin)).json();
    expect(grants.items).toEqual([
      expect.objectContaining({ action: 'user.role.change', actor: null, before: { role: 'MEMBER' }, after: { role: 'CONTENT_EDITOR' } }),
    ]);
  });

  it('pages by id: the next page starts below the last id, however many rows arrive meanwhile', async () => {
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    const { examTypeId } = await createExam(db(), { subType: '감사 페이지 유형' });
    const created = await call('POST', '/apiV2/admin/exams', admin, { examTypeId, title: '페이지 시험' });
    const examIdx = created.json().examIdx as number;
    for (const title of ['둘', '셋', '넷', '다섯']) await call('PATCH', `/apiV2/admin/exams/${examIdx}`, admin, { title });
    const url = (query: string) => `/apiV2/admin/audit-events?resourceType=exam&resourceId=${examIdx}&limit=2${query}`;

    const first = (await call('GET', url(''), admin)).json() as AuditPage;
    expect(first.items.map((item) => (item.after as { title: string }).title)).toEqual(['다섯', '넷']);
    await call('PATCH', `/apiV2/admin/exams/${examIdx}`, admin, { title: '여섯' });
    const second = (await call('GET', url(`&before=${first.nextBefore}`), admin)).json() as AuditPage;
    expect(second.items.map((item) => (item.after as { title: string }).title)).toEqual(['셋', '둘']);
    const last = (await call('GET', url(`&before=${second.nextBefore}`), admin)).json() as AuditPage;
    expect(last.items.map((item) => item.action)).toEqual(['exam.create']);
    expect(last.nextBefore).toBeNull();
  });

  it('is for ADMINs of the brand only', async () => {
    const editor = await createLoggedInOperator(db(), { role: 'CONTENT_EDITOR' });
    const member = await createLoggedInUser(db());
    const adminB = await createLoggedInOperator(db(), { role: 'ADMIN', brand: 'b' });
    expectKoreanError(await call('GET', '/apiV2/admin/audit-events', editor), 403, '관리자만 이용할 수 있습니다.');
    expectKoreanError(await call('GET', '/apiV2/admin/audit-events', member), 403, '관리자만 이용할 수 있습니다.');
    expectKoreanError(await call('GET', '/apiV2/admin/audit-events'), 401);
    // Brand B's log holds none of brand A's changes.
    const { examTypeId } = await createExam(db(), { subType: '감사 브랜드 유형' });
    const examIdx = (await call('POST', '/apiV2/admin/exams', editor, { examTypeId, title: 'A 브랜드 시험' })).json().examIdx;
    const bLog = (await call('GET', '/apiV2/admin/audit-events?limit=100', adminB, undefined, BRAND_B_HOST)).json() as AuditPage;
    expect(bLog.items.length).toBeGreaterThan(0);
    expect(bLog.items.some((item) => item.resourceType === 'exam' && item.resourceId === String(examIdx))).toBe(false);
    expectKoreanError(await call('GET', '/apiV2/admin/audit-events?before=0', adminB, undefined, BRAND_B_HOST), 400);
  });

  it('cannot be rewritten: the table refuses UPDATE, DELETE and TRUNCATE', async () => {
    await createLoggedInOperator(db());
    for (const statement of [
      sql`update audit_events set action = 'exam.delete'`,
      sql`delete from audit_events`,
      sql`truncate audit_events`,
    ]) {
      await expect(db().execute(statement)).rejects.toThrow();
    }
    const result = (await db().execute(sql`select count(*)::int as n from audit_events`)) as unknown as { rows: Array<{ n: number }> };
    const [row] = result.rows;
    expect(row!.n).toBeGreaterThan(0);
  });
});
