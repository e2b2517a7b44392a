/**
 * React Query keys and options of the community site (issue 17). getServerSideProps (createSsrCommunityClient) and
 * the browser build the same keys, so prefetched data hydrates straight into the page's queries. Everything a
 * comment or a bookmark changes (comment counts, shortcuts) lives under `communityKeys.all`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GraphqlRequester } from '../api/graphql-clients';
import { getBoardPosts, getCommunityHome, getCommunityPost, type CommunityPostSort } from '../api/community-posts-api';
import { getCommunityComments } from '../api/community-comments-api';
import { pageFromQuery } from '../ui/pagination';
import { getBrowserCommunityClient } from './community-client';

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
};

export const communityQueries = {
  home: (client: GraphqlRequester) => queryOptions({ queryKey: communityKeys.home(), queryFn: () => getCommunityHome(client) }),
  board: (client: GraphqlRequester, boardSlug: string, state: BoardPageState) =>
    queryOptions({ queryKey: communityKeys.board(boardSlug, state), queryFn: () => getBoardPosts(client, { boardSlug, ...state }) }),
  post: (client: GraphqlRequester, id: string) =>
    queryOptions({ queryKey: communityKeys.post(id), queryFn: () => getCommunityPost(client, id) }),
  comments: (client: GraphqlRequester, postId: string, page: number) =>
    queryOptions({ queryKey: communityKeys.comments(postId, page), queryFn: () => getCommunityComments(client, postId, page) }),
};

/** The board page's state from its address: `?sort=VIEWS&page=2`; anything else is the newest posts' first page. */
export function parseBoardPageState(query: Record<string, unknown>): BoardPageState {
  const sort = Array.isArray(query.sort) ? query.sort[0] : query.sort;
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

/** Board slugs as the server takes them (src/db/schema/community.ts COMMUNITY_SLUG_PATTERN). */
export function isBoardSlug(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(value) && value !== 'graphql';
}

/** Post ids are positive bigserials; anything else is the not-found page without asking the API. */
export function isPostId(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9][0-9]{0,14}$/.test(value);
}

/** The browser's community client, made on its first request (query options are built on the server too). */
export const browserCommunityClient: GraphqlRequester = {
  request: ((...args: unknown[]) => {
    const client = getBrowserCommunityClient();
    return Reflect.apply(client.request, client, args);
  }) as GraphqlRequester['request'],
};
