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

  it('repeats arrays inside nested objects and skips their nulls', () => {
    expect(decodeURIComponent(serializeParams({ filter: { ids: [1, null, 2] }, none: [] }))).toBe('filter[ids]=1&filter[ids]=2');
  });

  it("percent-encodes the characters encodeURIComponent leaves alone (!'()*) and keys' brackets", () => {
    expect(serializeParams({ q: "a(b)!'*~-_." })).toBe('q=a%28b%29%21%27%2A~-_.');
    expect(serializeParams({ filter: { year: 2024 } })).toBe('filter%5Byear%5D=2024');
  });

  it('writes booleans as words and dates as ISO timestamps', () => {
    expect(serializeParams({ isFree: true, liked: false })).toBe('isFree=true&liked=false');
    expect(serializeParams({ since: new Date(Date.UTC(2026, 2, 1, 0, 0, 0)) })).toBe('since=2026-03-01T00%3A00%3A00.000Z');
  });

  it('returns an empty string for empty input', () => {
    expect(serializeParams({})).toBe('');
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams(null)).toBe('');
  });
});
