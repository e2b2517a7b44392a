/**
 * The operator console's APIs (ADR 24): who may call them, the dashboard's counts and the corporate approval
 * queue with reject reasons (the community report queue: console-community-reports.api.test.ts). ADMINs of the brand
 * only: a visitor 401, a member or a CONTENT_EDITOR 403 on every route; lists page within bounds; another brand's items
 * never appear.
 */
import { describe, expect, it } from 'vitest';
import { businessNumberCheckDigit } from '../../../config/business-number';
import type { BrandId } from '../../../config/hosts';
import { CONSOLE_A, CONSOLE_B, consoleTestKit } from '../../../test/console-kit';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { createLoggedInOperator, createLoggedInUser, createUser } from '../../../test/factories';
import { sessionCookieFrom, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;
const { call, auditRowsOf, reportedPost } = consoleTestKit(() => t);

const CORPORATE_HOST = 'biz.localhost:3000';

let numbers = 0;
/** A valid 사업자등록번호 no other test of this file uses. */
function freshNumber(): string {
  const firstNine = `88${String((numbers += 1)).padStart(7, '0')}`;
  return `${firstNine}${businessNumberCheckDigit(firstNine)}`;
}

/** A company signed up through the corporate site's API (waiting for approval), with its session. */
async function signedUpCompany(companyName = '(주)콘솔상사') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/apiV2/auth/register',
    headers: { host: CORPORATE_HOST },
    payload: {
      email: `console-company-${numbers}-${Date.now()}@example.kr`,
      password: 'abcd1234',
      username: '정담당',
      type: 'CORPORATE',
      companyName,
      representativeName: '한대표',
      businessNumber: freshNumber(),
      contactPhone: '02-555-0101',
      agreeTerms: true,
      agreePrivacy: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { cookie: sessionCookieFrom(response), userId: response.json().user.id as string };
}

const admin = (brand: BrandId = 'a') => createLoggedInOperator(db(), { role: 'ADMIN', brand, username: '콘솔관리자' });

describe('who may call the console APIs', () => {
  const SOME_UUID = '3f1c2a4e-0000-4000-8000-000000000001';
  const routes: Array<[method: 'GET' | 'POST', url: string, payload?: object]> = [
    ['GET', '/apiV2/admin/console-summary'],
    ['GET', '/apiV2/admin/corporate-accounts'],
    ['POST', `/apiV2/admin/corporate-accounts/${SOME_UUID}/approve`],
    ['POST', `/apiV2/admin/corporate-accounts/${SOME_UUID}/reject`, { reason: '사유' }],
    ['GET', '/apiV2/admin/community-reports'],
    ...(['hide', 'restore', 'dismiss'] as const).flatMap((verb): Array<['POST', string]> => [
      ['POST', `/apiV2/admin/community-reports/posts/1/${verb}`],
      ['POST', `/apiV2/admin/community-reports/comments/1/${verb}`],
    ]),
  ];

  it.each(routes)('%s %s: visitor 401, member 403, CONTENT_EDITOR 403', async (method, url, payload) => {
    expectKoreanError(await call(method, url, undefined, payload), 401);
    const member = await createLoggedInUser(db());
    expectKoreanError(await call(method, url, member, payload), 403, '관리자만 이용할 수 있습니다.');
    const editor = await createLoggedInOperator(db());
    expectKoreanError(await call(method, url, editor, payload), 403, '관리자만 이용할 수 있습니다.');
  });

  it("another brand's ADMIN is refused on this brand's console host", async () => {
    const adminB = await admin('b');
    const response = await call('GET', '/apiV2/admin/corporate-accounts', adminB, undefined, CONSOLE_A);
    // Sessions are per brand: brand B's cookie is no session on brand A's host.
    expect([401, 403]).toContain(response.statusCode);
  });
});

describe('GET /apiV2/admin/console-summary', () => {
  it("counts the brand's pending companies and open report targets, and follows decisions", async () => {
    const adminB = await admin('b');
    const before = (await call('GET', '/apiV2/admin/console-summary', adminB, undefined, CONSOLE_B)).json();
    const company = await createUser(db(), { brand: 'b', type: 'CORPORATE', businessNumber: freshNumber() });
    const { post } = await reportedPost('b', 2);
    const after = await call('GET', '/apiV2/admin/console-summary', adminB, undefined, CONSOLE_B);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.headers['cache-control']).toBe('private, no-store');
    expect(after.json()).toEqual({
      ...before,
      pendingCorporateAccounts: before.pendingCorporateAccounts + 1,
      openReportTargets: before.openReportTargets + 1,
    });
    await call('POST', `/apiV2/admin/corporate-accounts/${company.id}/approve`, adminB, undefined, CONSOLE_B);
    await call('POST', `/apiV2/admin/community-reports/posts/${post.id}/dismiss`, adminB, undefined, CONSOLE_B);
    expect((await call('GET', '/apiV2/admin/console-summary', adminB, undefined, CONSOLE_B)).json()).toEqual(before);
  });
});

