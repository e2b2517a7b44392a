import type { BrandId } from '../../config/hosts';
import { type CouponFormValues, checkCouponForm } from '../../config/coupon-rule';
import type { Db } from '../../db/client';
import { shopCoupons } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { conflict, invalid } from '../errors/domain-error';
import { requireShop } from './coupon-policy';

export const couponCodeTaken = () => conflict('이미 사용 중인 쿠폰 코드입니다.', 'COUPON_CODE_TAKEN');

/**
 * An ADMIN creates a brand coupon from the console's form (ADR 33): the shared rule words a bad field in Korean (400),
 * the brand's unique code decides a taken code (409, also when two operators race), and the row and its audit row
 * commit together.
 */
export async function createCoupon(
  db: Db,
  input: { brand: BrandId; actorId: string | null; values: CouponFormValues },
): Promise<{ couponId: number }> {
  requireShop(input.brand);
  const check = checkCouponForm(input.values);
  if (!check.ok) throw invalid(check.message);
  const { coupon } = check;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(shopCoupons)
      .values({ brand: input.brand, ...coupon })
      .onConflictDoNothing({ target: [shopCoupons.brand, shopCoupons.code] })
      .returning();
    if (!created) throw couponCodeTaken();
    await recordAuditEvent(tx, {
      brand: input.brand,
      actorId: input.actorId,
      action: 'coupon.create',
      resourceType: 'coupon',
      resourceId: created.id,
      before: null,
      after: {
        name: created.name,
        code: created.code,
        kind: created.kind,
        value: created.value,
        minOrderAmount: created.minOrderAmount,
        maxDiscount: created.maxDiscount,
        validFrom: created.validFrom.toISOString(),
        validUntil: created.validUntil.toISOString(),
      },
    });
    return { couponId: created.id };
  });
}
