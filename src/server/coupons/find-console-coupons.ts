import { count, desc, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { ConsoleCouponPage, ConsoleCouponStatus } from '../../contracts/console-coupons';
import type { Db } from '../../db/client';
import { memberCoupons, shopCoupons } from '../../db/schema';
import type { Paging } from '../paging/parse-paging';

export function consoleCouponStatus(coupon: { validFrom: Date; validUntil: Date }, now: Date): ConsoleCouponStatus {
  if (now.getTime() < coupon.validFrom.getTime()) return 'SCHEDULED';
  return now.getTime() < coupon.validUntil.getTime() ? 'ACTIVE' : 'ENDED';
}

/**
 * The brand's coupons for the console (ADR 33), newest first, with how many members hold each and how many used it.
 * Brand A has no shop and so no coupons: its page is empty.
 */
export async function findConsoleCoupons(db: Db, input: { brand: BrandId; now?: Date } & Paging): Promise<ConsoleCouponPage> {
  const now = input.now ?? new Date();
  const held = db
    .select({
      couponId: memberCoupons.couponId,
      issued: count().as('issued'),
      used: sql<number>`count(${memberCoupons.usedOrderNo})::int`.as('used'),
    })
    .from(memberCoupons)
    .where(eq(memberCoupons.brand, input.brand))
    .groupBy(memberCoupons.couponId)
    .as('held');
  const [rows, [total]] = await Promise.all([
    db
      .select({ coupon: shopCoupons, issued: held.issued, used: held.used })
      .from(shopCoupons)
      .leftJoin(held, eq(held.couponId, shopCoupons.id))
      .where(eq(shopCoupons.brand, input.brand))
      .orderBy(desc(shopCoupons.createdAt), desc(shopCoupons.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(shopCoupons).where(eq(shopCoupons.brand, input.brand)),
  ]);
  return {
    items: rows.map(({ coupon, issued, used }) => ({
      couponId: coupon.id,
      name: coupon.name,
      code: coupon.code,
      kind: coupon.kind,
      value: coupon.value,
      minOrderAmount: coupon.minOrderAmount,
      maxDiscount: coupon.maxDiscount,
      validFrom: coupon.validFrom.toISOString(),
      validUntil: coupon.validUntil.toISOString(),
      createdAt: coupon.createdAt.toISOString(),
      status: consoleCouponStatus(coupon, now),
      issuedCount: Number(issued ?? 0),
      usedCount: Number(used ?? 0),
    })),
    totalCount: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
