/** The corporate site's application queries: one key and fetcher each, shared by getServerSideProps and the browser. */
import type { GraphqlRequester } from '../../api/graphql-clients';
import { type ApplicationDetail, getApplication, getPostingApplicants, type PostingApplicantPage } from '../../api/applications-api';

export const applicantKeys = {
  all: ['applicants'] as const,
  list: (postingId: string, page: number) => ['applicants', 'list', postingId, page] as const,
  one: (id: string) => ['applicants', 'one', id] as const,
};

export const applicantQueries = {
  list: (client: GraphqlRequester, postingId: string, page: number) => ({
    queryKey: applicantKeys.list(postingId, page),
    queryFn: (): Promise<PostingApplicantPage> => getPostingApplicants(client, postingId, page),
  }),
  one: (client: GraphqlRequester, id: string) => ({
    queryKey: applicantKeys.one(id),
    queryFn: (): Promise<ApplicationDetail> => getApplication(client, id),
  }),
};
