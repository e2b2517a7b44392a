import { describe, expect, it } from 'vitest';
import { consentsFromChecked } from './sign-up-consent-fields';

describe('consentsFromChecked', () => {
  it('keeps the agreements ticked before hydration by their names', () => {
    expect(consentsFromChecked(new Set(['agreeTerms', 'agreeAge14', 'email']))).toEqual({ agreeTerms: true, agreeAge14: true });
  });

  it('reads 전체 동의 as every agreement', () => {
    expect(consentsFromChecked(new Set(['agreeAll']))).toEqual({ agreeTerms: true, agreePrivacy: true, agreeAge14: true, agreeMarketing: true });
  });
});
