import { and, eq, lt, or } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import type { PaymentProviders } from '../../payments/payment-providers';
import { cancelOrder } from './cancel-order';

/** A card order nobody paid in Toss's window within a day is given up (its sheet's lines can be ordered again). */
export const CARD_PAYMENT_HOURS = 24;

export const DEPOSIT_EXPIRED_REASON = '입금 기한 만료';
export const PAYMENT_EXPIRED_REASON = '결제 기한 만료';

/**
 * Cancels the brand's unpaid orders past their time (ADR 28): bank transfers past their deposit deadline (3 days,
 * ADR 27) and card orders not paid within CARD_PAYMENT_HOURS. Each goes through cancelOrder's unpaid path, so its
 * points come back and its coupon is free again, audited with no actor; an order paid meanwhile is left alone.
 * Run by `npm run db:expire-orders` (e.g. hourly from cron). Returns the cancelled order numbers.
 */
export async function expireUnpaidOrders(db: Db, providers: PaymentProviders, input: { brand: BrandId; now?: Date }): Promise<string[]> {
  const now = input.now ?? new Date();
  const cardCutoff = new Date(now.getTime() - CARD_PAYMENT_HOURS * 60 * 60_000);
  const due = await db
    .select({ orderNo: orders.orderNo, userId: orders.userId, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.brand, input.brand),
        or(
          and(eq(orders.status, 'AWAITING_DEPOSIT'), lt(orders.depositDeadline, now)),
          and(eq(orders.status, 'AWAITING_PAYMENT'), lt(orders.createdAt, cardCutoff)),
        ),
      ),
    )
    .limit(1000);
  const cancelled: string[] = [];
  for (const order of due) {
    const result = await cancelOrder(db, providers, {
      brand: input.brand,
      userId: order.userId,
      orderNo: order.orderNo,
      reason: order.status === 'AWAITING_DEPOSIT' ? DEPOSIT_EXPIRED_REASON : PAYMENT_EXPIRED_REASON,
      actorId: null,
      unpaidOnly: true,
      now,
    });
    if (result.status === 'CANCELLED') cancelled.push(order.orderNo);
  }
  return cancelled;
}
