import { describe, expect, it } from 'vitest';
import { SITES } from './hosts';
import { siteChromeFor, siteChromeMarker } from './site-chrome';

describe('siteChromeFor', () => {
  it('gives brand B every site its own chrome, and brand A the portal chrome except on the corporate site', () => {
    expect(siteChromeFor('b', 'shop')).toBe('brand-b');
    expect(siteChromeFor('b', 'cbt')).toBe('brand-b');
    expect(siteChromeFor('b', 'community')).toBe('brand-b');
    expect(siteChromeFor('a', 'cbt')).toBe('brand-a');
    expect(siteChromeFor('a', 'portal')).toBe('brand-a');
    expect(siteChromeFor('a', 'community')).toBe('brand-a');
    expect(siteChromeFor('a', 'corporate')).toBe('corporate');
  });

  it('gives the console, the chat frame and the API no chrome on either brand', () => {
    for (const brand of ['a', 'b'] as const) {
      for (const site of ['console', 'chat', 'api'] as const) expect(siteChromeFor(brand, site)).toBeNull();
    }
  });

  it('answers for every site of the host table', () => {
    for (const site of SITES) expect(() => siteChromeFor('a', site)).not.toThrow();
  });

  it('marks each chrome with a distinct string', () => {
    expect(new Set(['brand-a', 'brand-b', 'corporate'].map((c) => siteChromeMarker(c as 'brand-a')))).toHaveLength(3);
  });
});
