import { describe, expect, it } from 'vitest';
import { parseId } from './ssr-fetch';

describe('parseId', () => {
  it('accepts positive 32-bit integers only', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2147483647);
    expect(parseId('2147483648')).toBeNull();
    expect(parseId('0')).toBeNull();
    expect(parseId('007')).toBeNull();
    expect(parseId('1e3')).toBeNull();
    expect(parseId('-1')).toBeNull();
    expect(parseId(['1'])).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});
