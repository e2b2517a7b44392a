import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import { formatInKst } from '../../../config/kst';
import type { Db } from '../../../db/client';
import { examEntitlements, orderSheetLines, orderSheets, shopProducts } from '../../../db/schema';
import { invalid } from '../../errors/domain-error';
import { alreadyOwned, productNotFound, quantityExceeded } from '../shop-errors';
import { orderAmount, productPrice } from '../products/product-price';
import { productOnSale } from '../products/shop-product-rows';

/** A member may buy an exam once (spec §9: the exam purchase order count is fixed at 1). */
export const EXAM_MAX_QUANTITY = 1;
/** An unpaid order sheet can be paid for this long. */
export const ORDER_SHEET_TTL_MS = 30 * 60_000;

export interface OrderLineInput {
  productNo: number;
  optionNo: number;
  quantity: number;
}

export interface CreateOrderSheetInput {
  brand: BrandId;
  userId: string;
  lines: OrderLineInput[];
  now?: Date;
}

/** 20 digits: the KST date (`YYYYMMDD`, as staff and members read it) and 12 random digits, so numbers cannot be walked. */
export function newOrderSheetNo(now: Date): string {
  const random = Array.from({ length: 12 }, () => randomInt(10)).join('');
  return formatInKst(now, 'yyyyMMdd') + random;
}

/**
 * Prices the lines at today's product prices and stores an open order sheet for the member (POST /v2/orders).
 * Refuses, before writing anything: a product or option that is not on sale on this brand (404), more than one
 * of an exam (O8002) and an exam the member already owns (O8003).
 */
export async function createOrderSheet(db: Db, input: CreateOrderSheetInput): Promise<{ orderSheetNo: string }> {
  const now = input.now ?? new Date();
  const keys = new Set(input.lines.map((line) => `${line.productNo}:${line.optionNo}`));
  if (keys.size !== input.lines.length) throw invalid('같은 상품이 주문서에 두 번 담겨 있습니다.', 'BAD_REQUEST');

  const productIds = [...new Set(input.lines.map((line) => line.productNo))];
  const products = await db
    .select()
    .from(shopProducts)
    .where(
      // A product selling an unpublished exam is not on sale.
      and(productOnSale(input.brand), inArray(shopProducts.id, productIds)),
    );
  const byId = new Map(products.map((product) => [product.id, product]));

  const priced = input.lines.map((line) => {
    const product = byId.get(line.productNo);
    if (!product || product.optionNo !== line.optionNo) throw productNotFound();
    if (product.examId !== null && line.quantity > EXAM_MAX_QUANTITY) throw quantityExceeded();
    // Priced now: the sale price while the sale runs; the sheet keeps this price for its 30 minutes.
    return { line, product, unitPrice: productPrice(product, now).price };
  });

  const examIds = priced.flatMap(({ product }) => (product.examId === null ? [] : [product.examId]));
  if (examIds.length) {
    const [owned] = await db
      .select({ examId: examEntitlements.examId })
      .from(examEntitlements)
      .where(and(eq(examEntitlements.userId, input.userId), inArray(examEntitlements.examId, examIds)))
      .limit(1);
    if (owned) throw alreadyOwned();
  }

  const orderSheetNo = newOrderSheetNo(now);
  const totalAmount = orderAmount(priced.map(({ line, unitPrice }) => ({ unitPrice, quantity: line.quantity })));
  await db.transaction(async (tx) => {
    await tx.insert(orderSheets).values({
      orderSheetNo,
      brand: input.brand,
      userId: input.userId,
      totalAmount,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ORDER_SHEET_TTL_MS),
    });
    await tx.insert(orderSheetLines).values(
      priced.map(({ line, product, unitPrice }) => ({
        orderSheetNo,
        productId: product.id,
        optionNo: product.optionNo,
        quantity: line.quantity,
        title: product.title,
        unitPrice,
      })),
    );
  });
  return { orderSheetNo };
}
