import { describe, expect, it } from 'vitest';
import { boardHref, communityKeys, isBoardSlug, isPostId, parseBoardPageState } from './community-queries';

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

  it('keeps every site query under one prefix a write invalidates', () => {
    expect(communityKeys.comments('1', 2).slice(0, 2)).toEqual([...communityKeys.all]);
    expect(communityKeys.board('free', { page: 1, sort: 'LATEST' }).slice(0, 2)).toEqual([...communityKeys.all]);
  });
});
