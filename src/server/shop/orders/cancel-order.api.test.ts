/**
 * Brand B shop orders through the front door (ADR 28): cancellation and refunds (an unpaid order at once
 * with its coupon and points restored, a paid one through its provider) and unpaid orders expiring.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, examEntitlements, examRecords, memberCoupons, orders, payments } from '../../../db/schema';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { createLoggedInOperator } from '../../../test/factories';
import { DAY, type OrderBody, useShopOrderApp } from '../../../test/shop-order-kit';
import { BRAND_B_HOST, injectRequest } from '../../../test/test-app';
import { createPaymentProviders } from '../../payments/payment-providers';
import { expireUnpaidOrders } from './expire-unpaid-orders';
import { markOrderPaid } from './mark-order-paid';

const kit = useShopOrderApp();
const { db, member, request, examProduct, sheetFor, place, coupon, issue, givePoints, balanceOf } = kit;

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
    expectKoreanError(await injectRequest(kit.t.app, 'POST', `/apiV2/admin/orders/${order.orderNo}/mark-paid`, { host: BRAND_B_HOST, cookie: admin.cookie }), 409);
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
    const paid = kit.toss.pay(checkout);
    expect((await request('POST', '/shop/payments/toss/confirm', buyer.cookie, { paymentKey: paid.paymentKey, ...checkout })).statusCode).toBe(200);
    expect(await balanceOf(buyer.cookie)).toBe(190);
    const cancelled = await request('POST', `/shop/orders/${order.orderNo}/cancel`, buyer.cookie, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    expect(kit.toss.payment(paid.paymentKey)).toMatchObject({ status: 'CANCELED', cancelReason: '고객 요청' });
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
    const consolePost = (url: string, cookie?: string) => injectRequest(kit.t.app, 'POST', url, { host: BRAND_B_HOST, cookie });
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
