/**
 * React Query keys and options of the member's scrap page. They live under postingKeys.all, so a scrap toggled
 * anywhere (scrap-toggle.tsx invalidates that prefix) refetches this list and its tab counts too.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GraphqlRequester } from '../../api/graphql-clients';
import { getScrappedPostingCounts, getScrappedPostings, type ScrappedPostingsArgs } from '../../api/posting-calendar-api';
import { postingKeys } from '../../postings/posting-queries';

export const scrapKeys = {
  list: (args: ScrappedPostingsArgs) => [...postingKeys.all, 'scrapped', args] as const,
  counts: () => [...postingKeys.all, 'scrappedCounts'] as const,
};

export const scrapQueries = {
  list: (client: GraphqlRequester, args: ScrappedPostingsArgs) =>
    queryOptions({ queryKey: scrapKeys.list(args), queryFn: () => getScrappedPostings(client, args) }),
  counts: (client: GraphqlRequester) =>
    queryOptions({ queryKey: scrapKeys.counts(), queryFn: () => getScrappedPostingCounts(client) }),
};
