/**
 * getServerSideProps of 지원서 (`/applications/{id}`): the application, prefetched with the browser's key. Apart from
 * the page's component, so the server's API clients stay out of the browser's first load (ADR 51).
 */
import { createSsrPortalClient } from '../../ssr/portal-ssr';
import { ssrPrefetch } from '../../ssr/ssr-fetch';
import { postingPageServerSideProps } from '../postings/posting-page-access-ssr';
import type { ApplicationProps } from './application-page';
import { applicantQueries } from './application-queries';

const idOf = (value: unknown) => (typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : '00000000-0000-0000-0000-000000000000');

export const applicationServerSideProps = postingPageServerSideProps<ApplicationProps>({
  title: '지원서',
  empty: { applicationId: '' },
  load: async ({ ctx, session }) => {
    const applicationId = idOf(ctx.params?.applicationId);
    await ssrPrefetch(session, applicantQueries.one(createSsrPortalClient(ctx.req), applicationId));
    return { applicationId };
  },
});
