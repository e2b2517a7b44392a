/**
 * Corporate accounts (ADR 22) through the HTTP API: the corporate sign-up on `/apiV2/auth/register` with the
 * 사업자등록번호 check digit and one account per number, the company's own profile (`/apiV2/corporate/profile`)
 * where a new number means review again, and the review by an ADMIN or the command's operation, audited.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessNumberCheckDigit } from '../../../config/business-number';
import { auditEvents, users } from '../../../db/schema';
import { approveCorporateUser } from '../../accounts/approve-corporate-user';
import { rejectCorporateUser } from '../../accounts/reject-corporate-user';
import { createLoggedInOperator, createLoggedInUser } from '../../../test/factories';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { BRAND_B_HOST, sessionCookieFrom, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;
const CORPORATE_HOST = 'biz.localhost:3000';

// Made-up numbers whose last digit was computed with the check-digit rule (no real company's).
const VALID_NUMBER = '123-45-67891';

/** A valid number no other test of this file uses (they share one database). */
let numbers = 0;
function freshNumber(): string {
  const firstNine = `77${String((numbers += 1)).padStart(7, '0')}`;
  return `${firstNine}${businessNumberCheckDigit(firstNine)}`;
}

let emails = 0;
const corporateSignUp = (overrides: Record<string, unknown> = {}) => ({
  email: `company-${(emails += 1)}-${Date.now()}@example.kr`,
  password: 'abcd1234',
  username: '이담당',
  type: 'CORPORATE',
  companyName: '(주)테스트상사',
  representativeName: '김대표',
  businessNumber: freshNumber(),
  contactPhone: '02-1234-5678',
  agreeTerms: true,
  agreePrivacy: true,
  ...overrides,
});

const register = (payload: object, host = CORPORATE_HOST) =>
  t.app.inject({ method: 'POST', url: '/apiV2/auth/register', payload, headers: { host } });
const profile = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/apiV2/corporate/profile', headers: { host: CORPORATE_HOST, cookie } });
const editProfile = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/apiV2/corporate/profile', payload, headers: { host: CORPORATE_HOST, cookie } });
const review = (verb: 'approve' | 'reject', userId: string, cookie?: string, host = CORPORATE_HOST) =>
  t.app.inject({
    method: 'POST',
    url: `/apiV2/admin/corporate-accounts/${userId}/${verb}`,
    headers: { host, ...(cookie ? { cookie } : {}) },
  });

const auditRows = (userId: string) =>
  db()
    .select({ action: auditEvents.action, actorId: auditEvents.actorId, before: auditEvents.before, after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.resourceType, 'user'), eq(auditEvents.resourceId, userId)))
    .orderBy(auditEvents.id);

