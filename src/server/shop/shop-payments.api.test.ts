/**
 * Brand B shop slice 2 through the front door (issue 18, ADR 28): coupons and points on the order with the amount
 * computed on the server, earning on payment, Toss Payments against the local Toss-speaking server (amount checked,
 * idempotent confirm, Toss's refusals as Korean 4xx, cancel), cancellation and refunds, and the member's own rows.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  examEntitlements,
  examRecords,
  memberCoupons,
  orderSheets,
  orders,
  payments,
  pointEntries,
  shopCoupons,
} from '../../db/schema';
import { expectKoreanError } from '../../test/expect-korean-error';
import { startFakeTossPayments, type FakeTossPayments } from '../../test/fake-toss-payments';
import { createExam, createLoggedInOperator, createLoggedInUser, createShopProduct } from '../../test/factories';
import { BRAND_B_HOST, createTestApp, injectRequest, type TestApp } from '../../test/test-app';
import { createPaymentProviders } from '../payments/payment-providers';
import { createTossProvider, DEFAULT_TOSS_SDK_URL, sdkOrigins } from '../payments/toss-provider';
import { expireUnpaidOrders } from './expire-unpaid-orders';
import { markOrderPaid } from './mark-order-paid';

const SHOP_HOST = 'shop.localhost:3000';
const KEYS = { clientKey: 'test_ck_api', secretKey: 'test_sk_api' };
const DAY = 24 * 60 * 60_000;

let t: TestApp;
let toss: FakeTossPayments;
beforeAll(async () => {
  toss = await startFakeTossPayments(KEYS);
  // buildApp reads the providers' keys from the environment once.
  Object.assign(process.env, { TOSS_CLIENT_KEY: KEYS.clientKey, TOSS_SECRET_KEY: KEYS.secretKey, TOSS_API_URL: toss.origin, TOSS_SDK_URL: `${toss.origin}/v2/standard` });
  t = await createTestApp();
  for (const key of ['TOSS_CLIENT_KEY', 'TOSS_SECRET_KEY', 'TOSS_API_URL', 'TOSS_SDK_URL']) delete process.env[key];
});
afterAll(async () => {
  await t.close();
  await toss.close();
});

const db = () => t.database.db;
const member = () => createLoggedInUser(db(), { brand: 'b' });

function request(method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) {
  return injectRequest(t.app, method, url, { host: SHOP_HOST, cookie, ...(payload === undefined ? {} : { payload }) });
}

async function examProduct(price = 20_000) {
  const exam = await createExam(db(), { brand: 'b', isFree: false, price });
  return createShopProduct(db(), { examId: exam.examIdx, price });
}

async function sheetFor(cookie: string, product: { id: number; optionNo: number }): Promise<string> {
  const response = await request('POST', '/v2/orders', cookie, { products: [{ productNo: product.id, optionNo: product.optionNo, orderCnt: 1 }] });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { orderSheetNo: string }).orderSheetNo;
}

interface OrderBody {
  orderNo: string;
  status: string;
  amount: number;
  subtotal: number;
  couponDiscount: number;
  pointsUsed: number;
  cancellable: boolean;
  paymentMethod: string;
}

const ORDERER = { ordererName: '김간호', ordererPhone: '010-1234-5678', agreed: true };

function place(cookie: string, sheetNo: string, extra: Record<string, unknown> = {}) {
  return request('POST', `/v2/order-sheets/${sheetNo}/order`, cookie, { ...ORDERER, paymentMethod: 'BANK_TRANSFER', ...extra });
}

let codeSeq = 0;
async function coupon(terms: Partial<typeof shopCoupons.$inferInsert> = {}) {
  codeSeq += 1;
  const [row] = await db()
    .insert(shopCoupons)
    .values({
      brand: 'b',
      code: `TEST-${Date.now().toString(36).toUpperCase()}-${codeSeq}`,
      name: '테스트 쿠폰',
      kind: 'FIXED',
      value: 3000,
      validFrom: new Date(Date.now() - DAY),
      validUntil: new Date(Date.now() + 30 * DAY),
      ...terms,
    })
    .returning();
  return row!;
}

async function issue(userId: string, couponId: number) {
  const [row] = await db().insert(memberCoupons).values({ brand: 'b', couponId, userId }).returning();
  return row!.id;
}

async function givePoints(userId: string, amount: number) {
  await db().insert(pointEntries).values({ brand: 'b', userId, kind: 'EARN', amount, description: '테스트 적립' });
}

const balanceOf = async (cookie: string) => ((await request('GET', '/shop/points', cookie)).json() as { balance: number }).balance;

describe('coupons', () => {
  it('registers a code once; an unknown or expired code is a Korean 400, a second registration 409', async () => {
    const buyer = await member();
    const valid = await coupon({ name: '신규 회원 3,000원' });
    const expired = await coupon({ validFrom: new Date(Date.now() - 10 * DAY), validUntil: new Date(Date.now() - DAY) });
    expectKoreanError(await request('POST', '/shop/coupons', buyer.cookie, { code: 'NO-SUCH-CODE' }), 400, '존재하지 않는 쿠폰 코드입니다.', 'COUPON_NOT_FOUND');
    expectKoreanError(await request('POST', '/shop/coupons', buyer.cookie, { code: expired.code }), 400, '사용 기간이 지난 쿠폰입니다.');
    const created = await request('POST', '/shop/coupons', buyer.cookie, { code: ` ${valid.code!.toLowerCase()} ` });
    expect(created.statusCode, created.body).toBe(201);
    expectKoreanError(await request('POST', '/shop/coupons', buyer.cookie, { code: valid.code }), 409, '이미 등록한 쿠폰입니다.');
    expectKoreanError(await request('POST', '/shop/coupons', undefined, { code: valid.code }), 401);

    const list = (await request('GET', '/shop/coupons?status=USABLE', buyer.cookie)).json() as { items: Array<{ name: string; status: string }> };
    expect(list.items).toEqual([expect.objectContaining({ name: '신규 회원 3,000원', status: 'USABLE' })]);
    expectKoreanError(await request('GET', '/shop/coupons?status=GONE', buyer.cookie), 400);
  });

  it('offers on the order page only the coupons that fit the sheet, with their discount', async () => {
    const buyer = await member();
    const product = await examProduct(20_000);
    const fits = await issue(buyer.user.id, (await coupon({ kind: 'PERCENT', value: 10, maxDiscount: 1500, name: '10% 할인' })).id);
    await issue(buyer.user.id, (await coupon({ minOrderAmount: 50_000 })).id);
    await issue(buyer.user.id, (await coupon({ validFrom: new Date(Date.now() - 10 * DAY), validUntil: new Date(Date.now() - DAY) })).id);
    await givePoints(buyer.user.id, 1234);
    const sheetNo = await sheetFor(buyer.cookie, product);
    const discounts = await request('GET', `/v2/order-sheets/${sheetNo}/discounts`, buyer.cookie);
    expect(discounts.statusCode, discounts.body).toBe(200);
    expect(discounts.json()).toMatchObject({ subtotal: 20_000, pointBalance: 1234, pointUnit: 10, coupons: [{ memberCouponId: fits, name: '10% 할인', discount: 1500 }] });
    const other = await member();
    expectKoreanError(await request('GET', `/v2/order-sheets/${sheetNo}/discounts`, other.cookie), 404, '주문서를 찾을 수 없습니다.');
  });
});

describe('placing an order with a coupon and points', () => {
  it('computes the amount on the server and spends the coupon and the points with the order', async () => {
    const buyer = await member();
    const product = await examProduct(20_000);
    const memberCouponId = await issue(buyer.user.id, (await coupon({ value: 3000 })).id);
    await givePoints(buyer.user.id, 1000);
    const sheetNo = await sheetFor(buyer.cookie, product);
    // A body's amount is not part of the contract: dropped, the server's own is stored.
    const placed = await place(buyer.cookie, sheetNo, { memberCouponId, points: 500, amount: 1 });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as OrderBody;
    expect(order).toMatchObject({ subtotal: 20_000, couponDiscount: 3000, pointsUsed: 500, amount: 16_500, status: 'AWAITING_DEPOSIT', cancellable: true });
    expect(await balanceOf(buyer.cookie)).toBe(500);
    const [held] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, memberCouponId));
    expect(held!.usedOrderNo).toBe(order.orderNo);

    // The coupon is one order's: a second sheet cannot use it.
    const second = await sheetFor(buyer.cookie, await examProduct(20_000));
    expectKoreanError(await place(buyer.cookie, second, { memberCouponId }), 400, '이 주문에 사용할 수 없는 쿠폰입니다.');
  });

  it('refuses bad points and coupons in Korean: negative, not in tens, over the balance, over the amount, unknown, another member\'s, under the minimum', async () => {
    const buyer = await member();
    const other = await member();
    await givePoints(buyer.user.id, 30_000);
    const sheetNo = await sheetFor(buyer.cookie, await examProduct(20_000));
    expectKoreanError(await place(buyer.cookie, sheetNo, { points: -10 }), 400, '적립금은 0원 이상으로 입력해주세요.');
    expectKoreanError(await place(buyer.cookie, sheetNo, { points: 15 }), 400, '적립금은 10원 단위로 사용할 수 있습니다.');
    expectKoreanError(await place(buyer.cookie, sheetNo, { points: 20_010 }), 400, '결제 금액보다 많은 적립금을 사용할 수 없습니다.');
    const poor = await member();
    await givePoints(poor.user.id, 100);
    const poorSheet = await sheetFor(poor.cookie, await examProduct(20_000));
    expectKoreanError(await place(poor.cookie, poorSheet, { points: 110 }), 400, '보유 적립금보다 많이 사용할 수 없습니다.');
    expectKoreanError(await place(buyer.cookie, sheetNo, { memberCouponId: 99_999_999 }), 400, '이 주문에 사용할 수 없는 쿠폰입니다.');
    const othersCoupon = await issue(other.user.id, (await coupon()).id);
    expectKoreanError(await place(buyer.cookie, sheetNo, { memberCouponId: othersCoupon }), 400, '이 주문에 사용할 수 없는 쿠폰입니다.');
    const big = await issue(buyer.user.id, (await coupon({ minOrderAmount: 30_000 })).id);
    expectKoreanError(await place(buyer.cookie, sheetNo, { memberCouponId: big }), 400, '30,000원 이상 주문에만 사용할 수 있는 쿠폰입니다.');
    expectKoreanError(await place(buyer.cookie, sheetNo, { memberCouponId: 'x' }), 400);
    // Nothing was spent by the refusals.
    expect(await balanceOf(buyer.cookie)).toBe(30_000);
    // Points can pay the whole order, even one placed as a card order: nothing to pay, so it is paid at once.
    const whole = await place(buyer.cookie, sheetNo, { points: 20_000, paymentMethod: 'TOSS' });
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json()).toMatchObject({ amount: 0, pointsUsed: 20_000, status: 'PAID', paymentMethod: 'BANK_TRANSFER' });
  });

  it('two orders placed at once cannot spend the same points', async () => {
    const buyer = await member();
    await givePoints(buyer.user.id, 1000);
    const sheets = [await sheetFor(buyer.cookie, await examProduct()), await sheetFor(buyer.cookie, await examProduct())];
    const results = await Promise.all(sheets.map((sheetNo) => place(buyer.cookie, sheetNo, { points: 1000 })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await balanceOf(buyer.cookie)).toBe(0);
  });

  it('refuses an expired sheet and another member\'s sheet', async () => {
    const buyer = await member();
    const sheetNo = await sheetFor(buyer.cookie, await examProduct());
    await db().update(orderSheets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orderSheets.orderSheetNo, sheetNo));
    expectKoreanError(await place(buyer.cookie, sheetNo), 409, '주문서의 결제 가능 시간(30분)이 지났습니다. 주문서를 새로 만들어주세요.');
    const fresh = await sheetFor(buyer.cookie, await examProduct());
    expectKoreanError(await place((await member()).cookie, fresh), 404, '주문서를 찾을 수 없습니다.');
  });
});

describe('earning points', () => {
  it('a paid order earns 1% of the amount paid, rounded down to 10 won, once', async () => {
    const buyer = await member();
    const sheetNo = await sheetFor(buyer.cookie, await examProduct(12_345));
    const order = (await place(buyer.cookie, sheetNo)).json() as OrderBody;
    const providers = createPaymentProviders({});
    await Promise.all(Array.from({ length: 5 }, () => markOrderPaid(db(), providers, { brand: 'b', orderNo: order.orderNo, actorId: null })));
    const history = (await request('GET', '/shop/points', buyer.cookie)).json() as { balance: number; items: Array<{ kind: string; amount: number; orderNo: string }> };
    expect(history.balance).toBe(120);
    expect(history.items).toEqual([expect.objectContaining({ kind: 'EARN', amount: 120, orderNo: order.orderNo })]);
  });
});

describe('Toss Payments', () => {
  async function tossOrder(cookie: string, price = 20_000) {
    const product = await examProduct(price);
    const placed = await place(cookie, await sheetFor(cookie, product), { paymentMethod: 'TOSS' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as OrderBody;
    expect(order.status).toBe('AWAITING_PAYMENT');
    const checkout = (await request('GET', `/shop/orders/${order.orderNo}/toss-checkout`, cookie)).json() as { orderId: string; amount: number; clientKey: string };
    expect(checkout).toMatchObject({ clientKey: KEYS.clientKey, amount: price });
    return { order, checkout, product };
  }

  it('offers card payment when its keys are set, and the pages\' CSP lets its window frame and be called', async () => {
    const buyer = await member();
    expect((await request('GET', '/shop/payment-methods', buyer.cookie)).json()).toEqual({ methods: ['BANK_TRANSFER', 'TOSS'] });
    const csp = String((await request('GET', '/mypage')).headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${toss.origin.replace(/\./g, '\\.')}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${toss.origin.replace(/\./g, '\\.')}`));
    expect(sdkOrigins(DEFAULT_TOSS_SDK_URL)).toEqual(['https://*.tosspayments.com']);
    expect(sdkOrigins('')).toEqual([]);
  });

  it('50 concurrent confirms of one order: one Toss confirm, one payment, one entitlement, points earned once', async () => {
    const buyer = await member();
    const { order, checkout, product } = await tossOrder(buyer.cookie);
    const paid = toss.pay({ orderId: checkout.orderId, amount: checkout.amount });
    const before = toss.calls.confirm;
    const body = { paymentKey: paid.paymentKey, orderId: checkout.orderId, amount: checkout.amount };
    const responses = await Promise.all(Array.from({ length: 50 }, () => request('POST', '/shop/payments/toss/confirm', buyer.cookie, body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(responses.every((r) => (r.json() as OrderBody).status === 'PAID')).toBe(true);
    expect(toss.calls.confirm - before).toBe(1);
    expect(toss.payment(paid.paymentKey)!.status).toBe('DONE');
    const [confirmed] = await db().select({ n: count() }).from(payments).where(and(eq(payments.orderNo, order.orderNo), eq(payments.status, 'CONFIRMED')));
    expect(confirmed!.n).toBe(1);
    const grants = await db().select().from(examEntitlements).where(eq(examEntitlements.orderNo, order.orderNo));
    expect(grants.map((g) => g.examId)).toEqual([product.examId]);
    expect(await balanceOf(buyer.cookie)).toBe(200);
  });

  it('refuses an amount that differs from the order, and keeps the order payable', async () => {
    const buyer = await member();
    const { order, checkout } = await tossOrder(buyer.cookie);
    const paid = toss.pay({ orderId: checkout.orderId, amount: 100 });
    const before = toss.calls.confirm;
    expectKoreanError(
      await request('POST', '/shop/payments/toss/confirm', buyer.cookie, { paymentKey: paid.paymentKey, orderId: checkout.orderId, amount: 100 }),
      400,
      '결제 금액이 주문 금액과 다릅니다.',
    );
    expect(toss.calls.confirm).toBe(before);
    const [row] = await db().select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row!.status).toBe('AWAITING_PAYMENT');
  });

  it('passes Toss\'s refusal on as a Korean 4xx and the member can pay again', async () => {
    const buyer = await member();
    const { order, checkout } = await tossOrder(buyer.cookie);
    const first = toss.pay({ orderId: checkout.orderId, amount: checkout.amount });
    toss.failNextConfirm({ status: 403, code: 'REJECT_CARD_COMPANY', message: '카드사에서 결제를 거절했습니다.' });
    expectKoreanError(
      await request('POST', '/shop/payments/toss/confirm', buyer.cookie, { paymentKey: first.paymentKey, orderId: checkout.orderId, amount: checkout.amount }),
      400,
      '카드사에서 결제를 거절했습니다.',
      'TOSS_REJECT_CARD_COMPANY',
    );
    const again = toss.pay({ orderId: checkout.orderId, amount: checkout.amount });
    const ok = await request('POST', '/shop/payments/toss/confirm', buyer.cookie, { paymentKey: again.paymentKey, orderId: checkout.orderId, amount: checkout.amount });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as OrderBody).orderNo).toBe(order.orderNo);
  });

  it('another member\'s order is 404; a bank transfer is not confirmed through Toss', async () => {
    const buyer = await member();
    const { checkout } = await tossOrder(buyer.cookie);
    const paid = toss.pay({ orderId: checkout.orderId, amount: checkout.amount });
    const other = await member();
    expectKoreanError(
      await request('POST', '/shop/payments/toss/confirm', other.cookie, { paymentKey: paid.paymentKey, orderId: checkout.orderId, amount: checkout.amount }),
      404,
      '주문을 찾을 수 없습니다.',
    );
    const bank = (await place(buyer.cookie, await sheetFor(buyer.cookie, await examProduct()))).json() as OrderBody;
    expectKoreanError(
      await request('POST', '/shop/payments/toss/confirm', buyer.cookie, { paymentKey: paid.paymentKey, orderId: `NP-${bank.orderNo}`, amount: bank.amount }),
      400,
      '이 결제 수단으로 결제할 수 없는 주문입니다.',
    );
    expectKoreanError(await request('GET', `/shop/orders/${bank.orderNo}/toss-checkout`, other.cookie), 404);
  });

  it('the adapter confirms with an Idempotency-Key: the same key twice is one payment; cancel needs its reason and happens once', async () => {
    const provider = createTossProvider({ ...KEYS, apiUrl: toss.origin, sdkUrl: '' });
    const orderNo = '20261128000000000077';
    const paid = toss.pay({ orderId: `NP-${orderNo}`, amount: 5000 });
    const input = { orderNo, amount: 5000, idempotencyKey: `confirm:${orderNo}:${paid.paymentKey}`, providerReference: paid.paymentKey };
    await expect(provider.confirm(input)).resolves.toEqual({ providerReference: paid.paymentKey });
    // A retry after a lost answer: the key replays the first answer instead of Toss's "already processed".
    await expect(provider.confirm(input)).resolves.toEqual({ providerReference: paid.paymentKey });
    await expect(provider.confirm({ ...input, idempotencyKey: 'confirm:other' })).rejects.toMatchObject({ message: '이미 처리된 결제 입니다.' });
    await expect(provider.confirm({ ...input, amount: 4000, idempotencyKey: 'confirm:amount' })).rejects.toMatchObject({ kind: 'invalid' });
    const cancel = { orderNo, amount: 5000, idempotencyKey: `cancel:${orderNo}`, providerReference: paid.paymentKey, reason: '고객 요청' };
    await expect(provider.cancel({ ...cancel, idempotencyKey: 'cancel:blank', reason: ' ' })).rejects.toMatchObject({ message: '취소 사유를 입력해주세요.' });
    await provider.cancel(cancel);
    await provider.cancel(cancel);
    expect(toss.payment(paid.paymentKey)).toMatchObject({ status: 'CANCELED', cancelReason: '고객 요청' });
    await expect(provider.cancel({ ...cancel, idempotencyKey: 'cancel:again' })).rejects.toMatchObject({ message: '이미 취소된 결제 입니다.' });
  });

  it('the adapter sends the secret key: a wrong key is Toss\'s 401, passed on in Korean', async () => {
    const provider = createTossProvider({ ...KEYS, secretKey: 'wrong', apiUrl: toss.origin, sdkUrl: '' });
    await expect(
      provider.confirm({ orderNo: '20261128000000000001', amount: 1000, idempotencyKey: 'confirm:x', providerReference: 'tgen_x' }),
    ).rejects.toMatchObject({ kind: 'invalid', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
    const down = createTossProvider({ ...KEYS, apiUrl: 'http://127.0.0.1:9', sdkUrl: '' });
    await expect(down.cancel({ orderNo: '1', amount: 1, idempotencyKey: 'cancel:x', providerReference: 'p', reason: 'r' })).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });
});

describe('cancelling', () => {
  it('an unpaid bank transfer is cancelled at once, its coupon and points restored', async () => {
    const buyer = await member();
    const memberCouponId = await issue(buyer.user.id, (await coupon()).id);
    await givePoints(buyer.user.id, 500);
    const order = (await place(buyer.cookie, await sheetFor(buyer.cookie, await examProduct()), { memberCouponId, points: 500 })).json() as OrderBody;
    expectKoreanError(await request('POST', `/shop/orders/${order.orderNo}/cancel`, (await member()).cookie, {}), 404, '주문을 찾을 수 없습니다.');
    const cancelled = await request('POST', `/shop/orders/${order.orderNo}/cancel`, buyer.cookie, { reason: '단순 변심' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', cancelReason: '단순 변심', cancellable: false });
    expect(await balanceOf(buyer.cookie)).toBe(500);
    const coupons = (await request('GET', '/shop/coupons?status=USABLE', buyer.cookie)).json() as { items: Array<{ memberCouponId: number }> };
    expect(coupons.items.map((c) => c.memberCouponId)).toEqual([memberCouponId]);
    expectKoreanError(await request('POST', `/shop/orders/${order.orderNo}/cancel`, buyer.cookie, {}), 409, '이미 취소되었거나 취소할 수 없는 주문입니다.');
    // A cancelled order cannot be marked paid.
    const admin = await createLoggedInOperator(db(), { brand: 'b', role: 'ADMIN' });
    expectKoreanError(await injectRequest(t.app, 'POST', `/apiV2/admin/orders/${order.orderNo}/mark-paid`, { host: BRAND_B_HOST, cookie: admin.cookie }), 409);
    const history = (await request('GET', '/shop/cancelled-orders', buyer.cookie)).json() as { items: Array<{ orderNo: string }> };
    expect(history.items.map((o) => o.orderNo)).toEqual([order.orderNo]);
  });

  it('a paid Toss order is cancelled through Toss: exam revoked, spent points restored, earned points revoked', async () => {
    const buyer = await member();
    await givePoints(buyer.user.id, 1000);
    const product = await examProduct(20_000);
    const order = (await place(buyer.cookie, await sheetFor(buyer.cookie, product), { paymentMethod: 'TOSS', points: 1000 })).json() as OrderBody;
    const checkout = (await request('GET', `/shop/orders/${order.orderNo}/toss-checkout`, buyer.cookie)).json() as { orderId: string; amount: number };
    expect(checkout.amount).toBe(19_000);
    const paid = toss.pay(checkout);
    expect((await request('POST', '/shop/payments/toss/confirm', buyer.cookie, { paymentKey: paid.paymentKey, ...checkout })).statusCode).toBe(200);
    expect(await balanceOf(buyer.cookie)).toBe(190);
    const cancelled = await request('POST', `/shop/orders/${order.orderNo}/cancel`, buyer.cookie, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    expect(toss.payment(paid.paymentKey)).toMatchObject({ status: 'CANCELED', cancelReason: '고객 요청' });
    expect(await balanceOf(buyer.cookie)).toBe(1000);
    const [grants] = await db().select({ n: count() }).from(examEntitlements).where(eq(examEntitlements.userId, buyer.user.id));
    expect(grants!.n).toBe(0);
    const [audit] = await db().select({ n: count() }).from(auditEvents).where(and(eq(auditEvents.action, 'order.cancel'), eq(auditEvents.resourceId, order.orderNo)));
    expect(audit!.n).toBe(1);
  });

  it('a paid bank transfer becomes 환불요청 and an ADMIN marks it refunded', async () => {
    const buyer = await member();
    const order = (await place(buyer.cookie, await sheetFor(buyer.cookie, await examProduct()))).json() as OrderBody;
    const admin = await createLoggedInOperator(db(), { brand: 'b', role: 'ADMIN' });
    const consolePost = (url: string, cookie?: string) => injectRequest(t.app, 'POST', url, { host: BRAND_B_HOST, cookie });
    expect((await consolePost(`/apiV2/admin/orders/${order.orderNo}/mark-paid`, admin.cookie)).statusCode).toBe(200);
    expectKoreanError(await consolePost(`/apiV2/admin/orders/${order.orderNo}/mark-refunded`, admin.cookie), 409, '환불 요청 상태인 주문만 환불 완료로 처리할 수 있습니다.');
    const requested = await request('POST', `/shop/orders/${order.orderNo}/cancel`, buyer.cookie, {});
    expect(requested.json()).toMatchObject({ status: 'REFUND_REQUESTED' });
    const [grants] = await db().select({ n: count() }).from(examEntitlements).where(eq(examEntitlements.orderNo, order.orderNo));
    expect(grants!.n).toBe(0);
    expect(await balanceOf(buyer.cookie)).toBe(0);
    expectKoreanError(await consolePost(`/apiV2/admin/orders/${order.orderNo}/mark-refunded`, buyer.cookie), 403);
    const marks = await Promise.all(Array.from({ length: 5 }, () => consolePost(`/apiV2/admin/orders/${order.orderNo}/mark-refunded`, admin.cookie)));
    expect(marks.map((m) => m.statusCode)).toEqual(Array(5).fill(200));
    expect(marks.filter((m) => (m.json() as { changed: boolean }).changed)).toHaveLength(1);
    expect((await request('GET', `/shop/orders/${order.orderNo}`, buyer.cookie)).json()).toMatchObject({ status: 'CANCELLED' });
  });

  it('an order whose exam was started after payment is not cancellable', async () => {
    const buyer = await member();
    const product = await examProduct();
    const order = (await place(buyer.cookie, await sheetFor(buyer.cookie, product))).json() as OrderBody;
    await markOrderPaid(db(), createPaymentProviders({}), { brand: 'b', orderNo: order.orderNo, actorId: null });
    await db().insert(examRecords).values({
      userId: buyer.user.id,
      brand: 'b',
      examId: product.examId,
      mode: 'ONE',
      source: 'RANDOM',
      setKey: `RANDOM:${product.examId}`,
      problemIds: [],
      totalPoints: 0,
      totalCount: 0,
    });
    expect((await request('GET', `/shop/orders/${order.orderNo}`, buyer.cookie)).json()).toMatchObject({ status: 'PAID', cancellable: false });
    expectKoreanError(await request('POST', `/shop/orders/${order.orderNo}/cancel`, buyer.cookie, {}), 409, '이미 응시를 시작한 시험이 있는 주문은 취소할 수 없습니다.');
  });

  it('expiry cancels unpaid orders past their time with their points and coupon restored, and leaves paid ones', async () => {
    const buyer = await member();
    const memberCouponId = await issue(buyer.user.id, (await coupon()).id);
    await givePoints(buyer.user.id, 300);
    const late = (await place(buyer.cookie, await sheetFor(buyer.cookie, await examProduct()), { memberCouponId, points: 300 })).json() as OrderBody;
    const paid = (await place(buyer.cookie, await sheetFor(buyer.cookie, await examProduct()))).json() as OrderBody;
    await markOrderPaid(db(), createPaymentProviders({}), { brand: 'b', orderNo: paid.orderNo, actorId: null });
    const card = (await place(buyer.cookie, await sheetFor(buyer.cookie, await examProduct()), { paymentMethod: 'TOSS' })).json() as OrderBody;
    const providers = createPaymentProviders({});
    // Two days on: the card order (a day) has run out, the deposit (three days) not yet.
    const twoDays = new Date(Date.now() + 2 * DAY);
    expect(await expireUnpaidOrders(db(), providers, { brand: 'b', now: twoDays })).toContain(card.orderNo);
    expect((await request('GET', `/shop/orders/${late.orderNo}`, buyer.cookie)).json()).toMatchObject({ status: 'AWAITING_DEPOSIT' });
    const fourDays = new Date(Date.now() + 4 * DAY);
    const expired = await expireUnpaidOrders(db(), providers, { brand: 'b', now: fourDays });
    expect(expired).toContain(late.orderNo);
    expect(expired).not.toContain(paid.orderNo);
    expect((await request('GET', `/shop/orders/${late.orderNo}`, buyer.cookie)).json()).toMatchObject({ status: 'CANCELLED', cancelReason: '입금 기한 만료' });
    expect((await request('GET', `/shop/orders/${paid.orderNo}`, buyer.cookie)).json()).toMatchObject({ status: 'PAID' });
    // The 300 restored, and the paid order's 1% of 20,000원 earned.
    expect(await balanceOf(buyer.cookie)).toBe(300 + 200);
    const [held] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, memberCouponId));
    expect(held!.usedOrderNo).toBeNull();
    expect(await expireUnpaidOrders(db(), providers, { brand: 'b', now: fourDays })).not.toContain(late.orderNo);
  });

  it('a cancel racing a payment never leaves an exam on a cancelled order', async () => {
    const providers = createPaymentProviders({});
    for (let i = 0; i < 3; i++) {
      const buyer = await member();
      const order = (await place(buyer.cookie, await sheetFor(buyer.cookie, await examProduct()))).json() as OrderBody;
      await Promise.allSettled([
        markOrderPaid(db(), providers, { brand: 'b', orderNo: order.orderNo, actorId: null }),
        request('POST', `/shop/orders/${order.orderNo}/cancel`, buyer.cookie, {}),
      ]);
      const [row] = await db().select().from(orders).where(eq(orders.orderNo, order.orderNo));
      const [grants] = await db().select({ n: count() }).from(examEntitlements).where(eq(examEntitlements.orderNo, order.orderNo));
      expect(['CANCELLED', 'REFUND_REQUESTED']).toContain(row!.status);
      expect(grants!.n).toBe(0);
    }
  });
});
