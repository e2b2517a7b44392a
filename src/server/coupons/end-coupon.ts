import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { EndCouponResult } from '../../contracts/console-coupons';
import type { Db } from '../../db/client';
import { shopCoupons } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { notFound } from '../errors/domain-error';
import { requireShop } from './coupon-policy';

export const couponNotFoundForConsole = () => notFound('쿠폰을 찾을 수 없습니다.');

/**
 * 조기 종료 (ADR 33): the coupon's end becomes now. The order rules read the coupon's period at use
 * (src/config/order-discounts.ts), so every issued, unused copy stops applying at once and its code can no longer be
 * registered; copies already used on an order stay used. A coupon that had not started yet also gets its start moved
 * to just before now (the table wants the start before the end). Ended already: `changed: false`, no audit row.
 */
export async function endCoupon(db: Db, input: { brand: BrandId; couponId: number; actorId: string | null; now?: Date }): Promise<EndCouponResult> {
  requireShop(input.brand);
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [coupon] = await tx
      .select()
      .from(shopCoupons)
      .where(and(eq(shopCoupons.brand, input.brand), eq(shopCoupons.id, input.couponId)))
      .for('update')
      .limit(1);
    if (!coupon) throw couponNotFoundForConsole();
    if (coupon.validUntil.getTime() <= now.getTime()) {
      return { couponId: coupon.id, validUntil: coupon.validUntil.toISOString(), changed: false };
    }
    const validFrom = coupon.validFrom.getTime() < now.getTime() ? coupon.validFrom : new Date(now.getTime() - 1000);
    await tx.update(shopCoupons).set({ validFrom, validUntil: now }).where(eq(shopCoupons.id, coupon.id));
    await recordAuditEvent(tx, {
      brand: input.brand,
      actorId: input.actorId,
      action: 'coupon.end',
      resourceType: 'coupon',
      resourceId: coupon.id,
      before: { validFrom: coupon.validFrom.toISOString(), validUntil: coupon.validUntil.toISOString() },
      after: { validFrom: validFrom.toISOString(), validUntil: now.toISOString() },
    });
    return { couponId: coupon.id, validUntil: now.toISOString(), changed: true };
  });
}
