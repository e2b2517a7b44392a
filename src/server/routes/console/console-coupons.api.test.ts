/**
 * The console's coupons (ADR 33) through the front door: create (the shared rule's Korean 400s, a taken code
 * 409), the list, end early, issue to members by email (a report of who got it, who had it, unknown emails; one
 * transaction; one audit row per batch) — and the member sees the coupon on the shop and uses it on an order sheet.
 * Also the CONTENT_EDITOR boundary on money and companies: coupons, payments and company decisions are an ADMIN's.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessNumberCheckDigit } from '../../../config/business-number';
import { kstDayKey } from '../../../config/kst';
import { auditEvents, memberCoupons, orders, shopCoupons, users } from '../../../db/schema/index';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { type TestSession, createExam, createLoggedInOperator, createLoggedInUser, createShopProduct, createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;

const CONSOLE_A = 'admin.localhost:3000';
const CONSOLE_B = 'nurse-admin.localhost:3000';
const SHOP_B = 'shop.localhost:3000';
const DAY = 24 * 60 * 60_000;

const call = (method: 'GET' | 'POST', url: string, session?: TestSession, payload?: object, host = CONSOLE_B) =>
  t.app.inject({
    method,
    url,
    headers: { host, ...(session ? { cookie: session.cookie } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });

const admin = (brand: 'a' | 'b' = 'b') => createLoggedInOperator(db(), { role: 'ADMIN', brand, username: '쿠폰관리자' });
const editor = (brand: 'a' | 'b' = 'b') => createLoggedInOperator(db(), { role: 'CONTENT_EDITOR', brand });

let seq = 0;
const freshCode = () => `CONSOLE-${Date.now().toString(36).toUpperCase()}-${(seq += 1)}`;
const today = () => kstDayKey(new Date());
const inDays = (n: number) => kstDayKey(new Date(Date.now() + n * DAY));

const form = (overrides: Record<string, unknown> = {}) => ({
  name: '콘솔 3,000원 할인',
  code: freshCode(),
  kind: 'FIXED',
  value: 3000,
  minOrderAmount: 10_000,
  startDay: today(),
  endDay: inDays(30),
  ...overrides,
});

async function created(operator: TestSession, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/apiV2/admin/coupons', operator, form(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { couponId: number }).couponId;
}

const auditRows = (action: string, couponId: number) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.resourceId, String(couponId))));

const heldCount = async (couponId: number) => (await db().select({ n: count() }).from(memberCoupons).where(eq(memberCoupons.couponId, couponId)))[0]!.n;

describe('who may manage coupons', () => {
  it('refuses a visitor (401), a member and a CONTENT_EDITOR (403, Korean) on every coupon route and changes nothing', async () => {
    const operator = await admin();
    const couponId = await created(operator);
    const member = await createLoggedInUser(db(), { brand: 'b' });
    const contentEditor = await editor();
    const routes: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/apiV2/admin/coupons'],
      ['POST', '/apiV2/admin/coupons', form()],
      ['POST', `/apiV2/admin/coupons/${couponId}/end`],
      ['POST', `/apiV2/admin/coupons/${couponId}/issue`, { emails: [member.user.email] }],
    ];
    for (const [method, url, payload] of routes) {
      expectKoreanError(await call(method, url, undefined, payload), 401);
      expectKoreanError(await call(method, url, member, payload), 403, '관리자만 쿠폰을 관리할 수 있습니다.');
      expectKoreanError(await call(method, url, contentEditor, payload), 403, '관리자만 쿠폰을 관리할 수 있습니다.');
    }
    expect(await heldCount(couponId)).toBe(0);
    expect(await auditRows('coupon.end', couponId)).toHaveLength(0);
    expect(await db().select().from(shopCoupons).where(eq(shopCoupons.name, '콘솔 3,000원 할인'))).toHaveLength(1);
  });

  it('refuses a CONTENT_EDITOR on company approve and reject, mark-paid and mark-refunded, leaving the company and the order as they were', async () => {
    const contentEditor = await editor('b');
    const firstNine = `77${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const company = await createUser(db(), { brand: 'b', type: 'CORPORATE', businessNumber: `${firstNine}${businessNumberCheckDigit(firstNine)}` });
    for (const verb of ['approve', 'reject'] as const) {
      expectKoreanError(await call('POST', `/apiV2/admin/corporate-accounts/${company.id}/${verb}`, contentEditor, verb === 'reject' ? { reason: '사유' } : undefined), 403);
    }
    const [after] = await db().select().from(users).where(eq(users.id, company.id));
    expect(after!.corporateApprovedAt).toBe(null);
    expect(after!.corporateRejectedAt).toBe(null);

    const buyer = await createLoggedInUser(db(), { brand: 'b' });
    const orderNo = await bankTransferOrder(buyer);
    for (const verb of ['mark-paid', 'mark-refunded'] as const) {
      expectKoreanError(await call('POST', `/apiV2/admin/orders/${orderNo}/${verb}`, contentEditor), 403, '관리자만 결제 완료로 처리할 수 있습니다.');
    }
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order!.status).toBe('AWAITING_DEPOSIT');
  });
});

async function sheetFor(buyer: TestSession, price = 20_000) {
  const exam = await createExam(db(), { brand: 'b', isFree: false, price });
  const product = await createShopProduct(db(), { examId: exam.examIdx, price });
  const sheet = await t.app.inject({
    method: 'POST',
    url: '/v2/orders',
    headers: { host: SHOP_B, cookie: buyer.cookie },
    payload: { products: [{ productNo: product.id, optionNo: product.optionNo, orderCnt: 1 }] },
  });
  expect(sheet.statusCode, sheet.body).toBe(201);
  return (sheet.json() as { orderSheetNo: string }).orderSheetNo;
}

async function bankTransferOrder(buyer: TestSession) {
  const sheetNo = await sheetFor(buyer);
  const placed = await t.app.inject({
    method: 'POST',
    url: `/v2/order-sheets/${sheetNo}/order`,
    headers: { host: SHOP_B, cookie: buyer.cookie },
    payload: { ordererName: '김간호', ordererPhone: '010-1234-5678', agreed: true, paymentMethod: 'BANK_TRANSFER' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return (placed.json() as { orderNo: string }).orderNo;
}

describe('creating coupons', () => {
  it('creates a coupon from the form, audits it once and lists it newest first with its counts', async () => {
    const operator = await admin();
    const older = await created(operator);
    const code = freshCode();
    const couponId = await created(operator, { name: '콘솔 10% 할인', code: code.toLowerCase(), kind: 'PERCENT', value: 10, maxDiscount: 2000 });
    const [row] = await db().select().from(shopCoupons).where(eq(shopCoupons.id, couponId));
    expect(row).toMatchObject({ brand: 'b', code, kind: 'PERCENT', value: 10, maxDiscount: 2000, minOrderAmount: 10_000 });
    expect(kstDayKey(row!.validFrom)).toBe(today());
    expect(await auditRows('coupon.create', couponId)).toHaveLength(1);

    const list = await call('GET', '/apiV2/admin/coupons?pageSize=100', operator);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const items = (list.json() as { items: Array<{ couponId: number; status: string; issuedCount: number; usedCount: number }> }).items;
    const ids = items.map((i) => i.couponId);
    expect(ids.indexOf(couponId)).toBeLessThan(ids.indexOf(older));
    expect(items.find((i) => i.couponId === couponId)).toMatchObject({ status: 'ACTIVE', issuedCount: 0, usedCount: 0 });
    expectKoreanError(await call('GET', '/apiV2/admin/coupons?pageSize=1000', operator), 400);
  });

  it('refuses bad fields with the shared rule\'s Korean message and a taken code with 409', async () => {
    const operator = await admin();
    expectKoreanError(await call('POST', '/apiV2/admin/coupons', operator, form({ kind: 'PERCENT', value: 150 })), 400, '정률 할인은 1~100% 사이로 입력해주세요.');
    expectKoreanError(await call('POST', '/apiV2/admin/coupons', operator, form({ value: 0 })), 400, '정액 할인은 1원 이상으로 입력해주세요.');
    expectKoreanError(await call('POST', '/apiV2/admin/coupons', operator, form({ endDay: inDays(-1) })), 400, '종료일은 시작일 이후로 입력해주세요.');
    expectKoreanError(await call('POST', '/apiV2/admin/coupons', operator, form({ code: '쿠폰' })), 400, '쿠폰 코드는 영문 대문자, 숫자, 하이픈(-)으로 4~30자로 입력해주세요.');
    expectKoreanError(await call('POST', '/apiV2/admin/coupons', operator, { ...form(), value: '많이' }), 400);
    const code = freshCode();
    await created(operator, { code });
    expectKoreanError(await call('POST', '/apiV2/admin/coupons', operator, form({ code })), 409, '이미 사용 중인 쿠폰 코드입니다.');
    // The seed's codes are taken too (one code per brand).
    expect(await db().select({ n: count() }).from(shopCoupons).where(eq(shopCoupons.code, code))).toEqual([{ n: 1 }]);
  });

  it('creates an issue-only coupon without a code: listed without one, issued to a member, never registrable', async () => {
    const operator = await admin();
    const couponId = await created(operator, { code: '', name: '발급 전용 쿠폰' });
    const second = await created(operator, { code: undefined, name: '발급 전용 쿠폰 2' });
    expect(second).not.toBe(couponId);
    const list = (await call('GET', '/apiV2/admin/coupons?pageSize=100', operator)).json() as { items: Array<{ couponId: number; code: string | null }> };
    expect(list.items.find((i) => i.couponId === couponId)?.code).toBe(null);
    const buyer = await createLoggedInUser(db(), { brand: 'b' });
    const issued = await call('POST', `/apiV2/admin/coupons/${couponId}/issue`, operator, { emails: [buyer.user.email] });
    expect(issued.json()).toMatchObject({ issued: [buyer.user.email] });
    const mine = await t.app.inject({ method: 'GET', url: '/shop/coupons', headers: { host: SHOP_B, cookie: buyer.cookie } });
    expect(mine.json()).toMatchObject({ items: [{ name: '발급 전용 쿠폰', code: null, status: 'USABLE' }] });
    const other = await createLoggedInUser(db(), { brand: 'b' });
    const registered = await t.app.inject({ method: 'POST', url: '/shop/coupons', headers: { host: SHOP_B, cookie: other.cookie }, payload: { code: '' } });
    expectKoreanError(registered, 400);
  });

  it('answers brand A (no shop) with an empty list and a Korean 404 on a write', async () => {
    const operatorA = await admin('a');
    const list = await call('GET', '/apiV2/admin/coupons', operatorA, undefined, CONSOLE_A);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ items: [], totalCount: 0 });
    expectKoreanError(await call('POST', '/apiV2/admin/coupons', operatorA, form(), CONSOLE_A), 404, '이 브랜드에는 쇼핑몰이 없습니다.');
  });
});

describe('issuing coupons to members', () => {
  it('reports who got it, who already had it and unknown emails, audits the batch once, and the member uses it on an order', async () => {
    const operator = await admin();
    const couponId = await created(operator, { value: 3000, minOrderAmount: 10_000 });
    const first = await createLoggedInUser(db(), { brand: 'b' });
    const second = await createLoggedInUser(db(), { brand: 'b' });
    const brandA = await createUser(db(), { brand: 'a' });

    const one = await call('POST', `/apiV2/admin/coupons/${couponId}/issue`, operator, { emails: [first.user.email] });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ couponId, issued: [first.user.email], alreadyHeld: [], unknown: [] });

    const batch = await call('POST', `/apiV2/admin/coupons/${couponId}/issue`, operator, {
      emails: [` ${second.user.email.toUpperCase()} `, first.user.email, 'nobody@example.kr', brandA.email, second.user.email],
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json()).toEqual({ couponId, issued: [second.user.email], alreadyHeld: [first.user.email], unknown: ['nobody@example.kr', brandA.email] });
    expect(await heldCount(couponId)).toBe(2);
    const rows = await auditRows('coupon.issue', couponId);
    expect(rows.map((r) => r.after)).toEqual([
      { issuedCount: 1, alreadyHeldCount: 0, unknownCount: 0 },
      { issuedCount: 1, alreadyHeldCount: 1, unknownCount: 2 },
    ]);

    // The member sees it on /mypage/coupons at once and it applies on an order sheet.
    const mine = await t.app.inject({ method: 'GET', url: '/shop/coupons?status=USABLE', headers: { host: SHOP_B, cookie: second.cookie } });
    expect(mine.statusCode, mine.body).toBe(200);
    const held = (mine.json() as { items: Array<{ memberCouponId: number; name: string }> }).items;
    expect(held).toEqual([expect.objectContaining({ name: '콘솔 3,000원 할인' })]);
    const sheetNo = await sheetFor(second);
    const discounts = await t.app.inject({ method: 'GET', url: `/v2/order-sheets/${sheetNo}/discounts`, headers: { host: SHOP_B, cookie: second.cookie } });
    expect(discounts.json()).toMatchObject({ coupons: [{ memberCouponId: held[0]!.memberCouponId, discount: 3000 }] });

    const list = (await call('GET', '/apiV2/admin/coupons?pageSize=100', operator)).json() as { items: Array<{ couponId: number; issuedCount: number }> };
    expect(list.items.find((i) => i.couponId === couponId)?.issuedCount).toBe(2);
  });

  it('is one transaction: a failure part-way leaves nobody holding the coupon and no audit row', async () => {
    const operator = await admin();
    const couponId = await created(operator);
    const members = await Promise.all([1, 2, 3].map(() => createUser(db(), { brand: 'b' })));
    // A trigger that refuses the third member's row mid-insert stands in for any failure inside the batch.
    await db().execute(
      `create or replace function refuse_coupon_for_test() returns trigger as $$ begin if new.user_id = '${members[2]!.id}' then raise exception 'refused'; end if; return new; end $$ language plpgsql` as never,
    );
    await db().execute('create trigger refuse_coupon_for_test before insert on member_coupons for each row execute function refuse_coupon_for_test()' as never);
    try {
      const response = await call('POST', `/apiV2/admin/coupons/${couponId}/issue`, operator, { emails: members.map((m) => m.email) });
      expect(response.statusCode).toBe(500);
    } finally {
      await db().execute('drop trigger refuse_coupon_for_test on member_coupons' as never);
      await db().execute('drop function refuse_coupon_for_test()' as never);
    }
    expect(await heldCount(couponId)).toBe(0);
    expect(await auditRows('coupon.issue', couponId)).toHaveLength(0);
  });

  it('refuses an empty list, more than 500 emails, an unknown coupon and an ended one in Korean', async () => {
    const operator = await admin();
    const couponId = await created(operator);
    expectKoreanError(await call('POST', `/apiV2/admin/coupons/${couponId}/issue`, operator, { emails: [' '] }), 400, '쿠폰을 보낼 회원의 이메일을 입력해주세요.');
    const many = Array.from({ length: 501 }, (_, i) => `m${i}@example.kr`);
    expectKoreanError(await call('POST', `/apiV2/admin/coupons/${couponId}/issue`, operator, { emails: many }), 400, '한 번에 500명까지 발급할 수 있습니다.');
    expectKoreanError(await call('POST', '/apiV2/admin/coupons/999999/issue', operator, { emails: ['a@example.kr'] }), 404, '쿠폰을 찾을 수 없습니다.');
    expect((await call('POST', `/apiV2/admin/coupons/${couponId}/end`, operator)).statusCode).toBe(200);
    expectKoreanError(await call('POST', `/apiV2/admin/coupons/${couponId}/issue`, operator, { emails: ['a@example.kr'] }), 409, '종료된 쿠폰은 발급할 수 없습니다.');
  });
});

describe('ending a coupon early', () => {
  it('ends it now: issued unused copies stop applying, the code cannot be registered, a second end changes nothing; audited once', async () => {
    const operator = await admin();
    const code = freshCode();
    const couponId = await created(operator, { code, value: 2000, minOrderAmount: 0 });
    const buyer = await createLoggedInUser(db(), { brand: 'b' });
    await call('POST', `/apiV2/admin/coupons/${couponId}/issue`, operator, { emails: [buyer.user.email] });

    const ended = await call('POST', `/apiV2/admin/coupons/${couponId}/end`, operator);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ couponId, changed: true });
    const again = await call('POST', `/apiV2/admin/coupons/${couponId}/end`, operator);
    expect(again.json()).toMatchObject({ couponId, changed: false });
    expect(await auditRows('coupon.end', couponId)).toHaveLength(1);

    const sheetNo = await sheetFor(buyer);
    const discounts = await t.app.inject({ method: 'GET', url: `/v2/order-sheets/${sheetNo}/discounts`, headers: { host: SHOP_B, cookie: buyer.cookie } });
    expect(discounts.json()).toMatchObject({ coupons: [] });
    const mine = await t.app.inject({ method: 'GET', url: '/shop/coupons', headers: { host: SHOP_B, cookie: buyer.cookie } });
    expect(mine.json()).toMatchObject({ items: [{ status: 'EXPIRED' }] });
    const other = await createLoggedInUser(db(), { brand: 'b' });
    const registered = await t.app.inject({ method: 'POST', url: '/shop/coupons', headers: { host: SHOP_B, cookie: other.cookie }, payload: { code } });
    expectKoreanError(registered, 400, '사용 기간이 지난 쿠폰입니다.');
    const list = (await call('GET', '/apiV2/admin/coupons?pageSize=100', operator)).json() as { items: Array<{ couponId: number; status: string }> };
    expect(list.items.find((i) => i.couponId === couponId)?.status).toBe('ENDED');
  });

  it('ends a coupon that has not started yet, and answers an unknown one 404', async () => {
    const operator = await admin();
    const couponId = await created(operator, { startDay: inDays(3), endDay: inDays(10) });
    const ended = await call('POST', `/apiV2/admin/coupons/${couponId}/end`, operator);
    expect(ended.statusCode, ended.body).toBe(200);
    const [row] = await db().select().from(shopCoupons).where(eq(shopCoupons.id, couponId));
    expect(row!.validUntil.getTime()).toBeLessThanOrEqual(Date.now());
    expectKoreanError(await call('POST', '/apiV2/admin/coupons/999999/end', operator), 404, '쿠폰을 찾을 수 없습니다.');
  });
});
