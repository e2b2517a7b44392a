import { describe, expect, it } from 'vitest';
import { siteChromeMarker } from '../../config/site-chrome';
import { ChromeBrandA } from './chrome-brand-a';
import { ChromeBrandB } from './chrome-brand-b';
import { ChromeCorporate } from './chrome-corporate';

describe('site chromes', () => {
  it('each carries the name the first-load bench looks for in the build', () => {
    expect(ChromeBrandA.displayName).toBe(siteChromeMarker('brand-a'));
    expect(ChromeBrandB.displayName).toBe(siteChromeMarker('brand-b'));
    expect(ChromeCorporate.displayName).toBe(siteChromeMarker('corporate'));
  });
});
