import { describe, expect, it } from 'vitest';
import { formatCount } from './format';

describe('formatCount', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%i → %j', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it('hides non-numbers', () => {
    expect(formatCount(Number.NaN)).toBe('');
  });
});
