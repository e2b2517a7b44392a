import { and, count, desc, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import { SHOP_PAGE_SIZE } from '../../../contracts/constants';
import type { MemberCoupon, MemberCouponPage } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import { memberCoupons, shopCoupons } from '../../../db/schema';
import { pageOffset } from '../products/shop-product-rows';

export type MemberCouponStatus = MemberCoupon['status'];

/** USED wins over EXPIRED: a coupon that did its job reads as used even after its period. */
export function memberCouponStatus(row: { usedOrderNo: string | null; validUntil: Date }, now: Date): MemberCouponStatus {
  if (row.usedOrderNo !== null) return 'USED';
  return row.validUntil.getTime() <= now.getTime() ? 'EXPIRED' : 'USABLE';
}

function statusFilter(status: MemberCouponStatus, now: Date): SQL {
  if (status === 'USED') return isNotNull(memberCoupons.usedOrderNo);
  if (status === 'EXPIRED') return and(isNull(memberCoupons.usedOrderNo), lte(shopCoupons.validUntil, now))!;
  return and(isNull(memberCoupons.usedOrderNo), gt(shopCoupons.validUntil, now))!;
}

/** The member's coupons (`/mypage/coupons`): newest first, 20 per page, optionally one status. */
export async function findMemberCoupons(
  db: Db,
  input: { brand: BrandId; userId: string; page?: number; status?: MemberCouponStatus; now?: Date },
): Promise<MemberCouponPage> {
  const now = input.now ?? new Date();
  const where = and(
    eq(memberCoupons.brand, input.brand),
    eq(memberCoupons.userId, input.userId),
    ...(input.status ? [statusFilter(input.status, now)] : []),
  );
  const { page, offset } = pageOffset(input.page, SHOP_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    db
      .select({ held: memberCoupons, coupon: shopCoupons })
      .from(memberCoupons)
      .innerJoin(shopCoupons, eq(shopCoupons.id, memberCoupons.couponId))
      .where(where)
      .orderBy(desc(memberCoupons.issuedAt), desc(memberCoupons.id))
      .limit(SHOP_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(memberCoupons).innerJoin(shopCoupons, eq(shopCoupons.id, memberCoupons.couponId)).where(where),
  ]);
  return {
    items: rows.map(({ held, coupon }) => ({
      memberCouponId: held.id,
      code: coupon.code,
      name: coupon.name,
      kind: coupon.kind,
      value: coupon.value,
      minOrderAmount: coupon.minOrderAmount,
      maxDiscount: coupon.maxDiscount,
      validFrom: coupon.validFrom.toISOString(),
      validUntil: coupon.validUntil.toISOString(),
      issuedAt: held.issuedAt.toISOString(),
      usedAt: held.usedAt?.toISOString() ?? null,
      status: memberCouponStatus({ usedOrderNo: held.usedOrderNo, validUntil: coupon.validUntil }, now),
    })),
    totalCount: total?.n ?? 0,
    page,
    pageSize: SHOP_PAGE_SIZE,
  };
}

