import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import { checkOrderer } from '../../../config/shop-orderer';
import type { Order } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { cartItems, memberCoupons, orderSheetLines, orderSheets, orders, type PaymentMethod, payments, pointEntries, shopCoupons } from '../../../db/schema';
import { invalid } from '../../errors/domain-error';
import { idempotencyKey } from '../../payments/payment-provider';
import { type PaymentProviders, providerFor } from '../../payments/payment-providers';
import { newOrderSheetNo } from './create-order-sheet';
import { getOrder } from './get-order';
import { markOrderPaid } from './mark-order-paid';
import { checkCoupon, checkPoints } from '../../../config/order-discounts';
import { lockPointBalance } from '../points/point-balance';
import { orderAmount } from '../products/product-price';
import {
  couponExpired,
  couponMinAmount,
  couponNotStarted,
  couponUnusable,
  orderSheetClosed,
  orderSheetExpired,
  orderSheetNotFound,
  pointsInvalid,
} from '../shop-errors';

export interface PlaceOrderInput {
  brand: BrandId;
  userId: string;
  orderSheetNo: string;
  ordererName: string;
  ordererPhone: string;
  agreed: boolean;
  paymentMethod: PaymentMethod;
  /** The member's coupon to use (one per order); null or absent: none. */
  memberCouponId?: number | null;
  /** 적립금 to spend, in units of 10 won. */
  points?: number;
  now?: Date;
}

/**
 * Places the order of the member's open sheet (`/orders/order/{orderSheetNo}`): checks the orderer, computes the
 * amount from the sheet's stored lines (the browser never sends one), authorises the payment through the method's
 * provider (bank transfer: 입금대기 with the account and deadline) and takes the ordered products out of the cart, in
 * one transaction with the sheet's row locked. Placing the same sheet again returns its order (a double click),
 * a sheet past its 30 minutes is refused (ORDER_SHEET_EXPIRED), another member's sheet is 404.
 */
