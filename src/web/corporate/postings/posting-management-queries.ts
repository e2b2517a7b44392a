/** The corporate site's posting queries: one key and fetcher each, shared by getServerSideProps and the browser. */
import type { GraphqlRequester } from '../../api/graphql-clients';
import {
  getManagedPosting,
  getManagedPostings,
  type ManagedPosting,
  type ManagedPostingPage,
} from '../../api/posting-management-api';
import type { ManagedPostingFilter } from '../../../contracts/postings';

export const postingManagementKeys = {
  all: ['posting-management'] as const,
  list: (status: ManagedPostingFilter, page: number) => ['posting-management', 'list', status, page] as const,
  one: (id: string) => ['posting-management', 'one', id] as const,
};

export const postingManagementQueries = {
  list: (client: GraphqlRequester, status: ManagedPostingFilter, page: number) => ({
    queryKey: postingManagementKeys.list(status, page),
    queryFn: (): Promise<ManagedPostingPage> => getManagedPostings(client, status, page),
  }),
  one: (client: GraphqlRequester, id: string) => ({
    queryKey: postingManagementKeys.one(id),
    queryFn: (): Promise<ManagedPosting> => getManagedPosting(client, id),
  }),
};
