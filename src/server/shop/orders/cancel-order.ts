import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { Order } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { examEntitlements, memberCoupons, orderSheets, orders, payments, pointEntries } from '../../../db/schema';
import { recordAuditEvent } from '../../audit/record-audit-event';
import { idempotencyKey } from '../../payments/payment-provider';
import { type PaymentProviders, providerFor } from '../../payments/payment-providers';
import { getOrder } from './get-order';
import { findUsedOrderNos } from './order-rows';
import { orderNotCancellable, orderNotFound, orderUsed } from '../shop-errors';

export interface CancelOrderInput {
  brand: BrandId;
  userId: string;
  orderNo: string;
  reason?: string;
  /** Who cancels, for the audit row: the member (default) or null for the expiry command. */
  actorId?: string | null;
  /** Expiry: cancel only while still unpaid; a payment that got in first wins (the order is left as it is). */
  unpaidOnly?: boolean;
  now?: Date;
}

export const DEFAULT_CANCEL_REASON = '고객 요청';

/**
 * The member cancels their order (`/mypage/purchase-history`'s 주문취소, ADR 28):
 * - not paid yet (입금대기, 결제대기): 취소 at once;
 * - paid by card (Toss): Toss's cancel API returns the money, then 취소;
 * - paid by bank transfer: 환불요청 — staff send the money back and mark it refunded (mark-order-refunded.ts).
 * A paid order is cancellable only while unused: no exam of it started since payment. In the same transaction as the
 * state change the order's exams are revoked, its spent points restored, its earned points revoked, its coupon freed
 * and an audit row written. The order row is locked first, so a concurrent markOrderPaid either ran before (and its
 * grant is revoked here) or runs after and finds the order cancelled.
 */
export async function cancelOrder(db: Db, providers: PaymentProviders, input: CancelOrderInput): Promise<Order> {
  const now = input.now ?? new Date();
  const reason = input.reason?.trim() || DEFAULT_CANCEL_REASON;
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, input.orderNo), eq(orders.brand, input.brand), eq(orders.userId, input.userId)))
      .for('update')
      .limit(1);
    if (!order) throw orderNotFound();
    if (order.status === 'CANCELLED' || order.status === 'REFUND_REQUESTED') throw orderNotCancellable();
    const paid = order.status === 'PAID';
    if (paid && input.unpaidOnly) return;
    if (paid && (await findUsedOrderNos(tx, [order])).size) throw orderUsed();

    let status: 'CANCELLED' | 'REFUND_REQUESTED' = 'CANCELLED';
    if (paid) {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderNo, order.orderNo), eq(payments.status, 'CONFIRMED')))
        .limit(1);
      if (order.paymentMethod === 'TOSS') {
        // The money goes back before anything is written; a refusal by Toss rolls the whole cancellation back.
        await providerFor(providers, 'TOSS').cancel({
          orderNo: order.orderNo,
          amount: order.amount,
          idempotencyKey: idempotencyKey('cancel', order.orderNo),
          providerReference: payment?.providerReference ?? '',
          reason,
        });
        if (payment) await tx.update(payments).set({ status: 'CANCELLED' }).where(eq(payments.id, payment.id));
      } else {
        status = 'REFUND_REQUESTED';
      }
      // The exams this order granted (a grant from staff or another order stays).
      await tx.delete(examEntitlements).where(and(eq(examEntitlements.userId, order.userId), eq(examEntitlements.orderNo, order.orderNo)));
      const [earned] = await tx
        .select({ amount: pointEntries.amount })
        .from(pointEntries)
        .where(and(eq(pointEntries.orderNo, order.orderNo), eq(pointEntries.kind, 'EARN')))
        .limit(1);
      if (earned) {
        await tx
          .insert(pointEntries)
          .values({ brand: order.brand, userId: order.userId, kind: 'REVOKE', amount: -earned.amount, orderNo: order.orderNo, description: '주문 취소로 적립 취소', createdAt: now })
          .onConflictDoNothing();
      }
    } else {
      await tx.update(payments).set({ status: 'CANCELLED' }).where(and(eq(payments.orderNo, order.orderNo), eq(payments.status, 'PENDING')));
    }

    if (order.pointsUsed > 0) {
      await tx
        .insert(pointEntries)
        .values({ brand: order.brand, userId: order.userId, kind: 'RESTORE', amount: order.pointsUsed, orderNo: order.orderNo, description: '주문 취소로 사용 적립금 복원', createdAt: now })
        .onConflictDoNothing();
    }
    await tx.update(memberCoupons).set({ usedOrderNo: null, usedAt: null }).where(eq(memberCoupons.usedOrderNo, order.orderNo));
    await tx
      .update(orders)
      .set({
        status,
        cancelReason: reason,
        // The coupon is free for another order again; the discount it gave stays on this one.
        memberCouponId: null,
        ...(status === 'CANCELLED' ? { cancelledAt: now } : { refundRequestedAt: now }),
      })
      .where(eq(orders.orderNo, order.orderNo));
    await tx.update(orderSheets).set({ status: 'CANCELLED' }).where(eq(orderSheets.orderSheetNo, order.orderSheetNo));
    await recordAuditEvent(tx, {
      brand: order.brand,
      actorId: input.actorId === undefined ? input.userId : input.actorId,
      action: status === 'CANCELLED' ? 'order.cancel' : 'order.request-refund',
      resourceType: 'order',
      resourceId: order.orderNo,
      before: { status: order.status },
      after: { status, reason, pointsRestored: order.pointsUsed },
    });
  });
  const order = await getOrder(db, input.brand, input.userId, input.orderNo);
  if (!order) throw orderNotFound();
  return order;
}
