import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import { memberCoupons, shopCoupons } from '../../../db/schema';
import { couponAlreadyRegistered, couponExpired, couponNotFound } from '../shop-errors';

/** How a member may type a code: spaces dropped and letters upper-cased before matching. */
export const normalizeCouponCode = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

/**
 * A member registers a coupon by its code on `/mypage/coupons`: an unknown code and an expired coupon are Korean 400s,
 * a coupon already held a 409 (the unique (coupon, member) decides, so a double click is one coupon).
 */
export async function registerCoupon(db: Db, input: { brand: BrandId; userId: string; code: string; now?: Date }): Promise<{ memberCouponId: number }> {
  const now = input.now ?? new Date();
  const code = normalizeCouponCode(input.code);
  if (!code) throw couponNotFound();
  const [coupon] = await db
    .select()
    .from(shopCoupons)
    .where(and(eq(shopCoupons.brand, input.brand), eq(shopCoupons.code, code)))
    .limit(1);
  if (!coupon) throw couponNotFound();
  if (coupon.validUntil.getTime() <= now.getTime()) throw couponExpired();
  const [created] = await db
    .insert(memberCoupons)
    .values({ brand: input.brand, couponId: coupon.id, userId: input.userId, issuedAt: now })
    .onConflictDoNothing()
    .returning({ id: memberCoupons.id });
  if (!created) throw couponAlreadyRegistered();
  return { memberCouponId: created.id };
}
