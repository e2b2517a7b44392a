import { describe, expect, it } from 'vitest';
import { legalVersionStatuses } from './legal-version-status';

describe('legalVersionStatuses', () => {
  const versions = [
    { version: 1, effectiveDate: '2025-01-01' },
    { version: 2, effectiveDate: '2026-03-01' },
    { version: 3, effectiveDate: '2026-12-15' },
  ];

  it('makes the highest version in force current, earlier ones past and later dates upcoming', () => {
    expect(Object.fromEntries(legalVersionStatuses(versions, '2026-11-29'))).toEqual({ 1: 'PAST', 2: 'CURRENT', 3: 'UPCOMING' });
  });

  it('counts a version as in force from the first minute of its effective day', () => {
    expect(legalVersionStatuses(versions, '2026-12-15').get(3)).toBe('CURRENT');
    expect(legalVersionStatuses(versions, '2026-12-15').get(2)).toBe('PAST');
  });

  it('has no current version before the first one takes effect', () => {
    expect([...legalVersionStatuses(versions, '2024-12-31').values()]).toEqual(['UPCOMING', 'UPCOMING', 'UPCOMING']);
  });
});
