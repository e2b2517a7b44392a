/** The member's applications on the portal: one key and fetcher each, shared by getServerSideProps and the browser. */
import type { GraphqlRequester } from '../api/graphql-clients';
import { getMyApplications, type MyApplicationPage } from '../api/applications-api';

export const myApplicationKeys = {
  all: ['my-applications'] as const,
  list: (page: number) => ['my-applications', 'list', page] as const,
  forPosting: (postingId: string) => ['my-applications', 'posting', postingId] as const,
};

export const myApplicationQueries = {
  list: (client: GraphqlRequester, page: number) => ({
    queryKey: myApplicationKeys.list(page),
    queryFn: (): Promise<MyApplicationPage> => getMyApplications(client, { page }),
  }),
  forPosting: (client: GraphqlRequester, postingId: string) => ({
    queryKey: myApplicationKeys.forPosting(postingId),
    queryFn: (): Promise<MyApplicationPage> => getMyApplications(client, { postingId }),
  }),
};
