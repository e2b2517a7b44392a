import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearedFilters,
  listQueryString,
  parseListState,
  toggleFilter,
  toPostingFilter,
  withSort,
  withStatuses,
} from './posting-list-query';

describe('posting list query', () => {
  it('reads several filters, repeated or comma-joined, with sort and page', () => {
    const state = parseListState({ regions: ['BUSAN', 'SEOUL'], fields: 'IT,DESIGN', sort: 'DEADLINE', page: '3' });
    expect(state).toEqual({
      filters: { organiserTypes: [], fields: ['IT', 'DESIGN'], targets: [], regions: ['SEOUL', 'BUSAN'] },
      statuses: ['OPEN'],
      sort: 'DEADLINE',
      page: 3,
    });
    // Written back in the codes' own order, so one selection has one address.
    expect(listQueryString(state)).toBe('fields=IT&fields=DESIGN&regions=SEOUL&regions=BUSAN&sort=DEADLINE&page=3');
  });

  it('drops unknown values, sorts and malformed pages instead of failing', () => {
    const state = parseListState({ regions: 'MARS,SEOUL', statuses: '<script>', sort: 'RANDOM', page: '0' });
    expect(state.filters.regions).toEqual(['SEOUL']);
    expect(state.statuses).toEqual(['OPEN']);
    expect(state.sort).toBe('LATEST');
    expect(state.page).toBe(1);
    for (const page of ['-1', '1e3', 'abc', '9999999', '']) expect(parseListState({ page }).page).toBe(1);
    expect(listQueryString(parseListState({}))).toBe('');
  });

  it('builds the postings filter with the kind of the route', () => {
    const { filters } = parseListState({ organiserTypes: 'LARGE', targets: 'UNIVERSITY' });
    expect(toPostingFilter('CONTEST', filters)).toEqual({ kinds: ['CONTEST'], organiserTypes: ['LARGE'], targets: ['UNIVERSITY'] });
    expect(toPostingFilter('ALL', parseListState({}).filters)).toEqual({});
  });

  it('shows 모집중 unless the address names other states, keeping the default out of the address', () => {
    const plain = parseListState({});
    expect(plain.statuses).toEqual(['OPEN']);
    expect(toPostingFilter('ALL', plain.filters, plain.statuses)).toEqual({ statuses: ['OPEN'] });
    expect(listQueryString(withStatuses(plain, ['CLOSED']))).toBe('statuses=CLOSED');
    const every = withStatuses({ ...plain, page: 3 }, []);
    expect(every.page).toBe(1);
    expect(listQueryString(every)).toBe('statuses=ALL');
    expect(toPostingFilter('CONTEST', every.filters, every.statuses)).toEqual({ kinds: ['CONTEST'] });
    // The home page's links name 모집중 outright; they open the same list.
    expect(parseListState({ statuses: 'OPEN' })).toEqual(plain);
  });

  it('toggles a filter value and resets the page on every change', () => {
    const start = parseListState({ regions: 'SEOUL', page: '4' });
    const added = toggleFilter(start, 'regions', 'BUSAN');
    expect(added.filters.regions).toEqual(['SEOUL', 'BUSAN']);
    expect(added.page).toBe(1);
    expect(toggleFilter(added, 'regions', 'SEOUL').filters.regions).toEqual(['BUSAN']);
    expect(withSort(start, 'SCRAPS')).toMatchObject({ sort: 'SCRAPS', page: 1 });
    expect(activeFilterCount(added.filters)).toBe(2);
    expect(activeFilterCount(clearedFilters(added).filters)).toBe(0);
  });
});
