/**
 * Brand B shop orders through the front door (ADR 28): Toss Payments against the local Toss-speaking server
 * (checkout, the pages' CSP, one idempotent confirm however many arrive, Toss's refusals as Korean 4xx, the provider's
 * own errors).
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examEntitlements, orders, payments } from '../../../db/schema';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { type OrderBody, TOSS_KEYS, useShopOrderApp } from '../../../test/shop-order-kit';
import { createTossProvider, DEFAULT_TOSS_SDK_URL, sdkOrigins } from '../../payments/toss-provider';

const kit = useShopOrderApp();
const { db, member, request, examProduct, sheetFor, place, balanceOf } = kit;

describe('Toss Payments', () => {
  async function tossOrder(cookie: string, price = 20_000) {
    const product = await examProduct(price);
    const placed = await place(cookie, await sheetFor(cookie, product), { paymentMethod: 'TOSS' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as OrderBody;
    expect(order.status).toBe('AWAITING_PAYMENT');
    const checkout = (await request('GET', `/shop/orders/${order.orderNo}/toss-checkout`, cookie)).json() as { orderId: string; amount: number; clientKey: string };
    expect(checkout).toMatchObject({ clientKey: TOSS_KEYS.clientKey, amount: price });
    return { order, checkout, product };
  }

  it('offers card payment when its keys are set, and the pages\' CSP lets its window frame and be called', async () => {
    const buyer = await member();
    expect((await request('GET', '/shop/payment-methods', buyer.cookie)).json()).toEqual({ methods: ['BANK_TRANSFER', 'TOSS'] });
    const csp = String((await request('GET', '/mypage')).headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${kit.toss.origin.replace(/\./g, '\\.')}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${kit.toss.origin.replace(/\./g, '\\.')}`));
    expect(sdkOrigins(DEFAULT_TOSS_SDK_URL)).toEqual(['https://*.tosspayments.com']);
    expect(sdkOrigins('')).toEqual([]);
  });

  it('50 concurrent confirms of one order: one Toss confirm, one payment, one entitlement, points earned once', async () => {
    const buyer = await member();
    const { order, checkout, product } = await tossOrder(buyer.cookie);
    const paid = kit.toss.pay({ orderId: checkout.orderId, amount: checkout.amount });
    const before = kit.toss.calls.confirm;
    const body = { paymentKey: paid.paymentKey, orderId: checkout.orderId, amount: checkout.amount };
    const responses = await Promise.all(Array.from({ length: 50 }, () => request('POST', '/shop/payments/toss/confirm', buyer.cookie, body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(responses.every((r) => (r.json() as OrderBody).status === 'PAID')).toBe(true);
    expect(kit.toss.calls.confirm - before).toBe(1);
    expect(kit.toss.payment(paid.paymentKey)!.status).toBe('DONE');
    const [confirmed] = await db().select({ n: count() }).from(payments).where(and(eq(payments.orderNo, order.orderNo), eq(payments.status, 'CONFIRMED')));
    expect(confirmed!.n).toBe(1);
    const grants = await db().select().from(examEntitlements).where(eq(examEntitlements.orderNo, order.orderNo));
    expect(grants.map((g) => g.examId)).toEqual([product.examId]);
    expect(await balanceOf(buyer.cookie)).toBe(200);
  });

  it('refuses an amount that differs from the order, and keeps the order payable', async () => {
    const buyer = await member();
    const { order, checkout } = await tossOrder(buyer.cookie);
    const paid = kit.toss.pay({ orderId: checkout.orderId, amount: 100 });
    const before = kit.toss.calls.confirm;
    expectKoreanError(
      await request('POST', '/shop/payments/toss/confirm', buyer.cookie, { paymentKey: paid.paymentKey, orderId: checkout.orderId, amount: 100 }),
      400,
      '결제 금액이 주문 금액과 다릅니다.',
    );
    expect(kit.toss.calls.confirm).toBe(before);
    const [row] = await db().select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row!.status).toBe('AWAITING_PAYMENT');
  });

  it('passes Toss\'s refusal on as a Korean 4xx and the member can pay again', async () => {
    const buyer = await member();
    const { order, checkout } = await tossOrder(buyer.cookie);
    const first = kit.toss.pay({ orderId: checkout.orderId, amount: checkout.amount });
    kit.toss.failNextConfirm({ status: 403, code: 'REJECT_CARD_COMPANY', message: '카드사에서 결제를 거절했습니다.' });
    expectKoreanError(
      await request('POST', '/shop/payments/toss/confirm', buyer.cookie, { paymentKey: first.paymentKey, orderId: checkout.orderId, amount: checkout.amount }),
      400,
      '카드사에서 결제를 거절했습니다.',
      'TOSS_REJECT_CARD_COMPANY',
    );
    const again = kit.toss.pay({ orderId: checkout.orderId, amount: checkout.amount });
    const ok = await request('POST', '/shop/payments/toss/confirm', buyer.cookie, { paymentKey: again.paymentKey, orderId: checkout.orderId, amount: checkout.amount });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as OrderBody).orderNo).toBe(order.orderNo);
  });

  it('another member\'s order is 404; a bank transfer is not confirmed through Toss', async () => {
    const buyer = await member();
    const { checkout } = await tossOrder(buyer.cookie);
    const paid = kit.toss.pay({ orderId: checkout.orderId, amount: checkout.amount });
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
    const provider = createTossProvider({ ...TOSS_KEYS, apiUrl: kit.toss.origin, sdkUrl: '' });
    const orderNo = '20261128000000000077';
    const paid = kit.toss.pay({ orderId: `NP-${orderNo}`, amount: 5000 });
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
    expect(kit.toss.payment(paid.paymentKey)).toMatchObject({ status: 'CANCELED', cancelReason: '고객 요청' });
    await expect(provider.cancel({ ...cancel, idempotencyKey: 'cancel:again' })).rejects.toMatchObject({ message: '이미 취소된 결제 입니다.' });
  });

  it('the adapter sends the secret key: a wrong key is Toss\'s 401, passed on in Korean', async () => {
    const provider = createTossProvider({ ...TOSS_KEYS, secretKey: 'wrong', apiUrl: kit.toss.origin, sdkUrl: '' });
    await expect(
      provider.confirm({ orderNo: '20261128000000000001', amount: 1000, idempotencyKey: 'confirm:x', providerReference: 'tgen_x' }),
    ).rejects.toMatchObject({ kind: 'invalid', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
    const down = createTossProvider({ ...TOSS_KEYS, apiUrl: 'http://127.0.0.1:9', sdkUrl: '' });
    await expect(down.cancel({ orderNo: '1', amount: 1, idempotencyKey: 'cancel:x', providerReference: 'p', reason: 'r' })).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });
});