/** A corporate sign-up through the API; its session cookie and user id. */
async function signedUpCompany(overrides: Record<string, unknown> = {}) {
  const response = await register(corporateSignUp(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return { cookie: sessionCookieFrom(response), userId: response.json().user.id as string };
}

const PROFILE_EDIT = {
  companyName: '(주)바뀐상사',
  representativeName: '박대표',
  businessNumber: '314-15-92650',
  contactName: '최담당',
  contactPhone: '010-9876-5432',
};

describe('corporate sign-up', () => {
  it('creates a corporate member waiting for approval, its number stored as digits', async () => {
    const body = corporateSignUp({ businessNumber: VALID_NUMBER });
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user).toMatchObject({ type: 'CORPORATE', username: '이담당', brand: 'a' });
    const [row] = await db().select().from(users).where(eq(users.id, response.json().user.id));
    expect(row).toMatchObject({
      companyName: '(주)테스트상사',
      representativeName: '김대표',
      businessNumber: '1234567891',
      contactPhone: '0212345678',
      corporateApprovedAt: null,
      corporateRejectedAt: null,
    });

    const own = await profile(sessionCookieFrom(response));
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.json()).toEqual({
      email: body.email,
      companyName: '(주)테스트상사',
      representativeName: '김대표',
      businessNumber: '1234567891',
      contactName: '이담당',
      contactPhone: '0212345678',
      approvalStatus: 'PENDING',
      approvedAt: null,
      rejectedAt: null,
      rejectionReason: null,
    });
  });

  it.each([
    [{ businessNumber: '123-45-67890' }, '올바른 사업자등록번호가 아닙니다.'],
    [{ businessNumber: '123-45-678' }, '사업자등록번호 10자리를 정확히 입력해주세요.'],
    [{ businessNumber: undefined }, '사업자등록번호를 입력해주세요.'],
    [{ companyName: undefined }, '회사명을 입력해주세요.'],
    [{ companyName: '   ' }, '회사명을 입력해주세요.'],
    [{ representativeName: undefined }, '대표자명을 입력해주세요.'],
    [{ representativeName: '가'.repeat(31) }, '대표자명은 30자 이하로 입력해주세요.'],
    [{ contactPhone: undefined }, '담당자 연락처를 입력해주세요.'],
    [{ contactPhone: '12-34' }, '올바른 연락처가 아닙니다. (예: 02-1234-5678, 010-1234-5678)'],
    [{ username: undefined }, '이름을 입력해주세요.'],
    [{ agreeTerms: undefined }, '필수 약관에 동의해주세요.'],
    [{ agreePrivacy: false }, '필수 약관에 동의해주세요.'],
    [{ email: undefined }, '이메일을 입력해주세요.'],
    [{ password: undefined }, '비밀번호를 입력해주세요.'],
  ])('refuses %j with a Korean 400', async (change, message) => {
    const body = corporateSignUp(change);
    for (const [key, value] of Object.entries(change)) if (value === undefined) delete (body as Record<string, unknown>)[key];
    expectKoreanError(await register(body), 400, message);
  });

  it('refuses a number another corporate account of the brand holds (409), with or without hyphens; the other brand may', async () => {
    await signedUpCompany({ businessNumber: '9999999997' });
    expectKoreanError(await register(corporateSignUp({ businessNumber: '999-99-99997' })), 409, '이미 가입된 사업자등록번호입니다.', 'BUSINESS_NUMBER_TAKEN');
    const otherBrand = await register(corporateSignUp({ businessNumber: '9999999997' }), BRAND_B_HOST);
    expect(otherBrand.statusCode, otherBrand.body).toBe(201);
  });

  it('two sign-ups racing with one number make one account', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => register(corporateSignUp({ businessNumber: '1000000090' }))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('an individual sign-up needs none of the corporate fields and stores none', async () => {
    const response = await register({ email: `person-${Date.now()}@example.kr`, password: 'abcd1234', username: '개인', type: 'NORMAL', businessNumber: 'x', agreeTerms: true, agreePrivacy: true, agreeAge14: true });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await db().select().from(users).where(eq(users.id, response.json().user.id));
    expect(row).toMatchObject({ businessNumber: null, representativeName: null, contactPhone: null });
  });
});

describe('the company’s profile', () => {
  it('is for corporate members: a visitor is 401, an individual member 403', async () => {
    expectKoreanError(await profile(''), 401);
    expectKoreanError(await editProfile('', PROFILE_EDIT), 401);
    const member = await createLoggedInUser(db());
    expectKoreanError(await profile(member.cookie), 403, '기업회원만 이용할 수 있는 서비스입니다.');
    expectKoreanError(await editProfile(member.cookie, PROFILE_EDIT), 403, '기업회원만 이용할 수 있는 서비스입니다.');
  });

  it('edits company and contact details; the same number keeps the approval', async () => {
    const company = await signedUpCompany({ businessNumber: '2718281824' });
    await approveCorporateUser(db(), t.app.sessionCache, { brand: 'a', account: { userId: company.userId }, actorId: null });
    // Typed differently (hyphens), the same number.
    const response = await editProfile(company.cookie, { ...PROFILE_EDIT, businessNumber: '271-82-81824' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      companyName: '(주)바뀐상사',
      representativeName: '박대표',
      businessNumber: '2718281824',
      contactName: '최담당',
      contactPhone: '01098765432',
      approvalStatus: 'APPROVED',
    });
    expect((await auditRows(company.userId)).map((row) => row.action)).toEqual(['user.corporate.approve']);
  });

  it('a new number sends an approved account back to review, audited, and the next request already sees it', async () => {
    const company = await signedUpCompany();
    await approveCorporateUser(db(), t.app.sessionCache, { brand: 'a', account: { userId: company.userId }, actorId: null });
    // The session is cached with the approved row now.
    expect((await profile(company.cookie)).json().approvalStatus).toBe('APPROVED');

    const response = await editProfile(company.cookie, { ...PROFILE_EDIT, businessNumber: '130-86-01207' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ businessNumber: '1308601207', approvalStatus: 'PENDING', approvedAt: null, rejectedAt: null });
    const portal = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ currentUser { corporateApproved } }' },
      headers: { host: 'portal.localhost:3000', cookie: company.cookie },
    });
    expect(portal.json().data.currentUser.corporateApproved).toBe(false);
    const rows = await auditRows(company.userId);
    expect(rows.at(-1)).toMatchObject({
      action: 'user.corporate.business-number.change',
      actorId: company.userId,
      before: { approvalStatus: 'APPROVED' },
      after: { approvalStatus: 'PENDING', businessNumber: '1308601207', approvedAt: null },
    });
  });

  it('refuses a bad number (400) and another company’s number (409), changing nothing', async () => {
    const holder = await signedUpCompany({ businessNumber: '1058701455' });
    const company = await signedUpCompany();
    expectKoreanError(await editProfile(company.cookie, { ...PROFILE_EDIT, businessNumber: '105-87-01456' }), 400, '올바른 사업자등록번호가 아닙니다.');
    expectKoreanError(await editProfile(company.cookie, { ...PROFILE_EDIT, businessNumber: '105-87-01455' }), 409, '이미 가입된 사업자등록번호입니다.');
    expectKoreanError(await editProfile(company.cookie, { ...PROFILE_EDIT, contactName: '' }), 400, '담당자명을 입력해주세요.');
    const { representativeName: _omitted, ...missing } = PROFILE_EDIT;
    expectKoreanError(await editProfile(company.cookie, missing), 400, '대표자명을 입력해주세요.');
    expect((await profile(company.cookie)).json().companyName).toBe('(주)테스트상사');
    expect(holder.userId).not.toBe(company.userId);
  });
});

