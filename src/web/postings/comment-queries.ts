/**
 * React Query keys and options of the portal comments. A thread's queries live under `commentKeys.all`, so a write
 * refreshes every page of it; the posting queries are refreshed too, since they show the posting's commentCount.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GraphqlRequester } from '../api/graphql-clients';
import { getMyPortalComments, getPortalComments, type PortalCommentTarget } from '../api/portal-comments-api';

export const commentKeys = {
  all: ['portal', 'comments'] as const,
  thread: (target: PortalCommentTarget, page: number) => [...commentKeys.all, 'thread', target, page] as const,
  mine: (answeredOnly: boolean, page: number) => [...commentKeys.all, 'mine', answeredOnly, page] as const,
};

export const commentQueries = {
  thread: (client: GraphqlRequester, target: PortalCommentTarget, page: number) =>
    queryOptions({ queryKey: commentKeys.thread(target, page), queryFn: () => getPortalComments(client, target, page) }),
  mine: (client: GraphqlRequester, answeredOnly: boolean, page: number) =>
    queryOptions({ queryKey: commentKeys.mine(answeredOnly, page), queryFn: () => getMyPortalComments(client, { answeredOnly, page }) }),
};
