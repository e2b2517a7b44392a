/**
 * getServerSideProps of 지원자 관리 (`/applicants/{postingId}`): the posting's page of applicants, prefetched with the
 * browser's key. Apart from the page's component, so the server's API clients stay out of the browser's first load
 * (ADR 51).
 */
import { createSsrPortalClient } from '../../ssr/portal-ssr';
import { ssrPrefetch } from '../../ssr/ssr-fetch';
import { pageFromQuery } from '../../ui/pagination';
import { postingPageServerSideProps } from '../postings/posting-page-access-ssr';
import type { ApplicantsProps } from './applicants-page';
import { applicantQueries } from './application-queries';

const postingIdOf = (value: unknown) => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? value : '0');

export const applicantsServerSideProps = postingPageServerSideProps<ApplicantsProps>({
  title: '지원자 관리',
  empty: { postingId: '0', page: 1 },
  load: async ({ ctx, session }) => {
    const postingId = postingIdOf(ctx.params?.postingId);
    const page = pageFromQuery(ctx.query.page);
    await ssrPrefetch(session, applicantQueries.list(createSsrPortalClient(ctx.req), postingId, page));
    return { postingId, page };
  },
});
