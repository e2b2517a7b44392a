import { describe, expect, it } from 'vitest';
import { compareMessageIds, nextMessageId } from './message-ids';

describe('message ids', () => {
  it('adds one without losing precision', () => {
    expect(nextMessageId('41')).toBe('42');
    expect(nextMessageId('9007199254740993')).toBe('9007199254740994');
    expect(nextMessageId('99')).toBe('100');
  });

  it('refuses non-decimal ids', () => {
    expect(nextMessageId('abc')).toBeNull();
    expect(nextMessageId('-1')).toBeNull();
    expect(nextMessageId('')).toBeNull();
  });

  it('compares numerically, not as text', () => {
    expect(compareMessageIds('9', '10')).toBeLessThan(0);
    expect(compareMessageIds('10', '9')).toBeGreaterThan(0);
    expect(compareMessageIds('7', '7')).toBe(0);
  });
});
