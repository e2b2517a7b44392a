import { and, asc, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { OrderSheet } from '../../contracts/shop';
import { orderSheetLines, orderSheets, orders, shopProducts } from '../../db/schema';

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
  const lines = await db
    .select({
      productNo: orderSheetLines.productId,
      optionNo: orderSheetLines.optionNo,
      title: orderSheetLines.title,
      quantity: orderSheetLines.quantity,
      unitPrice: orderSheetLines.unitPrice,
      examIdx: shopProducts.examId,
    })
    .from(orderSheetLines)
    .innerJoin(shopProducts, eq(shopProducts.id, orderSheetLines.productId))
    .where(eq(orderSheetLines.orderSheetNo, orderSheetNo))
    .orderBy(asc(orderSheetLines.productId), asc(orderSheetLines.optionNo));
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
