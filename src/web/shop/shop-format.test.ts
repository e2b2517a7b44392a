import { describe, expect, it } from 'vitest';
import { cartRemoveQuestion, countdownLabel, formatCountdown, remainingMs, sortFromQuery } from './shop-format';

describe('formatCountdown', () => {
  it.each([
    [30 * 60_000, '30:00'],
    [29 * 60_000 + 5_000, '29:05'],
    [59_001, '01:00'],
    [1, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('reads as minutes and seconds', () => {
    expect(countdownLabel(29 * 60_000 + 5_000)).toBe('29분 5초');
  });
});

describe('remainingMs', () => {
  it('counts down to the expiry and stops at 0', () => {
    const expiresAt = '2026-11-28T03:00:00.000Z';
    expect(remainingMs(expiresAt, Date.parse('2026-11-28T02:59:00.000Z'))).toBe(60_000);
    expect(remainingMs(expiresAt, Date.parse('2026-11-28T03:01:00.000Z'))).toBe(0);
  });
});

describe('sortFromQuery', () => {
  it('takes the three sorts and falls back to 최신순', () => {
    expect(sortFromQuery('POPULAR')).toBe('POPULAR');
    expect(sortFromQuery(['PRICE_ASC'])).toBe('PRICE_ASC');
    expect(sortFromQuery('cheap')).toBe('LATEST');
    expect(sortFromQuery(undefined)).toBe('LATEST');
  });
});

describe('cartRemoveQuestion', () => {
  it("puts the particle the product's title takes after its brackets", () => {
    expect(cartRemoveQuestion('상급종합병원 필기 모의고사')).toBe('「상급종합병원 필기 모의고사」를 장바구니에서 뺄까요?');
    expect(cartRemoveQuestion('간호사 면접 대비반')).toBe('「간호사 면접 대비반」을 장바구니에서 뺄까요?');
    expect(cartRemoveQuestion('모의고사 2회')).toBe('「모의고사 2회」를 장바구니에서 뺄까요?');
  });
});