describe('reviewing a corporate sign-up', () => {
  it('the approve operation (the command’s) sets the approval and writes one audit row; again writes nothing', async () => {
    const company = await signedUpCompany({ businessNumber: '1208800016' });
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, company.userId));
    const approved = await approveCorporateUser(db(), t.app.sessionCache, { brand: 'a', account: { email: row!.email.toUpperCase() }, actorId: null });
    expect(approved).toEqual({ userId: company.userId, approvalStatus: 'APPROVED', changed: true });
    const own = (await profile(company.cookie)).json();
    expect(own.approvalStatus).toBe('APPROVED');
    expect(Date.parse(own.approvedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await auditRows(company.userId)).toEqual([
      {
        action: 'user.corporate.approve',
        actorId: null,
        before: { approvalStatus: 'PENDING', businessNumber: '1208800016', approvedAt: null, rejectedAt: null, rejectionReason: null },
        after: expect.objectContaining({ approvalStatus: 'APPROVED', rejectedAt: null }),
      },
    ]);
    expect((await approveCorporateUser(db(), t.app.sessionCache, { brand: 'a', account: { userId: company.userId }, actorId: null })).changed).toBe(false);
    expect(await auditRows(company.userId)).toHaveLength(1);
  });

  it('reject withdraws an approval; the company sees REJECTED until it corrects its number (back to PENDING)', async () => {
    const company = await signedUpCompany({ businessNumber: '1208800020' });
    await approveCorporateUser(db(), t.app.sessionCache, { brand: 'a', account: { userId: company.userId }, actorId: null });
    const rejected = await rejectCorporateUser(db(), t.app.sessionCache, { brand: 'a', account: { userId: company.userId }, actorId: null });
    expect(rejected).toMatchObject({ approvalStatus: 'REJECTED', changed: true });
    expect((await profile(company.cookie)).json()).toMatchObject({ approvalStatus: 'REJECTED', approvedAt: null });
    const corrected = await editProfile(company.cookie, { ...PROFILE_EDIT, businessNumber: '1208800035' });
    expect(corrected.json()).toMatchObject({ approvalStatus: 'PENDING', rejectedAt: null });
    expect((await auditRows(company.userId)).map((r) => r.action)).toEqual([
      'user.corporate.approve',
      'user.corporate.reject',
      'user.corporate.business-number.change',
    ]);
  });

  it('through the API: an ADMIN of the brand approves and rejects (audited with the actor); others are refused', async () => {
    const company = await signedUpCompany({ businessNumber: '2208811017' });
    expectKoreanError(await review('approve', company.userId), 401);
    expectKoreanError(await review('approve', company.userId, company.cookie), 403, '관리자만 이용할 수 있습니다.');
    const editor = await createLoggedInOperator(db(), { role: 'CONTENT_EDITOR' });
    expectKoreanError(await review('approve', company.userId, editor.cookie), 403, '관리자만 이용할 수 있습니다.');
    const otherBrandAdmin = await createLoggedInOperator(db(), { role: 'ADMIN', brand: 'b' });
    expectKoreanError(await review('approve', company.userId, otherBrandAdmin.cookie, BRAND_B_HOST), 404, '기업회원을 찾을 수 없습니다.');

    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    const approved = await review('approve', company.userId, admin.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ userId: company.userId, approvalStatus: 'APPROVED', changed: true });
    expect((await profile(company.cookie)).json().approvalStatus).toBe('APPROVED');
    expect((await review('reject', company.userId, admin.cookie)).json()).toMatchObject({ approvalStatus: 'REJECTED', changed: true });
    expect((await auditRows(company.userId)).map((r) => [r.action, r.actorId])).toEqual([
      ['user.corporate.approve', admin.user.id],
      ['user.corporate.reject', admin.user.id],
    ]);

    const member = await createLoggedInUser(db());
    expectKoreanError(await review('approve', member.user.id, admin.cookie), 404, '기업회원을 찾을 수 없습니다.');
    expectKoreanError(await review('approve', 'not-a-uuid', admin.cookie), 400);
  });
});
