import { describe, expect, it } from 'vitest';
import { businessNumberCheckDigit, businessNumberDigits, formatBusinessNumber, isValidBusinessNumber } from './business-number';

// Made-up numbers whose last digit was computed with the rule (no real company's number).
const VALID = ['1234567891', '3141592650', '2718281824', '5555555553', '9999999997', '1000000090'];

describe('사업자등록번호 check digit', () => {
  it('computes the check digit with the weights 1,3,7,1,3,7,1,3,5 and the 9th digit × 5 / 10 carry', () => {
    // 1·1 + 2·3 + 3·7 + 4·1 + 5·3 + 6·7 + 7·1 + 8·3 + 9·5 = 165, + floor(45 / 10) = 169 → (10 − 9) % 10 = 1
    expect(businessNumberCheckDigit('123456789')).toBe(1);
    // 9·(1+3+7+1+3+7+1+3+5) = 279, + 4 = 283 → 7
    expect(businessNumberCheckDigit('999999999')).toBe(7);
    // A sum ending in 0 gives 0, not 10.
    expect(businessNumberCheckDigit('314159265')).toBe(0);
  });

  it.each(VALID)('accepts %s', (number) => {
    expect(isValidBusinessNumber(number)).toBe(true);
  });

  it('accepts hyphens and spaces between the digits', () => {
    expect(isValidBusinessNumber('123-45-67891')).toBe(true);
    expect(isValidBusinessNumber(' 314 15 92650 ')).toBe(true);
    expect(businessNumberDigits('123-45-67891')).toBe('1234567891');
  });

  it.each([
    ['a wrong check digit', '1234567890'],
    ['two digits swapped', '2134567891'],
    ['nine digits', '123456789'],
    ['eleven digits', '12345678912'],
    ['letters', '12345678a1'],
    ['full-width digits', '１２３４５６７８９１'],
    ['an empty value', ''],
    ['other separators', '123.45.67891'],
  ])('refuses %s (%s)', (_case, number) => {
    expect(isValidBusinessNumber(number)).toBe(false);
  });

  it('every wrong last digit of a valid number is refused', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isValidBusinessNumber(`123456789${digit}`)).toBe(digit === 1);
    }
  });

  it('formats ten digits as on a 사업자등록증', () => {
    expect(formatBusinessNumber('1234567891')).toBe('123-45-67891');
    expect(formatBusinessNumber('12345')).toBe('12345');
  });
});