describe('the corporate approval queue', () => {
  it('lists the waiting companies first with their check-digit result, a state at a time', async () => {
    const adminA = await admin();
    const waiting = await signedUpCompany('(주)대기상사');
    // A number made before the rule (the factories' 1234567890 fails the check digit).
    const oldNumber = await createUser(db(), { type: 'CORPORATE', companyName: '(주)옛번호', businessNumber: '1234567890' });
    const approved = await signedUpCompany('(주)승인상사');
    await call('POST', `/apiV2/admin/corporate-accounts/${approved.userId}/approve`, adminA);

    const all = await call('GET', '/apiV2/admin/corporate-accounts?pageSize=100', adminA);
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json().items as Array<{ userId: string; approvalStatus: string; businessNumberValid: boolean }>;
    const firstDecided = items.findIndex((item) => item.approvalStatus !== 'PENDING');
    expect(items.slice(firstDecided).every((item) => item.approvalStatus !== 'PENDING')).toBe(true);
    const row = items.find((item) => item.userId === waiting.userId);
    expect(row).toMatchObject({
      companyName: '(주)대기상사',
      representativeName: '한대표',
      contactName: '정담당',
      contactPhone: '025550101',
      approvalStatus: 'PENDING',
      businessNumberValid: true,
      rejectionReason: null,
    });
    expect((row as unknown as { businessNumber: string }).businessNumber).toMatch(/^\d{10}$/);
    expect(items.find((item) => item.userId === oldNumber.id)?.businessNumberValid).toBe(false);

    const pending = (await call('GET', '/apiV2/admin/corporate-accounts?state=PENDING&pageSize=100', adminA)).json();
    expect(pending.items.every((item: { approvalStatus: string }) => item.approvalStatus === 'PENDING')).toBe(true);
    expect(pending.items.map((item: { userId: string }) => item.userId)).not.toContain(approved.userId);
    const approvedOnly = (await call('GET', '/apiV2/admin/corporate-accounts?state=APPROVED&pageSize=100', adminA)).json();
    expect(approvedOnly.items.map((item: { userId: string }) => item.userId)).toContain(approved.userId);
    expect(approvedOnly).toMatchObject({ page: 1, pageSize: 100 });
    expect(approvedOnly.totalCount).toBe(approvedOnly.items.length);
  });

  it('pages within bounds, in Korean', async () => {
    const adminA = await admin();
    const first = (await call('GET', '/apiV2/admin/corporate-accounts?pageSize=1', adminA)).json();
    expect(first.items).toHaveLength(1);
    const refusals: Array<[string, string]> = [
      ['page=0', '페이지가 올바르지 않습니다.'],
      ['page=abc', '페이지가 올바른 형식이 아닙니다.'],
      ['pageSize=0', '페이지 크기가 올바르지 않습니다.'],
      ['pageSize=101', '페이지 크기가 올바르지 않습니다.'],
      ['state=UNKNOWN', '승인 상태가 올바르지 않습니다.'],
    ];
    for (const [query, message] of refusals) {
      expectKoreanError(await call('GET', `/apiV2/admin/corporate-accounts?${query}`, adminA), 400, message);
    }
  });

  it('rejects with a reason the company reads, and approval clears it', async () => {
    const adminA = await admin();
    const company = await signedUpCompany();
    expectKoreanError(
      await call('POST', `/apiV2/admin/corporate-accounts/${company.userId}/reject`, adminA, { reason: '   ' }),
      400,
      '반려 사유를 입력해주세요.',
    );
    expectKoreanError(
      await call('POST', `/apiV2/admin/corporate-accounts/${company.userId}/reject`, adminA, { reason: '가'.repeat(301) }),
      400,
    );
    const rejected = await call('POST', `/apiV2/admin/corporate-accounts/${company.userId}/reject`, adminA, {
      reason: ' 사업자등록증의 상호와 회사명이 다릅니다. ',
    });
    expect(rejected.json()).toEqual({ userId: company.userId, approvalStatus: 'REJECTED', changed: true });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/apiV2/corporate/profile',
      headers: { host: CORPORATE_HOST, cookie: company.cookie },
    });
    expect(profile.json()).toMatchObject({ approvalStatus: 'REJECTED', rejectionReason: '사업자등록증의 상호와 회사명이 다릅니다.' });

    // The same reason again changes nothing; a corrected reason is a change of its own.
    const again = await call('POST', `/apiV2/admin/corporate-accounts/${company.userId}/reject`, adminA, {
      reason: '사업자등록증의 상호와 회사명이 다릅니다.',
    });
    expect(again.json().changed).toBe(false);
    await call('POST', `/apiV2/admin/corporate-accounts/${company.userId}/reject`, adminA, { reason: '대표자명을 확인해주세요.' });
    const audit = await auditRowsOf('user', company.userId);
    expect(audit.map((row) => row.action)).toEqual(['user.corporate.reject', 'user.corporate.reject']);
    expect(audit[1]).toMatchObject({
      actorId: adminA.user.id,
      before: { rejectionReason: '사업자등록증의 상호와 회사명이 다릅니다.' },
      after: { rejectionReason: '대표자명을 확인해주세요.' },
    });

    await call('POST', `/apiV2/admin/corporate-accounts/${company.userId}/approve`, adminA);
    const approved = await t.app.inject({
      method: 'GET',
      url: '/apiV2/corporate/profile',
      headers: { host: CORPORATE_HOST, cookie: company.cookie },
    });
    expect(approved.json()).toMatchObject({ approvalStatus: 'APPROVED', rejectionReason: null });
  });

  it("never shows or decides another brand's companies", async () => {
    const adminA = await admin();
    const adminB = await admin('b');
    const companyA = await signedUpCompany('(주)에이브랜드');
    const companyB = await createUser(db(), { brand: 'b', type: 'CORPORATE', companyName: '(주)비브랜드', businessNumber: freshNumber() });
    const listA = (await call('GET', '/apiV2/admin/corporate-accounts?pageSize=100', adminA)).json();
    const listB = (await call('GET', '/apiV2/admin/corporate-accounts?pageSize=100', adminB, undefined, CONSOLE_B)).json();
    const ids = (page: { items: Array<{ userId: string }> }) => page.items.map((item) => item.userId);
    expect(ids(listA)).toContain(companyA.userId);
    expect(ids(listA)).not.toContain(companyB.id);
    expect(ids(listB)).toContain(companyB.id);
    expect(ids(listB)).not.toContain(companyA.userId);
    expectKoreanError(await call('POST', `/apiV2/admin/corporate-accounts/${companyA.userId}/approve`, adminB, undefined, CONSOLE_B), 404);
  });
});
