import { describe, expect, it } from 'vitest';
import { cookieDomainFor, PROMOTION_END, shouldShowPromotion } from './promotion';

describe('promotion popup', () => {
  const before = new Date('2024-10-27T14:59:58Z');
  it('shows on home and exam detail until 27 Oct 2024 23:59:59 KST without the cookie', () => {
    expect(PROMOTION_END.toISOString()).toBe('2024-10-27T14:59:59.000Z');
    expect(shouldShowPromotion('/', before, false)).toBe(true);
    expect(shouldShowPromotion('/exam/detail/[examIdx]', before, false)).toBe(true);
    expect(shouldShowPromotion('/exam/[type]', before, false)).toBe(false);
    expect(shouldShowPromotion('/mycbt/archive', before, false)).toBe(false);
    expect(shouldShowPromotion('/', before, true)).toBe(false);
    expect(shouldShowPromotion('/', new Date('2024-10-27T15:00:00Z'), false)).toBe(false);
    expect(shouldShowPromotion('/', new Date(), false)).toBe(false);
  });

  it('picks the cookie domain by host', () => {
    expect(cookieDomainFor('localhost')).toBeUndefined();
    expect(cookieDomainFor('portal.localhost')).toBeUndefined();
    expect(cookieDomainFor('127.0.0.1')).toBeUndefined();
    expect(cookieDomainFor('cbt.careerroad.kr')).toBe('careerroad.kr');
    expect(cookieDomainFor('cbt.nursepass.co.kr')).toBe('nursepass.co.kr');
  });
});
