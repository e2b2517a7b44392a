/**
 * React Query keys and options of the community site. getServerSideProps (createSsrCommunityClient) and
 * the browser build the same keys, so prefetched data hydrates straight into the page's queries. Everything a
 * comment or a bookmark changes (comment counts, shortcuts) lives under `communityKeys.all`.
 */
import { queryOptions } from '@tanstack/react-query';
import { COMMUNITY_SEARCH_QUERY_MAX_LENGTH, isCommunitySlug } from '../../contracts/community';
import type { GraphqlRequester } from '../api/graphql-clients';
import { getBoardPosts, getCommunityHome, getCommunityPost, type CommunityPostSort } from '../api/community-posts-api';
import { getCommunityComments } from '../api/community-comments-api';
import { getMyCommunityScraps, searchCommunityPosts } from '../api/community-search-api';
import { pageFromQuery } from '../ui/pagination';

export interface BoardPageState {
  page: number;
  sort: CommunityPostSort;
}

export const communityKeys = {
  all: ['community', 'site'] as const,
  home: () => [...communityKeys.all, 'home'] as const,
  board: (boardSlug: string, state: BoardPageState) => [...communityKeys.all, 'board', boardSlug, state] as const,
  post: (id: string) => [...communityKeys.all, 'post', id] as const,
  comments: (postId: string, page: number) => [...communityKeys.all, 'comments', postId, page] as const,
  search: (state: CommunitySearchState) => [...communityKeys.all, 'search', state] as const,
  scraps: (page: number) => [...communityKeys.all, 'scraps', page] as const,
};

/** The search page's state from its address (`/search?q=&board=&page=`). */
export interface CommunitySearchState {
  /** As typed (the server trims and folds spaces); empty shows the search form only. */
  query: string;
  /** A board's slug to search within, or null for the whole community. */
  boardSlug: string | null;
  page: number;
}

export const communityQueries = {
  home: (client: GraphqlRequester) => queryOptions({ queryKey: communityKeys.home(), queryFn: () => getCommunityHome(client) }),
  board: (client: GraphqlRequester, boardSlug: string, state: BoardPageState) =>
    queryOptions({ queryKey: communityKeys.board(boardSlug, state), queryFn: () => getBoardPosts(client, { boardSlug, ...state }) }),
  post: (client: GraphqlRequester, id: string) =>
    queryOptions({ queryKey: communityKeys.post(id), queryFn: () => getCommunityPost(client, id) }),
  comments: (client: GraphqlRequester, postId: string, page: number) =>
    queryOptions({ queryKey: communityKeys.comments(postId, page), queryFn: () => getCommunityComments(client, postId, page) }),
  search: (client: GraphqlRequester, state: CommunitySearchState) =>
    queryOptions({
      queryKey: communityKeys.search(state),
      queryFn: () => searchCommunityPosts(client, { query: state.query, boardSlug: state.boardSlug, page: state.page }),
    }),
  scraps: (client: GraphqlRequester, page: number) =>
    queryOptions({ queryKey: communityKeys.scraps(page), queryFn: () => getMyCommunityScraps(client, page) }),
};

const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export function parseCommunitySearchState(query: Record<string, unknown>): CommunitySearchState {
  const q = firstOf(query.q);
  const board = firstOf(query.board);
  return {
    query: typeof q === 'string' ? q.slice(0, COMMUNITY_SEARCH_QUERY_MAX_LENGTH) : '',
    boardSlug: isBoardSlug(board) ? board : null,
    page: pageFromQuery(query.page),
  };
}

/** The search page's address; the defaults are left out. */
export function communitySearchHref(state: Partial<CommunitySearchState>): string {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  if (state.boardSlug) params.set('board', state.boardSlug);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return `/search${query ? `?${query}` : ''}`;
}

/** The member's scraps page. */
export function scrapsHref(page = 1): string {
  return page > 1 ? `/scraps?page=${page}` : '/scraps';
}

/** The board page's state from its address: `?sort=VIEWS&page=2`; anything else is the newest posts' first page. */
export function parseBoardPageState(query: Record<string, unknown>): BoardPageState {
  const sort = firstOf(query.sort);
  return {
    page: pageFromQuery(query.page),
    sort: sort === 'VIEWS' || sort === 'COMMENTS' ? sort : 'LATEST',
  };
}

/** A board page's address; the defaults are left out so the plain board keeps its plain address. */
export function boardHref(boardSlug: string, state: Partial<BoardPageState> = {}): string {
  const params = new URLSearchParams();
  if (state.sort && state.sort !== 'LATEST') params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return `/community/${encodeURIComponent(boardSlug)}${query ? `?${query}` : ''}`;
}

/** Board slugs as the server takes them; `graphql` is the API's path under /community, never a board's page. */
export function isBoardSlug(value: unknown): value is string {
  return typeof value === 'string' && isCommunitySlug(value) && value !== 'graphql';
}

/** Post ids are positive bigserials; anything else is the not-found page without asking the API. */
export function isPostId(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9][0-9]{0,14}$/.test(value);
}

