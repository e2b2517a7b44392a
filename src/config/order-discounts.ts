/**
 * The order's money rules (pure, unit-tested; ADR 28): what a coupon takes off a subtotal, how many 적립금 may be
 * spent, and what a paid order earns. The server runs them when placing an order and stores the amount; the order
 * page runs them only to preview the total and to word a bad points entry before asking — it never sends an amount.
 */
/** PERCENT: `value` % off; FIXED: `value` won off (src/db/schema/shop-discounts.ts COUPON_KINDS). */
export type CouponKind = 'PERCENT' | 'FIXED';

/** Points are spent in units of 10 won. */
export const POINT_UNIT = 10;
/** A paid order earns 1% of what was paid, rounded down to 10 won (ADR 28). */
export const EARN_RATE_PERCENT = 1;

export interface CouponTerms {
  kind: CouponKind;
  value: number;
  minOrderAmount: number;
  maxDiscount: number | null;
  validFrom: Date;
  validUntil: Date;
}

export type CouponCheck = { ok: true; discount: number } | { ok: false; reason: 'NOT_STARTED' | 'EXPIRED' | 'MIN_AMOUNT' };

/** Whether a coupon applies to a subtotal at `now`, and its discount (never more than the subtotal). */
export function checkCoupon(coupon: CouponTerms, subtotal: number, now: Date): CouponCheck {
  if (now.getTime() < coupon.validFrom.getTime()) return { ok: false, reason: 'NOT_STARTED' };
  if (now.getTime() >= coupon.validUntil.getTime()) return { ok: false, reason: 'EXPIRED' };
  if (subtotal < coupon.minOrderAmount) return { ok: false, reason: 'MIN_AMOUNT' };
  return { ok: true, discount: couponDiscount(coupon, subtotal) };
}

/** PERCENT rounds down to the won and stops at the cap; FIXED takes its value; neither more than the subtotal. */
export function couponDiscount(coupon: Pick<CouponTerms, 'kind' | 'value' | 'maxDiscount'>, subtotal: number): number {
  const raw = coupon.kind === 'PERCENT' ? Math.floor((subtotal * coupon.value) / 100) : coupon.value;
  const capped = coupon.kind === 'PERCENT' && coupon.maxDiscount !== null ? Math.min(raw, coupon.maxDiscount) : raw;
  return Math.max(0, Math.min(capped, subtotal));
}

/** The most points an order may use: the balance and what is left after the coupon, in whole units of 10 won. */
export function maxUsablePoints(balance: number, amountAfterCoupon: number): number {
  const most = Math.max(0, Math.min(balance, amountAfterCoupon));
  return most - (most % POINT_UNIT);
}

export type PointsCheck = { ok: true } | { ok: false; message: string };

export function checkPoints(points: number, balance: number, amountAfterCoupon: number): PointsCheck {
  if (!Number.isSafeInteger(points) || points < 0) return { ok: false, message: '적립금은 0원 이상으로 입력해주세요.' };
  if (points % POINT_UNIT !== 0) return { ok: false, message: '적립금은 10원 단위로 사용할 수 있습니다.' };
  if (points > balance) return { ok: false, message: '보유 적립금보다 많이 사용할 수 없습니다.' };
  if (points > amountAfterCoupon) return { ok: false, message: '결제 금액보다 많은 적립금을 사용할 수 없습니다.' };
  return { ok: true };
}

/** 1% of the paid amount, rounded down to 10 won: 12,345원 paid earns 120원. */
export function earnedPoints(paidAmount: number): number {
  const raw = Math.floor((Math.max(0, paidAmount) * EARN_RATE_PERCENT) / 100);
  return raw - (raw % POINT_UNIT);
}
