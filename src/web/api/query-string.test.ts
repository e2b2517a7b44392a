import { describe, expect, it } from 'vitest';
import { serializeParams } from './query-string';

describe('serializeParams', () => {
  it('repeats array values without indices', () => {
    expect(serializeParams({ examTypeIds: [1, 2], page: 1 })).toBe('examTypeIds=1&examTypeIds=2&page=1');
  });

  it('skips null and undefined values', () => {
    expect(serializeParams({ a: null, b: undefined, c: 'x', d: 0, e: '' })).toBe('c=x&d=0&e=');
  });

  it('percent-encodes Korean values', () => {
    expect(serializeParams({ keyword: '간호사 국가고시' })).toBe(
      `keyword=${encodeURIComponent('간호사 국가고시')}`,
    );
    expect(serializeParams({ keyword: '간호사' })).toBe('keyword=%EA%B0%84%ED%98%B8%EC%82%AC');
  });

  it('serialises nested objects with brackets', () => {
    expect(decodeURIComponent(serializeParams({ filter: { year: 2024, type: 'A' } }))).toBe(
      'filter[year]=2024&filter[type]=A',
    );
  });

  it('returns an empty string for empty input', () => {
    expect(serializeParams({})).toBe('');
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams(null)).toBe('');
  });
});
