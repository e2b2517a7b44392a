import { describe, expect, it } from 'vitest';
import {
  parsePostingFilters,
  parsePostingId,
  parsePostingKind,
  parsePostingPaging,
  parsePostingSort,
  parseSearchQuery,
} from './posting-arguments';

const refusedWith = (fn: () => unknown, code: string) => expect(fn).toThrowError(expect.objectContaining({ code }));

describe('posting arguments', () => {
  it('pages from 1 with 20 by default and at most 50', () => {
    expect(parsePostingPaging({})).toEqual({ page: 1, pageSize: 20 });
    expect(parsePostingPaging({ page: 3, pageSize: 50 })).toEqual({ page: 3, pageSize: 50 });
    for (const args of [{ page: 0 }, { page: -1 }, { page: 1.5 }, { pageSize: 0 }, { pageSize: 51 }, { pageSize: 10_000 }]) {
      refusedWith(() => parsePostingPaging(args), 'INVALID_PAGE');
    }
  });

  it('knows the four kinds and the sorts', () => {
    expect(parsePostingKind('RECRUIT')).toBe('RECRUIT');
    refusedWith(() => parsePostingKind('recruit'), 'INVALID_KIND');
    expect(parsePostingSort(undefined)).toBe('LATEST');
    expect(parsePostingSort('SCRAPS')).toBe('SCRAPS');
    refusedWith(() => parsePostingSort('NEWEST'), 'INVALID_FILTER');
  });

  it('checks every filter value and drops repeats', () => {
    expect(parsePostingFilters({ kinds: ['CONTEST', 'CONTEST'], fields: ['IT'], statuses: ['OPEN'] })).toEqual({
      kinds: ['CONTEST'],
      organiserTypes: [],
      fields: ['IT'],
      targets: [],
      regions: [],
      statuses: ['OPEN'],
    });
    refusedWith(() => parsePostingFilters({ kinds: ['LECTURE'] }), 'INVALID_KIND');
    refusedWith(() => parsePostingFilters({ regions: ['MARS'] }), 'INVALID_FILTER');
    refusedWith(() => parsePostingFilters({ fields: Array(21).fill('IT') }), 'INVALID_FILTER');
  });

  it('takes a query of at most 100 characters, emoji counted once', () => {
    expect(parseSearchQuery('  공모전  ')).toBe('공모전');
    expect(parseSearchQuery('😀'.repeat(100))).toHaveLength(200);
    refusedWith(() => parseSearchQuery('가'.repeat(101)), 'QUERY_TOO_LONG');
  });

  it('takes ids that fit an int4', () => {
    expect(parsePostingId('42')).toBe(42);
    for (const id of ['0', '-1', '1e3', 'abc', '2147483648', '01']) refusedWith(() => parsePostingId(id), 'INVALID_ID');
  });
});
