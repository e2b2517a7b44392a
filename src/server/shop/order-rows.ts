/** Reading orders for their member (history, one order) in the contract's shape, lines from the order's sheet. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Order } from '../../contracts/orders';
import type { Db } from '../../db/client';
import { type Order as OrderRow, orderSheetLines, shopProducts } from '../../db/schema';

/** The lines of these sheets as the sheet and its order show them (stored title and price, the product's exam). */
export function findSheetLines(db: Db, orderSheetNos: string[]) {
  return db
    .select({
      orderSheetNo: orderSheetLines.orderSheetNo,
      productNo: orderSheetLines.productId,
      optionNo: orderSheetLines.optionNo,
      title: orderSheetLines.title,
      quantity: orderSheetLines.quantity,
      unitPrice: orderSheetLines.unitPrice,
      examIdx: shopProducts.examId,
    })
    .from(orderSheetLines)
    .innerJoin(shopProducts, eq(shopProducts.id, orderSheetLines.productId))
    .where(inArray(orderSheetLines.orderSheetNo, orderSheetNos))
    .orderBy(asc(orderSheetLines.productId), asc(orderSheetLines.optionNo));
}

export async function presentOrders(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const lines = await findSheetLines(db, rows.map((row) => row.orderSheetNo));
  return rows.map((row) => ({
    orderNo: row.orderNo,
    orderSheetNo: row.orderSheetNo,
    status: row.status,
    paymentMethod: row.paymentMethod,
    amount: row.amount,
    ordererName: row.ordererName,
    ordererPhone: row.ordererPhone,
    deposit:
      row.depositBank && row.depositAccount && row.depositHolder && row.depositDeadline
        ? { bank: row.depositBank, account: row.depositAccount, holder: row.depositHolder, deadline: row.depositDeadline.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    lines: lines
      .filter((line) => line.orderSheetNo === row.orderSheetNo)
      .map(({ orderSheetNo: _sheet, ...line }) => line),
  }));
}
