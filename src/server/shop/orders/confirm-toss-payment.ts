import type { BrandId } from '../../../config/hosts';
import type { Order } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { orderNoFromTossOrderId } from '../../../config/toss-order-id';
import type { PaymentProviders } from '../../payments/payment-providers';
import { getOrder } from './get-order';
import { markOrderPaid } from './mark-order-paid';
import { orderNotFound } from '../shop-errors';

export interface ConfirmTossPaymentInput {
  brand: BrandId;
  userId: string;
  /** From Toss's success URL: `/orders/toss/success?paymentKey&orderId&amount`. */
  paymentKey: string;
  orderId: string;
  amount: number;
  now?: Date;
}

/**
 * The member is back from Toss's window on the success URL: the order (the member's own card order, found by Toss's
 * orderId) is confirmed through the same idempotent markOrderPaid as a bank transfer — the amount checked against the
 * order, Toss's confirm API called with an Idempotency-Key while the order row is locked, the exams granted and the
 * points earned once however many times the page is reloaded (ADR 28).
 */
export async function confirmTossPayment(db: Db, providers: PaymentProviders, input: ConfirmTossPaymentInput): Promise<Order> {
  const orderNo = orderNoFromTossOrderId(input.orderId);
  if (!orderNo) throw orderNotFound();
  await markOrderPaid(db, providers, {
    brand: input.brand,
    orderNo,
    actorId: input.userId,
    userId: input.userId,
    method: 'TOSS',
    payment: { providerReference: input.paymentKey, amount: input.amount },
    now: input.now,
  });
  const order = await getOrder(db, input.brand, input.userId, orderNo);
  if (!order) throw orderNotFound();
  return order;
}
