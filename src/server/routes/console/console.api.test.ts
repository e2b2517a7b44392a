/**
 * The operator console's APIs (issue 19, ADR 24): the dashboard's counts, the corporate approval queue with reject
 * reasons, and the community report queue with hide, restore and dismiss. ADMINs of the brand only: a visitor 401, a
 * member or a CONTENT_EDITOR 403 on every route; lists page within bounds; another brand's items never appear.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessNumberCheckDigit } from '../../../config/business-number';
import type { BrandId } from '../../../config/hosts';
import { auditEvents, communityReports, type User } from '../../../db/schema/index';
import { reportCommunityComment } from '../../community/report-community-comment';
import { reportCommunityPost } from '../../community/report-community-post';
import { expectKoreanError } from '../../../test/expect-korean-error';
import {
  type TestSession,
  createCommunityBoard,
  createCommunityComment,
  createCommunityPost,
  createLoggedInOperator,
  createLoggedInUser,
  createUser,
} from '../../../test/factories';
import { sessionCookieFrom, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;

const CONSOLE_A = 'admin.localhost:3000';
const CONSOLE_B = 'nurse-admin.localhost:3000';
const CORPORATE_HOST = 'biz.localhost:3000';
const hostOf = (brand: BrandId) => (brand === 'a' ? CONSOLE_A : CONSOLE_B);

const call = (method: 'GET' | 'POST', url: string, session?: TestSession, payload?: object, host = CONSOLE_A) =>
  t.app.inject({
    method,
    url,
    headers: { host, ...(session ? { cookie: session.cookie } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });

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

/** Members who report `postId` (each a new member of the brand). */
async function reportPostBy(count: number, brand: BrandId, postId: number, reason: 'SPAM' | 'ABUSE' = 'SPAM') {
  const outcomes = [];
  for (let i = 0; i < count; i += 1) {
    const reporter = await createUser(db(), { brand });
    outcomes.push(
      await reportCommunityPost(db(), {
        brand,
        actor: { userId: reporter.id, role: 'MEMBER' },
        postId,
        fields: { reason, detail: '' },
      }),
    );
  }
  return outcomes;
}

async function reportedPost(brand: BrandId, reporters: number, author?: User) {
  const board = await createCommunityBoard(db(), { brand, title: '콘솔 게시판' });
  const post = await createCommunityPost(db(), board, { author: author ?? (await createUser(db(), { brand, username: '글쓴이' })), title: '신고된 글' });
  await reportPostBy(reporters, brand, post.id);
  return { board, post };
}

const auditRowsOf = (resourceType: string, resourceId: number | string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.resourceType, resourceType), eq(auditEvents.resourceId, String(resourceId))))
    .orderBy(auditEvents.id);

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

