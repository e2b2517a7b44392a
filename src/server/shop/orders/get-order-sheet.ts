import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import type { OrderSheet } from '../../../contracts/shop';
import { orderSheets, orders } from '../../../db/schema';
import { findSheetLines } from './order-rows';

/** The member's own order sheet on this brand; null for anyone else's, so numbers reveal nothing. */
export async function getOrderSheet(
  db: Db,
  brand: BrandId,
  userId: string,
  orderSheetNo: string,
  now = new Date(),
): Promise<OrderSheet | null> {
  const [found] = await db
    .select({ sheet: orderSheets, orderNo: orders.orderNo })
    .from(orderSheets)
    .leftJoin(orders, eq(orders.orderSheetNo, orderSheets.orderSheetNo))
    .where(and(eq(orderSheets.orderSheetNo, orderSheetNo), eq(orderSheets.brand, brand), eq(orderSheets.userId, userId)))
    .limit(1);
  if (!found) return null;
  const { sheet } = found;
  const lines = (await findSheetLines(db, [orderSheetNo])).map(({ orderSheetNo: _sheet, ...line }) => line);
  const expired = sheet.status === 'OPEN' && sheet.expiresAt.getTime() <= now.getTime();
  return {
    orderSheetNo: sheet.orderSheetNo,
    status: expired ? 'EXPIRED' : sheet.status,
    totalAmount: sheet.totalAmount,
    createdAt: sheet.createdAt.toISOString(),
    expiresAt: sheet.expiresAt.toISOString(),
    paidAt: sheet.paidAt?.toISOString() ?? null,
    orderNo: found.orderNo,
    lines,
  };
}
