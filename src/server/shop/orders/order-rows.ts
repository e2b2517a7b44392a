/** Reading orders for their member (history, one order) in the contract's shape, lines from the order's sheet. */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Order } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { examRecords, type Order as OrderRow, orderSheetLines, shopProducts } from '../../../db/schema';

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

/**
 * Orders whose member started an exam of theirs after paying: "used" (ADR 28), so no longer cancellable. One query
 * for the page; `tx` may be a transaction that holds the order rows.
 */
export async function findUsedOrderNos(db: Db, rows: Pick<OrderRow, 'orderNo' | 'orderSheetNo' | 'userId' | 'paidAt'>[]): Promise<Set<string>> {
  const paid = rows.filter((row) => row.paidAt !== null);
  if (!paid.length) return new Set();
  const lines = await findSheetLines(db, paid.map((row) => row.orderSheetNo));
  const used = new Set<string>();
  for (const row of paid) {
    const examIds = lines.filter((line) => line.orderSheetNo === row.orderSheetNo && line.examIdx !== null).map((line) => line.examIdx!);
    if (!examIds.length) continue;
    const [started] = await db
      .select({ id: examRecords.id })
      .from(examRecords)
      .where(and(eq(examRecords.userId, row.userId), inArray(examRecords.examId, examIds), gte(examRecords.startedAt, row.paidAt!)))
      .limit(1);
    if (started) used.add(row.orderNo);
  }
  return used;
}

const OPEN_STATUSES: ReadonlySet<OrderRow['status']> = new Set(['AWAITING_DEPOSIT', 'AWAITING_PAYMENT', 'PAID']);

export async function presentOrders(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const [lines, used] = await Promise.all([findSheetLines(db, rows.map((row) => row.orderSheetNo)), findUsedOrderNos(db, rows)]);
  return rows.map((row) => ({
    orderNo: row.orderNo,
    orderSheetNo: row.orderSheetNo,
    status: row.status,
    paymentMethod: row.paymentMethod,
    amount: row.amount,
    subtotal: row.subtotal,
    couponDiscount: row.couponDiscount,
    pointsUsed: row.pointsUsed,
    ordererName: row.ordererName,
    ordererPhone: row.ordererPhone,
    deposit:
      row.depositBank && row.depositAccount && row.depositHolder && row.depositDeadline
        ? { bank: row.depositBank, account: row.depositAccount, holder: row.depositHolder, deadline: row.depositDeadline.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    refundRequestedAt: row.refundRequestedAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    cancellable: OPEN_STATUSES.has(row.status) && !used.has(row.orderNo),
    lines: lines
      .filter((line) => line.orderSheetNo === row.orderSheetNo)
      .map(({ orderSheetNo: _sheet, ...line }) => line),
  }));
}
