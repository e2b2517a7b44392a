import { describe, expect, it } from 'vitest';
import { type CouponFormValues, checkCouponForm, checkIssueEmails, parseIssueEmails } from './coupon-rule';

const base: CouponFormValues = {
  name: ' 봄맞이 10% 할인 ',
  code: 'spring-10',
  kind: 'PERCENT',
  value: 10,
  minOrderAmount: 10000,
  maxDiscount: 5000,
  startDay: '2026-03-01',
  endDay: '2026-03-31',
};

describe('checkCouponForm', () => {
  it('stores a trimmed name, an upper-cased code and a KST period ending at the next midnight', () => {
    const result = checkCouponForm(base);
    expect(result).toEqual({
      ok: true,
      coupon: {
        name: '봄맞이 10% 할인',
        code: 'SPRING-10',
        kind: 'PERCENT',
        value: 10,
        minOrderAmount: 10000,
        maxDiscount: 5000,
        validFrom: new Date('2026-02-28T15:00:00Z'),
        validUntil: new Date('2026-03-31T15:00:00Z'),
      },
    });
  });

  it('accepts a one-day coupon and drops the cap of a fixed coupon', () => {
    const result = checkCouponForm({ ...base, kind: 'FIXED', value: 3000, maxDiscount: 1000, endDay: '2026-03-01' });
    expect(result.ok && result.coupon.maxDiscount).toBe(null);
    expect(result.ok && result.coupon.validUntil.getTime() - result.coupon.validFrom.getTime()).toBe(24 * 3600_000);
  });

  it('stores no code when the box is empty: an issue-only coupon', () => {
    const result = checkCouponForm({ ...base, code: '  ' });
    expect(result.ok && result.coupon.code).toBe(null);
  });

  it.each([
    [{ name: '  ' }, 'name', '쿠폰 이름을 입력해주세요.'],
    [{ code: 'AB' }, 'code', '쿠폰 코드는 영문 대문자, 숫자, 하이픈(-)으로 4~30자로 입력해주세요.'],
    [{ code: '할인쿠폰코드' }, 'code', '쿠폰 코드는 영문 대문자, 숫자, 하이픈(-)으로 4~30자로 입력해주세요.'],
    [{ value: 0 }, 'value', '정률 할인은 1~100% 사이로 입력해주세요.'],
    [{ value: 101 }, 'value', '정률 할인은 1~100% 사이로 입력해주세요.'],
    [{ value: 2.5 }, 'value', '정률 할인은 1~100% 사이로 입력해주세요.'],
    [{ kind: 'FIXED', value: 0 }, 'value', '정액 할인은 1원 이상으로 입력해주세요.'],
    [{ minOrderAmount: -1 }, 'minOrderAmount', '최소 주문 금액은 0원 이상으로 입력해주세요.'],
    [{ maxDiscount: 0 }, 'maxDiscount', '최대 할인 금액은 1원 이상으로 입력해주세요.'],
    [{ startDay: '2026-02-30' }, 'startDay', '시작일을 입력해주세요.'],
    [{ endDay: '' }, 'endDay', '종료일을 입력해주세요.'],
    [{ endDay: '2026-02-28' }, 'endDay', '종료일은 시작일 이후로 입력해주세요.'],
  ] as const)('refuses %o on %s in Korean', (change, field, message) => {
    expect(checkCouponForm({ ...base, ...change } as CouponFormValues)).toEqual({ ok: false, field, message });
  });
});

describe('issue emails', () => {
  it('splits lines, commas and spaces, lower-cases and keeps each email once', () => {
    expect(parseIssueEmails(' A@x.kr\nb@x.kr, a@x.kr\n\n c@x.kr ')).toEqual(['a@x.kr', 'b@x.kr', 'c@x.kr']);
  });

  it('refuses an empty list and more than 500 emails', () => {
    expect(checkIssueEmails([])).toEqual({ ok: false, message: '쿠폰을 보낼 회원의 이메일을 입력해주세요.' });
    expect(checkIssueEmails(Array.from({ length: 501 }, (_, i) => `m${i}@x.kr`))).toEqual({ ok: false, message: '한 번에 500명까지 발급할 수 있습니다.' });
    expect(checkIssueEmails(['a@x.kr'])).toEqual({ ok: true });
  });
});
