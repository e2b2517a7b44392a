/**
 * getServerSideProps of 지원 현황 (`/accounts/applications`): login required (a visitor goes to the login); the
 * address's page (`?page=`) is prefetched with the browser's key. Apart from the page's component, so the server's
 * API clients stay out of the browser's first load (ADR 51).
 */
import { myApplicationQueries } from '../../postings/my-application-queries';
import { createSsrPortalClient } from '../../ssr/portal-ssr';
import { ssrPrefetch } from '../../ssr/ssr-fetch';
import { shellPage } from '../../ssr/shell-page';
import { pageFromQuery } from '../../ui/pagination';
import type { MyApplicationsPageProps } from './my-applications-page';

export const myApplicationsServerSideProps = shellPage<MyApplicationsPageProps>({
  site: 'portal',
  brands: ['a'],
  auth: 'required',
  seo: { title: '지원 현황', noIndex: true },
  load: async ({ ctx, session }) => {
    const page = pageFromQuery(ctx.query.page);
    await ssrPrefetch(session, myApplicationQueries.list(createSsrPortalClient(ctx.req), page));
    return { props: { page } };
  },
});
