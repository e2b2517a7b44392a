import { describe, expect, it } from 'vitest';
import { checkCoupon, checkPoints, couponDiscount, earnedPoints, maxUsablePoints, type CouponTerms } from './order-discounts';

const now = new Date('2026-11-28T00:00:00Z');
const coupon = (terms: Partial<CouponTerms>): CouponTerms => ({
  kind: 'FIXED',
  value: 3000,
  minOrderAmount: 0,
  maxDiscount: null,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2027-01-01T00:00:00Z'),
  ...terms,
});

describe('coupon discount', () => {
  it('takes a fixed amount off, never more than the subtotal', () => {
    expect(couponDiscount(coupon({ value: 3000 }), 19_900)).toBe(3000);
    expect(couponDiscount(coupon({ value: 3000 }), 2000)).toBe(2000);
  });

  it('takes a percentage rounded down to the won, capped by the maximum discount', () => {
    expect(couponDiscount(coupon({ kind: 'PERCENT', value: 10 }), 19_995)).toBe(1999);
    expect(couponDiscount(coupon({ kind: 'PERCENT', value: 50, maxDiscount: 5000 }), 30_000)).toBe(5000);
    expect(couponDiscount(coupon({ kind: 'PERCENT', value: 100 }), 7000)).toBe(7000);
  });

  it('refuses a subtotal under the minimum, and outside the validity period', () => {
    expect(checkCoupon(coupon({ minOrderAmount: 20_000 }), 19_999, now)).toEqual({ ok: false, reason: 'MIN_AMOUNT' });
    expect(checkCoupon(coupon({ minOrderAmount: 20_000 }), 20_000, now)).toEqual({ ok: true, discount: 3000 });
    expect(checkCoupon(coupon({ validUntil: now }), 20_000, now)).toEqual({ ok: false, reason: 'EXPIRED' });
    expect(checkCoupon(coupon({ validFrom: new Date(now.getTime() + 1) }), 20_000, now)).toEqual({ ok: false, reason: 'NOT_STARTED' });
  });
});

describe('points', () => {
  it('may use up to the smaller of the balance and the amount after the coupon, in units of 10 won', () => {
    expect(maxUsablePoints(1234, 50_000)).toBe(1230);
    expect(maxUsablePoints(50_000, 16_905)).toBe(16_900);
    expect(maxUsablePoints(0, 10_000)).toBe(0);
  });

  it('refuses points that are negative, not a multiple of 10, over the balance or over the amount', () => {
    expect(checkPoints(-10, 1000, 5000)).toEqual({ ok: false, message: '적립금은 0원 이상으로 입력해주세요.' });
    expect(checkPoints(15, 1000, 5000)).toEqual({ ok: false, message: '적립금은 10원 단위로 사용할 수 있습니다.' });
    expect(checkPoints(1010, 1000, 5000)).toEqual({ ok: false, message: '보유 적립금보다 많이 사용할 수 없습니다.' });
    expect(checkPoints(600, 1000, 590)).toEqual({ ok: false, message: '결제 금액보다 많은 적립금을 사용할 수 없습니다.' });
    expect(checkPoints(1000, 1000, 5000)).toEqual({ ok: true });
  });

  it('earns 1% of the paid amount rounded down to 10 won', () => {
    expect(earnedPoints(12_345)).toBe(120);
    expect(earnedPoints(19_900)).toBe(190);
    expect(earnedPoints(999)).toBe(0);
    expect(earnedPoints(0)).toBe(0);
  });
});
