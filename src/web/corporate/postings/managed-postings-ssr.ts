/**
 * getServerSideProps of 공고 관리 (`/activities/{status}`): the tab's page of the company's postings, prefetched with
 * the browser's key. Apart from the page's component, so the server's API clients stay out of the browser's first
 * load (ADR 51).
 */
import { MANAGED_POSTING_FILTERS, type ManagedPostingFilter } from '../../../contracts/postings';
import { createSsrPortalClient } from '../../ssr/portal-ssr';
import { ssrPrefetch } from '../../ssr/ssr-fetch';
import { pageFromQuery } from '../../ui/pagination';
import type { ManagedPostingsProps } from './managed-postings-page';
import { postingManagementQueries } from './posting-management-queries';
import { postingPageServerSideProps } from './posting-page-access-ssr';

const isTab = (value: unknown): value is ManagedPostingFilter => typeof value === 'string' && (MANAGED_POSTING_FILTERS as readonly string[]).includes(value);

const managedPostingsForTab = postingPageServerSideProps<ManagedPostingsProps>({
  title: '공고 관리',
  empty: { status: 'ALL', page: 1 },
  load: async ({ ctx, session }) => {
    const status = isTab(ctx.params?.status) ? ctx.params.status : 'ALL';
    const page = pageFromQuery(ctx.query.page);
    await ssrPrefetch(session, postingManagementQueries.list(createSsrPortalClient(ctx.req), status, page));
    return { status, page };
  },
});

/** A status the spec does not name (`/activities/FOO`) is not a page: the not-found page, not ALL under a wrong address. */
export const managedPostingsServerSideProps: typeof managedPostingsForTab = (ctx) =>
  isTab(ctx.params?.status) ? managedPostingsForTab(ctx) : Promise.resolve({ notFound: true });