export async function placeOrder(db: Db, providers: PaymentProviders, input: PlaceOrderInput): Promise<{ order: Order; created: boolean }> {
  const orderer = checkOrderer(input);
  if (!orderer.ok) throw invalid(orderer.message, 'INVALID_ORDERER');
  const now = input.now ?? new Date();
  providerFor(providers, input.paymentMethod);
  const points = input.points ?? 0;

  const placed = await db.transaction(async (tx) => {
    const [sheet] = await tx
      .select()
      .from(orderSheets)
      .where(and(eq(orderSheets.orderSheetNo, input.orderSheetNo), eq(orderSheets.brand, input.brand), eq(orderSheets.userId, input.userId)))
      .for('update')
      .limit(1);
    if (!sheet) throw orderSheetNotFound();
    if (sheet.status === 'ORDERED' || sheet.status === 'PAID') {
      const [existing] = await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.orderSheetNo, sheet.orderSheetNo));
      if (existing) return { orderNo: existing.orderNo, created: false };
      throw orderSheetClosed();
    }
    if (sheet.status !== 'OPEN') throw sheet.status === 'EXPIRED' ? orderSheetExpired() : orderSheetClosed();
    if (sheet.expiresAt.getTime() <= now.getTime()) throw orderSheetExpired();

    const lines = await tx
      .select({ productId: orderSheetLines.productId, optionNo: orderSheetLines.optionNo, unitPrice: orderSheetLines.unitPrice, quantity: orderSheetLines.quantity })
      .from(orderSheetLines)
      .where(eq(orderSheetLines.orderSheetNo, sheet.orderSheetNo));
    const subtotal = orderAmount(lines);
    const orderNo = newOrderSheetNo(now);

    // The coupon: the member's own, unused, in its period and over its minimum. The conditional update below marks it
    // used only if it is still free, so two orders racing for one coupon cannot both have it.
    let couponDiscount = 0;
    let memberCouponId: number | null = null;
    if (input.memberCouponId) {
      const [held] = await tx
        .select({ id: memberCoupons.id, usedOrderNo: memberCoupons.usedOrderNo, coupon: shopCoupons })
        .from(memberCoupons)
        .innerJoin(shopCoupons, eq(shopCoupons.id, memberCoupons.couponId))
        .where(and(eq(memberCoupons.id, input.memberCouponId), eq(memberCoupons.userId, input.userId), eq(memberCoupons.brand, input.brand)))
        .limit(1);
      if (!held || held.usedOrderNo !== null) throw couponUnusable();
      const check = checkCoupon(held.coupon, subtotal, now);
      if (!check.ok) {
        if (check.reason === 'EXPIRED') throw couponExpired();
        if (check.reason === 'NOT_STARTED') throw couponNotStarted();
        throw couponMinAmount(held.coupon.minOrderAmount);
      }
      couponDiscount = check.discount;
      memberCouponId = held.id;
    }

    // The points: the balance read with the member's row locked, so concurrent orders cannot spend it twice.
    if (points !== 0) {
      const balance = await lockPointBalance(tx, input.brand, input.userId);
      const check = checkPoints(points, balance, subtotal - couponDiscount);
      if (!check.ok) throw pointsInvalid(check.message);
    }
    const amount = subtotal - couponDiscount - points;
    const authorizeKey = idempotencyKey('authorize', orderNo);
    // Nothing to pay (the coupon and points cover it all): no card window for 0원; the order is paid below at once.
    const method: PaymentMethod = amount === 0 ? 'BANK_TRANSFER' : input.paymentMethod;
    const provider = providerFor(providers, method);
    const authorized = await provider.authorize({ orderNo, amount, idempotencyKey: authorizeKey, now });
    const deposit = authorized.status === 'PENDING' ? (authorized.deposit ?? null) : null;
    await tx.insert(orders).values({
      orderNo,
      orderSheetNo: sheet.orderSheetNo,
      brand: input.brand,
      userId: input.userId,
      status: deposit ? 'AWAITING_DEPOSIT' : 'AWAITING_PAYMENT',
      paymentMethod: method,
      ordererName: orderer.value.ordererName,
      ordererPhone: orderer.value.ordererPhone,
      amount,
      subtotal,
      couponDiscount,
      pointsUsed: points,
      memberCouponId,
      depositBank: deposit?.bank ?? null,
      depositAccount: deposit?.account ?? null,
      depositHolder: deposit?.holder ?? null,
      depositDeadline: deposit?.deadline ?? null,
      createdAt: now,
    });
    await tx.insert(payments).values({
      orderNo,
      provider: provider.id,
      status: 'PENDING',
      amount,
      idempotencyKey: authorizeKey,
      providerReference: authorized.providerReference,
      createdAt: now,
    });
    if (memberCouponId !== null) {
      const [taken] = await tx
        .update(memberCoupons)
        .set({ usedOrderNo: orderNo, usedAt: now })
        .where(and(eq(memberCoupons.id, memberCouponId), isNull(memberCoupons.usedOrderNo)))
        .returning({ id: memberCoupons.id });
      if (!taken) throw couponUnusable();
    }
    if (points > 0) {
      await tx.insert(pointEntries).values({
        brand: input.brand,
        userId: input.userId,
        kind: 'USE',
        amount: -points,
        orderNo,
        description: '주문 결제에 사용',
        createdAt: now,
      });
    }
    await tx.update(orderSheets).set({ status: 'ORDERED' }).where(eq(orderSheets.orderSheetNo, sheet.orderSheetNo));
    // What was ordered leaves the cart (its other lines stay for later).
    const productIds = lines.map((line) => line.productId);
    if (productIds.length) {
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, input.userId), eq(cartItems.brand, input.brand), inArray(cartItems.productId, productIds)));
    }
    return { orderNo, created: true, free: amount === 0 };
  });
  if (placed.created && 'free' in placed && placed.free) {
    await markOrderPaid(db, providers, { brand: input.brand, orderNo: placed.orderNo, actorId: input.userId, now });
  }
  const order = await getOrder(db, input.brand, input.userId, placed.orderNo);
  return { order: order!, created: placed.created };
}
