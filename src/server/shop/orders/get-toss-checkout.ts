import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { TossCheckout } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import type { PaymentProviders } from '../../payments/payment-providers';
import { tossOrderId } from '../../../config/toss-order-id';
import { findSheetLines } from './order-rows';
import { orderNotFound, paymentMethodMismatch } from '../shop-errors';

/**
 * What the order page passes to Toss's SDK for the member's card order waiting for payment (after placing it, or
 * again after a failed or cancelled window: the order stays payable). The amount is the order's, never the page's.
 */
export async function getTossCheckout(db: Db, providers: PaymentProviders, brand: BrandId, userId: string, orderNo: string): Promise<TossCheckout> {
  const toss = providers.TOSS;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.brand, brand), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw orderNotFound();
  if (!toss || order.paymentMethod !== 'TOSS' || order.status !== 'AWAITING_PAYMENT') throw paymentMethodMismatch();
  const lines = await findSheetLines(db, [order.orderSheetNo]);
  const first = lines[0]?.title ?? '주문 상품';
  return {
    clientKey: toss.checkout.clientKey,
    sdkUrl: toss.checkout.sdkUrl,
    orderId: tossOrderId(order.orderNo),
    // Toss shows it in the window; 외 N건 as Korean shops write it.
    orderName: lines.length > 1 ? `${first} 외 ${lines.length - 1}건` : first,
    amount: order.amount,
    customerKey: userId,
  };
}
