/**
 * Brand B shop orders through the front door (ADR 28), split from one file by topic: coupons on
 * `/shop/coupons` and on the order page, the amount computed on the server with a coupon and points, and points
 * earned once an order is paid.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberCoupons, orderSheets, orders } from '../../../db/schema';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { DAY, type OrderBody, useShopOrderApp } from '../../../test/shop-order-kit';
import { createPaymentProviders } from '../../payments/payment-providers';
import { markOrderPaid } from './mark-order-paid';

const kit = useShopOrderApp();
const { db, member, request, examProduct, sheetFor, place, coupon, issue, givePoints, balanceOf } = kit;

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
