import { describe, expect, it } from 'vitest';
import { parseScrapPageState, scrapPageHref, scrappedPostingsArgs } from './scrap-page-state';

describe('scrap page address', () => {
  it('reads kind, sort and page, falling back to the defaults for unknown values', () => {
    expect(parseScrapPageState({})).toEqual({ kind: null, sort: 'SCRAPPED', page: 1 });
    expect(parseScrapPageState({ kind: 'CONTEST', sort: 'DEADLINE', page: '3' })).toEqual({ kind: 'CONTEST', sort: 'DEADLINE', page: 3 });
    expect(parseScrapPageState({ kind: 'LECTURE', sort: 'POPULAR', page: '0' })).toEqual({ kind: null, sort: 'SCRAPPED', page: 1 });
    expect(parseScrapPageState({ kind: ['RECRUIT', 'CONTEST'], page: ['2'] })).toMatchObject({ kind: 'RECRUIT', page: 2 });
    expect(parseScrapPageState({ page: '1e3' }).page).toBe(1);
  });

  it('writes the address without defaults, and the API arguments', () => {
    expect(scrapPageHref({ kind: null, sort: 'SCRAPPED', page: 1 })).toBe('/accounts/scrap');
    expect(scrapPageHref({ kind: 'INTERNSHIP', sort: 'DEADLINE', page: 2 })).toBe('/accounts/scrap?kind=INTERNSHIP&sort=DEADLINE&page=2');
    expect(scrappedPostingsArgs({ kind: null, sort: 'SCRAPPED', page: 2 })).toStrictEqual({ sort: 'SCRAPPED', page: 2, pageSize: 20 });
    expect(scrappedPostingsArgs({ kind: 'RECRUIT', sort: 'DEADLINE', page: 1 })).toStrictEqual({ sort: 'DEADLINE', page: 1, pageSize: 20, kind: 'RECRUIT' });
  });
});
