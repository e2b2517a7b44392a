import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { MarkOrderPaidResult } from '../../contracts/orders';
import type { Db } from '../../db/client';
import { orderSheetLines, orderSheets, orders, payments, shopProducts } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { createExamEntitlement } from '../exams/create-exam-entitlement';
import { idempotencyKey } from '../payments/payment-provider';
import type { PaymentProviders } from '../payments/payment-providers';
import { orderCancelled, orderNotFound } from './shop-errors';

export interface MarkOrderPaidInput {
  brand: BrandId;
  orderNo: string;
  /** The ADMIN who saw the deposit; null for the operator's command (`npm run db:mark-order-paid`). */
  actorId: string | null;
  now?: Date;
}

/**
 * An order waiting for its deposit becomes 결제완료: the provider confirms the payment, the sheet is PAID and every
 * exam of it is granted to the member, all in one transaction (ADR 7). The conditional update
 * (`… where status = 'AWAITING_DEPOSIT'`) is the gate: concurrent calls queue on the order's row, the first one
 * changes it, the rest find it PAID and change nothing, so 50 marks are one payment and one grant each. Paid already:
 * `changed: false`; cancelled: 409; unknown or another brand's: 404.
 */
export async function markOrderPaid(db: Db, providers: PaymentProviders, input: MarkOrderPaidInput): Promise<MarkOrderPaidResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'PAID', paidAt: now })
      .where(and(eq(orders.orderNo, input.orderNo), eq(orders.brand, input.brand), eq(orders.status, 'AWAITING_DEPOSIT')))
      .returning();
    if (!order) {
      const [current] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(and(eq(orders.orderNo, input.orderNo), eq(orders.brand, input.brand)))
        .limit(1);
      if (!current) throw orderNotFound();
      if (current.status === 'CANCELLED') throw orderCancelled();
      return { orderNo: input.orderNo, status: current.status, changed: false };
    }

    const provider = providers[order.paymentMethod];
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderNo, order.orderNo), eq(payments.status, 'PENDING')))
      .limit(1);
    const confirmed = await provider.confirm({
      orderNo: order.orderNo,
      amount: order.amount,
      idempotencyKey: idempotencyKey('confirm', order.orderNo),
      providerReference: payment?.providerReference ?? order.orderNo,
    });
    if (payment) {
      await tx
        .update(payments)
        .set({ status: 'CONFIRMED', confirmedAt: now, providerReference: confirmed.providerReference })
        .where(eq(payments.id, payment.id));
    } else {
      await tx.insert(payments).values({
        orderNo: order.orderNo,
        provider: provider.id,
        status: 'CONFIRMED',
        amount: order.amount,
        idempotencyKey: idempotencyKey('confirm', order.orderNo),
        providerReference: confirmed.providerReference,
        createdAt: now,
        confirmedAt: now,
      });
    }
    await tx.update(orderSheets).set({ status: 'PAID', paidAt: now }).where(eq(orderSheets.orderSheetNo, order.orderSheetNo));

    const examLines = await tx
      .select({ examId: shopProducts.examId })
      .from(orderSheetLines)
      .innerJoin(shopProducts, eq(shopProducts.id, orderSheetLines.productId))
      .where(eq(orderSheetLines.orderSheetNo, order.orderSheetNo));
    for (const { examId } of examLines) {
      if (examId !== null) {
        await createExamEntitlement(tx, { userId: order.userId, examIdx: examId, source: 'PURCHASE', orderNo: order.orderNo, grantedAt: now });
      }
    }
    await recordAuditEvent(tx, {
      brand: input.brand,
      actorId: input.actorId,
      action: 'order.mark-paid',
      resourceType: 'order',
      resourceId: order.orderNo,
      before: { status: 'AWAITING_DEPOSIT' },
      after: { status: 'PAID', amount: order.amount, paidAt: now.toISOString() },
    });
    return { orderNo: order.orderNo, status: 'PAID' as const, changed: true };
  });
}
