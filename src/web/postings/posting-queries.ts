/**
 * React Query keys and options of the portal postings. getServerSideProps (createSsrPortalClient) and the browser
 * (getBrowserPortalClient) build the same keys, so prefetched data hydrates straight into the page's queries.
 * Everything a scrap changes (viewerHasScrapped, scrapCount) lives under `postingKeys.all`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GraphqlRequester } from '../api/graphql-clients';
import {
  getClosingSoonPostings,
  getNursingJobPostings,
  getPosting,
  getPostings,
  type PostingListArgs,
  searchPostings,
  type SearchPostingsArgs,
} from '../api/postings-api';

export const postingKeys = {
  /** Prefix of every postings query: invalidated after a scrap. */
  all: ['portal', 'postings'] as const,
  lists: () => [...postingKeys.all, 'list'] as const,
  list: (args: PostingListArgs) => [...postingKeys.lists(), args] as const,
  closingSoon: (days: number, limit: number) => [...postingKeys.all, 'closingSoon', days, limit] as const,
  detail: (id: string) => [...postingKeys.all, 'detail', id] as const,
  search: (args: SearchPostingsArgs) => [...postingKeys.all, 'search', args] as const,
  nursingJobs: (page: number) => [...postingKeys.all, 'nursingJobs', page] as const,
};

export const postingQueries = {
  list: (client: GraphqlRequester, args: PostingListArgs) =>
    queryOptions({ queryKey: postingKeys.list(args), queryFn: () => getPostings(client, args) }),
  closingSoon: (client: GraphqlRequester, days = 3, limit = 10) =>
    queryOptions({
      queryKey: postingKeys.closingSoon(days, limit),
      queryFn: () => getClosingSoonPostings(client, { days, limit }),
    }),
  detail: (client: GraphqlRequester, id: string) =>
    queryOptions({ queryKey: postingKeys.detail(id), queryFn: () => getPosting(client, id) }),
  search: (client: GraphqlRequester, args: SearchPostingsArgs) =>
    queryOptions({ queryKey: postingKeys.search(args), queryFn: () => searchPostings(client, args) }),
  nursingJobs: (client: GraphqlRequester, page: number) =>
    queryOptions({ queryKey: postingKeys.nursingJobs(page), queryFn: () => getNursingJobPostings(client, { page }) }),
};
