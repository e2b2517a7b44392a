import { and, eq, inArray } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { MarkOrderPaidResult } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { type OrderStatus, orderSheetLines, orderSheets, orders, type PaymentMethod, payments, pointEntries, shopProducts } from '../../../db/schema';
import { recordAuditEvent } from '../../audit/record-audit-event';
import { createExamEntitlement } from '../../exams/create-exam-entitlement';
import { idempotencyKey } from '../../payments/payment-provider';
import { type PaymentProviders, providerFor } from '../../payments/payment-providers';
import { earnedPoints } from '../../../config/order-discounts';
import { orderCancelled, orderNotFound, paymentAmountMismatch, paymentMethodMismatch } from '../shop-errors';

export interface MarkOrderPaidInput {
  brand: BrandId;
  orderNo: string;
  /** The ADMIN who saw the deposit; null for the operator's command (`npm run db:mark-order-paid`). */
  actorId: string | null;
  /** Only orders paid this way: BANK_TRANSFER (the default: the console route and the command) or TOSS (its success URL). */
  method?: PaymentMethod;
  /**
   * What the provider handed back for this payment (Toss's success URL: its paymentKey and amount); checked against
   * the order before the provider confirms.
   */
  payment?: { providerReference: string; amount: number };
  /** Only this member's order (Toss's success URL comes with the member's session); null for operators. */
  userId?: string | null;
  now?: Date;
}

const AWAITING: OrderStatus[] = ['AWAITING_DEPOSIT', 'AWAITING_PAYMENT'];

/**
 * An order waiting for its deposit becomes 결제완료: the provider confirms the payment, the sheet is PAID and every
 * exam of it is granted to the member, all in one transaction (ADR 7). The conditional update
 * (`… where status = 'AWAITING_DEPOSIT'`) is the gate: concurrent calls queue on the order's row, the first one
 * changes it, the rest find it PAID and change nothing, so 50 marks are one payment and one grant each. Paid already:
 * `changed: false`; cancelled: 409; unknown or another brand's: 404.
 */
export async function markOrderPaid(db: Db, providers: PaymentProviders, input: MarkOrderPaidInput): Promise<MarkOrderPaidResult> {
  const now = input.now ?? new Date();
  const method = input.method ?? 'BANK_TRANSFER';
  return db.transaction(async (tx) => {
    const whose = and(
      eq(orders.orderNo, input.orderNo),
      eq(orders.brand, input.brand),
      ...(input.userId ? [eq(orders.userId, input.userId)] : []),
    );
    const [order] = await tx
      .update(orders)
      .set({ status: 'PAID', paidAt: now })
      .where(and(whose, inArray(orders.status, AWAITING), eq(orders.paymentMethod, method)))
      .returning();
    if (!order) {
      const [current] = await tx.select({ status: orders.status, paymentMethod: orders.paymentMethod }).from(orders).where(whose).limit(1);
      if (!current) throw orderNotFound();
      if (current.status === 'CANCELLED' || current.status === 'REFUND_REQUESTED') throw orderCancelled();
      if (current.paymentMethod !== method) throw paymentMethodMismatch();
      return { orderNo: input.orderNo, status: current.status, changed: false };
    }
    // Toss's success URL carries the amount the member paid in its window; a tampered or stale one is refused (and
    // the transaction, with its PAID, rolls back).
    if (input.payment && input.payment.amount !== order.amount) throw paymentAmountMismatch();

    const provider = providerFor(providers, order.paymentMethod);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderNo, order.orderNo), eq(payments.status, 'PENDING')))
      .limit(1);
    const confirmed = await provider.confirm({
      orderNo: order.orderNo,
      amount: order.amount,
      // A new paymentKey (the member paid again after a failure) is a new confirm for Toss, not a replay of the old.
      idempotencyKey: input.payment
        ? `${idempotencyKey('confirm', order.orderNo)}:${input.payment.providerReference}`
        : idempotencyKey('confirm', order.orderNo),
      providerReference: input.payment?.providerReference ?? payment?.providerReference ?? order.orderNo,
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
    // 적립금: 1% of what was paid (ADR 28), once per order by the ledger's unique (order, kind).
    const earned = earnedPoints(order.amount);
    if (earned > 0) {
      await tx
        .insert(pointEntries)
        .values({ brand: order.brand, userId: order.userId, kind: 'EARN', amount: earned, orderNo: order.orderNo, description: '구매 적립', createdAt: now })
        .onConflictDoNothing();
    }
    await recordAuditEvent(tx, {
      brand: input.brand,
      actorId: input.actorId,
      action: 'order.mark-paid',
      resourceType: 'order',
      resourceId: order.orderNo,
      before: { status: method === 'TOSS' ? 'AWAITING_PAYMENT' : 'AWAITING_DEPOSIT' },
      after: { status: 'PAID', amount: order.amount, paidAt: now.toISOString(), pointsEarned: earned },
    });
    return { orderNo: order.orderNo, status: 'PAID' as const, changed: true };
  });
}
