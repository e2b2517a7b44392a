import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import { SHOP_PAGE_SIZE } from '../../../contracts/constants';
import type { OrderPage } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { presentOrders } from './order-rows';
import { pageOffset } from '../products/shop-product-rows';

/**
 * The member's purchase history (`/mypage/purchase-history`): newest first, 20 per page, every state; `cancelled`
 * keeps the cancelled and refund-requested ones (`/mypage/cancel-history`).
 */
export async function findOrders(db: Db, input: { brand: BrandId; userId: string; page?: number; cancelled?: boolean }): Promise<OrderPage> {
  const mine = and(
    eq(orders.brand, input.brand),
    eq(orders.userId, input.userId),
    ...(input.cancelled ? [inArray(orders.status, ['CANCELLED', 'REFUND_REQUESTED'] as const)] : []),
  );
  const { page, offset } = pageOffset(input.page, SHOP_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(mine).orderBy(desc(orders.createdAt), desc(orders.orderNo)).limit(SHOP_PAGE_SIZE).offset(offset),
    db.select({ n: count() }).from(orders).where(mine),
  ]);
  return { items: await presentOrders(db, rows), totalCount: total?.n ?? 0, page, pageSize: SHOP_PAGE_SIZE };
}
