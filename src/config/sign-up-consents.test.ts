import { describe, expect, it } from 'vitest';
import { missingConsentsMessage, missingSignUpConsents } from './sign-up-consents';

describe('sign-up consents', () => {
  it('requires terms, privacy and the age confirmation of an individual member', () => {
    expect(missingSignUpConsents({}, 'individual')).toEqual(['TERMS', 'PRIVACY', 'AGE_14']);
    expect(missingSignUpConsents({ agreeTerms: true, agreePrivacy: true, agreeAge14: true }, 'individual')).toEqual([]);
  });

  it('does not ask a corporate contact person to confirm their age', () => {
    expect(missingSignUpConsents({ agreeTerms: true, agreePrivacy: true }, 'corporate')).toEqual([]);
  });

  it('never requires the marketing opt-in', () => {
    expect(missingSignUpConsents({ agreeTerms: true, agreePrivacy: true, agreeAge14: true, agreeMarketing: false }, 'individual')).toEqual([]);
  });

  it('names each missing agreement in Korean', () => {
    expect(missingConsentsMessage(['TERMS', 'AGE_14'])).toBe('필수 항목에 동의해주세요: 이용약관, 만 14세 이상');
  });
});
