import { and, asc, eq, isNull } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { SheetDiscounts } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { memberCoupons, orderSheetLines, orderSheets, shopCoupons } from '../../../db/schema';
import { checkCoupon, POINT_UNIT } from '../../../config/order-discounts';
import { pointBalance } from '../points/point-balance';
import { orderAmount } from '../products/product-price';
import { orderSheetNotFound } from '../shop-errors';

/**
 * The order page's discount choices for the member's sheet: the coupons that fit it now (unused, in their period,
 * minimum met) with what each takes off, and the points balance. The page only offers; placing recomputes all of it.
 */
export async function findSheetDiscounts(db: Db, input: { brand: BrandId; userId: string; orderSheetNo: string; now?: Date }): Promise<SheetDiscounts> {
  const now = input.now ?? new Date();
  const [sheet] = await db
    .select({ orderSheetNo: orderSheets.orderSheetNo })
    .from(orderSheets)
    .where(and(eq(orderSheets.orderSheetNo, input.orderSheetNo), eq(orderSheets.brand, input.brand), eq(orderSheets.userId, input.userId)))
    .limit(1);
  if (!sheet) throw orderSheetNotFound();
  const [lines, held, balance] = await Promise.all([
    db.select({ unitPrice: orderSheetLines.unitPrice, quantity: orderSheetLines.quantity }).from(orderSheetLines).where(eq(orderSheetLines.orderSheetNo, sheet.orderSheetNo)),
    db
      .select({ id: memberCoupons.id, coupon: shopCoupons })
      .from(memberCoupons)
      .innerJoin(shopCoupons, eq(shopCoupons.id, memberCoupons.couponId))
      .where(and(eq(memberCoupons.userId, input.userId), eq(memberCoupons.brand, input.brand), isNull(memberCoupons.usedOrderNo)))
      .orderBy(asc(shopCoupons.validUntil), asc(memberCoupons.id)),
    pointBalance(db, input.brand, input.userId),
  ]);
  const subtotal = orderAmount(lines);
  const coupons = held.flatMap(({ id, coupon }) => {
    const check = checkCoupon(coupon, subtotal, now);
    return check.ok ? [{ memberCouponId: id, name: coupon.name, discount: check.discount, validUntil: coupon.validUntil.toISOString() }] : [];
  });
  return { subtotal, coupons, pointBalance: Math.max(0, balance), pointUnit: POINT_UNIT };
}