describe('the community report queue', () => {
  interface Target {
    kind: string;
    postId: number;
    commentId: number | null;
    hidden: boolean;
    reportCount: number;
    reasons: Array<{ reason: string; count: number }>;
  }
  const list = async (session: TestSession, brand: BrandId = 'a') => {
    const response = await call('GET', '/apiV2/admin/community-reports?pageSize=100', session, undefined, hostOf(brand));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Target[]; totalCount: number };
  };

  it('lists reported posts and comments, hidden ones first, with reasons and counts', async () => {
    const adminA = await admin();
    const author = await createUser(db(), { username: '신고당한회원' });
    const { post: standing } = await reportedPost('a', 2, author);
    const standingSpam = await createUser(db());
    await reportCommunityPost(db(), {
      brand: 'a',
      actor: { userId: standingSpam.id, role: 'MEMBER' },
      postId: standing.id,
      fields: { reason: 'ABUSE', detail: '' },
    });
    const { post: hidden } = await reportedPost('a', 5);
    const comment = await createCommunityComment(db(), standing, { author, body: '<p>문제가 된   댓글입니다</p>' });
    const commentReporter = await createUser(db());
    await reportCommunityComment(db(), {
      brand: 'a',
      actor: { userId: commentReporter.id, role: 'MEMBER' },
      commentId: comment.id,
      fields: { reason: 'OTHER', detail: '광고 링크' },
    });

    const page = await list(adminA);
    const firstStanding = page.items.findIndex((item) => !item.hidden);
    expect(page.items.slice(firstStanding).every((item) => !item.hidden)).toBe(true);
    expect(page.items.find((item) => item.postId === hidden.id && item.kind === 'POST')).toMatchObject({ hidden: true, reportCount: 5 });
    expect(page.items.find((item) => item.postId === standing.id && item.kind === 'POST')).toMatchObject({
      hidden: false,
      reportCount: 3,
      reasons: [
        { reason: 'SPAM', count: 2 },
        { reason: 'ABUSE', count: 1 },
      ],
      postTitle: '신고된 글',
      board: { name: '콘솔 게시판' },
      author: { id: author.id, username: '신고당한회원' },
      excerpt: null,
    });
    expect(page.items.find((item) => item.commentId === comment.id)).toMatchObject({
      kind: 'COMMENT',
      postId: standing.id,
      excerpt: '문제가 된 댓글입니다',
      reportCount: 1,
      reasons: [{ reason: 'OTHER', count: 1 }],
    });
    expectKoreanError(await call('GET', '/apiV2/admin/community-reports?page=0', adminA), 400);
    expectKoreanError(await call('GET', '/apiV2/admin/community-reports?pageSize=101', adminA), 400);
    expect((await call('GET', '/apiV2/admin/community-reports?pageSize=1', adminA)).json().items).toHaveLength(1);
  });

  it('dismiss resolves the open reports DISMISSED with one audit row; then it takes 5 new reporters to hide', async () => {
    const adminA = await admin();
    const { post } = await reportedPost('a', 4);
    const response = await call('POST', `/apiV2/admin/community-reports/posts/${post.id}/dismiss`, adminA);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kind: 'POST', id: post.id, hidden: false, changed: true });

    const reports = await db().select().from(communityReports).where(eq(communityReports.postId, post.id));
    expect(reports).toHaveLength(4);
    expect(reports.every((report) => report.resolution === 'DISMISSED' && report.resolvedAt !== null)).toBe(true);
    const audit = await auditRowsOf('community-post', post.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'community-post.dismiss-reports',
      actorId: adminA.user.id,
      before: { id: post.id, hiddenAt: null, openReports: 4 },
      after: { id: post.id, hiddenAt: null, openReports: 0, resolvedReports: 4 },
    });
    expect((await list(adminA)).items.some((item) => item.kind === 'POST' && item.postId === post.id)).toBe(false);

    // Dismissing again has nothing to close: no second row.
    expect((await call('POST', `/apiV2/admin/community-reports/posts/${post.id}/dismiss`, adminA)).json().changed).toBe(false);
    expect(await auditRowsOf('community-post', post.id)).toHaveLength(1);

    const fourMore = await reportPostBy(4, 'a', post.id);
    expect(fourMore.every((outcome) => !outcome.hidden)).toBe(true);
    const [fifth] = await reportPostBy(1, 'a', post.id);
    expect(fifth).toMatchObject({ hidden: true, hiddenNow: true });
  });

  it('a hidden post is hidden or restored, not dismissed; restore and hide go through the moderation operations', async () => {
    const adminA = await admin();
    const { post } = await reportedPost('a', 5);
    expectKoreanError(
      await call('POST', `/apiV2/admin/community-reports/posts/${post.id}/dismiss`, adminA),
      409,
      '숨겨진 글은 숨김 확정 또는 복구로 처리해주세요.',
    );
    const restored = await call('POST', `/apiV2/admin/community-reports/posts/${post.id}/restore`, adminA);
    expect(restored.json()).toEqual({ kind: 'POST', id: post.id, hidden: false, changed: true });
    const hiddenAgain = await call('POST', `/apiV2/admin/community-reports/posts/${post.id}/hide`, adminA);
    expect(hiddenAgain.json()).toEqual({ kind: 'POST', id: post.id, hidden: true, changed: true });
    expect((await auditRowsOf('community-post', post.id)).map((row) => row.action)).toEqual([
      'community-post.restore',
      'community-post.hide',
    ]);
  });

  it('comments: dismiss, hide and restore', async () => {
    const adminA = await admin();
    const board = await createCommunityBoard(db());
    const post = await createCommunityPost(db(), board);
    const comment = await createCommunityComment(db(), post, { author: await createUser(db()) });
    const reporter = await createUser(db());
    await reportCommunityComment(db(), {
      brand: 'a',
      actor: { userId: reporter.id, role: 'MEMBER' },
      commentId: comment.id,
      fields: { reason: 'SPAM', detail: '' },
    });
    const dismissed = await call('POST', `/apiV2/admin/community-reports/comments/${comment.id}/dismiss`, adminA);
    expect(dismissed.json()).toEqual({ kind: 'COMMENT', id: comment.id, hidden: false, changed: true });
    expect((await call('POST', `/apiV2/admin/community-reports/comments/${comment.id}/hide`, adminA)).json()).toMatchObject({ hidden: true });
    expect((await call('POST', `/apiV2/admin/community-reports/comments/${comment.id}/restore`, adminA)).json()).toMatchObject({ hidden: false });
    expect((await auditRowsOf('community-comment', comment.id)).map((row) => row.action)).toEqual([
      'community-comment.dismiss-reports',
      'community-comment.hide',
      'community-comment.restore',
    ]);
    expectKoreanError(await call('POST', '/apiV2/admin/community-reports/comments/0/hide', adminA), 400);
  });

  it("never shows or decides another brand's reports", async () => {
    const adminA = await admin();
    const adminB = await admin('b');
    const { post: postA } = await reportedPost('a', 1);
    const { post: postB } = await reportedPost('b', 1);
    const idsOf = (page: { items: Target[] }) => page.items.map((item) => item.postId);
    expect(idsOf(await list(adminA))).toContain(postA.id);
    expect(idsOf(await list(adminA))).not.toContain(postB.id);
    expect(idsOf(await list(adminB, 'b'))).toContain(postB.id);
    expect(idsOf(await list(adminB, 'b'))).not.toContain(postA.id);
    for (const verb of ['hide', 'restore', 'dismiss']) {
      expectKoreanError(await call('POST', `/apiV2/admin/community-reports/posts/${postA.id}/${verb}`, adminB, undefined, CONSOLE_B), 404);
    }
  });
});
