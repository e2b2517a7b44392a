import { describe, expect, it } from 'vitest';
import { faqQueryFrom, versionFromQuery } from './legal-queries';

describe('versionFromQuery', () => {
  it('reads a positive version number', () => {
    expect(versionFromQuery('1')).toBe(1);
    expect(versionFromQuery(['12', '3'])).toBe(12);
  });

  it('reads anything else as the version in force', () => {
    for (const value of [undefined, '', '0', '-1', '1.5', 'abc', '01', '9999999999']) expect(versionFromQuery(value)).toBeNull();
  });
});

describe('faqQueryFrom', () => {
  it('trims the search and keeps it within the API limit', () => {
    expect(faqQueryFrom('  오답노트 ')).toBe('오답노트');
    expect(faqQueryFrom('가'.repeat(150))).toHaveLength(100);
    expect(faqQueryFrom(undefined)).toBe('');
  });
});
