import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { MarkOrderRefundedResult } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { orders, payments } from '../../../db/schema';
import { recordAuditEvent } from '../../audit/record-audit-event';
import { idempotencyKey } from '../../payments/payment-provider';
import { type PaymentProviders, providerFor } from '../../payments/payment-providers';
import { orderNotFound, orderNotRefundRequested } from '../shop-errors';

/**
 * Staff sent a cancelled bank transfer's money back: 환불요청 becomes 취소 (ADR 28). The exams, points and coupon
 * were settled when the member cancelled; this records the money. Called by
 * `POST /apiV2/admin/orders/:orderNo/mark-refunded` and `npm run db:mark-order-refunded -- <orderNo>`. A conditional
 * update is the gate, as in markOrderPaid: refunded already is `changed: false`.
 */
export async function markOrderRefunded(
  db: Db,
  providers: PaymentProviders,
  input: { brand: BrandId; orderNo: string; actorId: string | null; now?: Date },
): Promise<MarkOrderRefundedResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const whose = and(eq(orders.orderNo, input.orderNo), eq(orders.brand, input.brand));
    const [order] = await tx
      .update(orders)
      .set({ status: 'CANCELLED', cancelledAt: now })
      .where(and(whose, eq(orders.status, 'REFUND_REQUESTED')))
      .returning();
    if (!order) {
      const [current] = await tx.select({ status: orders.status }).from(orders).where(whose).limit(1);
      if (!current) throw orderNotFound();
      if (current.status === 'CANCELLED') return { orderNo: input.orderNo, status: 'CANCELLED' as const, changed: false };
      throw orderNotRefundRequested();
    }
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderNo, order.orderNo), eq(payments.status, 'CONFIRMED')))
      .limit(1);
    await providerFor(providers, order.paymentMethod).cancel({
      orderNo: order.orderNo,
      amount: order.amount,
      idempotencyKey: idempotencyKey('cancel', order.orderNo),
      providerReference: payment?.providerReference ?? order.orderNo,
      reason: order.cancelReason ?? '환불',
    });
    if (payment) await tx.update(payments).set({ status: 'CANCELLED' }).where(eq(payments.id, payment.id));
    await recordAuditEvent(tx, {
      brand: input.brand,
      actorId: input.actorId,
      action: 'order.mark-refunded',
      resourceType: 'order',
      resourceId: order.orderNo,
      before: { status: 'REFUND_REQUESTED' },
      after: { status: 'CANCELLED', amount: order.amount, refundedAt: now.toISOString() },
    });
    return { orderNo: order.orderNo, status: 'CANCELLED' as const, changed: true };
  });
}
