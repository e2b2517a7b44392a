import { describe, expect, it } from 'vitest';
import {
  boardHref,
  communityKeys,
  communitySearchHref,
  isBoardSlug,
  isPostId,
  parseBoardPageState,
  parseCommunitySearchState,
} from './community-queries';

describe('community queries', () => {
  it('reads the board page state from the address, defaulting to the newest first page', () => {
    expect(parseBoardPageState({ sort: 'VIEWS', page: '3' })).toEqual({ sort: 'VIEWS', page: 3 });
    expect(parseBoardPageState({ sort: ['COMMENTS', 'VIEWS'] })).toEqual({ sort: 'COMMENTS', page: 1 });
    expect(parseBoardPageState({ sort: 'latest', page: '0' })).toEqual({ sort: 'LATEST', page: 1 });
  });

  it('writes the board address without its defaults', () => {
    expect(boardHref('free')).toBe('/community/free');
    expect(boardHref('free', { sort: 'LATEST', page: 1 })).toBe('/community/free');
    expect(boardHref('free', { sort: 'VIEWS', page: 2 })).toBe('/community/free?sort=VIEWS&page=2');
  });

  it('knows slugs and post ids the server takes without asking it', () => {
    expect(isBoardSlug('psat-room')).toBe(true);
    for (const bad of ['', 'Free', '-x', 'graphql', 'a/b', 7]) expect(isBoardSlug(bad)).toBe(false);
    expect(isPostId('42')).toBe(true);
    for (const bad of ['0', '01', '-1', '1e3', 'x', '1234567890123456']) expect(isPostId(bad)).toBe(false);
  });

  it('reads the search state from the address: the query as typed, a valid board only, page from 1', () => {
    expect(parseCommunitySearchState({ q: '합격 후기', board: 'free', page: '2' })).toEqual({ query: '합격 후기', boardSlug: 'free', page: 2 });
    expect(parseCommunitySearchState({ q: ['ㅎㄱ', 'x'], board: 'Bad Slug' })).toEqual({ query: 'ㅎㄱ', boardSlug: null, page: 1 });
    expect(parseCommunitySearchState({}).query).toBe('');
    expect(parseCommunitySearchState({ q: 'ㄱ'.repeat(500) }).query).toHaveLength(100);
  });

  it('writes the search address without its defaults', () => {
    expect(communitySearchHref({ query: '면접', boardSlug: null, page: 1 })).toBe(`/search?q=${encodeURIComponent('면접')}`);
    expect(communitySearchHref({ query: 'a b', boardSlug: 'free', page: 3 })).toBe('/search?q=a+b&board=free&page=3');
  });

  it('keeps every site query under one prefix a write invalidates', () => {
    expect(communityKeys.comments('1', 2).slice(0, 2)).toEqual([...communityKeys.all]);
    expect(communityKeys.board('free', { page: 1, sort: 'LATEST' }).slice(0, 2)).toEqual([...communityKeys.all]);
    expect(communityKeys.search({ query: 'x', boardSlug: null, page: 1 }).slice(0, 2)).toEqual([...communityKeys.all]);
    expect(communityKeys.scraps(1).slice(0, 2)).toEqual([...communityKeys.all]);
  });
});
