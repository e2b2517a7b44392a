import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { Order } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { presentOrders } from './order-rows';

/** The member's own order on this brand; null for anyone else's, so a number reveals nothing. */
export async function getOrder(db: Db, brand: BrandId, userId: string, orderNo: string): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.brand, brand), eq(orders.userId, userId)))
    .limit(1);
  if (!row) return null;
  const [order] = await presentOrders(db, [row]);
  return order ?? null;
}
