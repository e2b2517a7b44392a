/**
 * getServerSideProps of 공고 등록 (`/register/activity`): with `?id=`, the company's posting is prefetched for the
 * form. Apart from the page's component, so the server's API clients stay out of the browser's first load (ADR 51).
 */
import { createSsrPortalClient } from '../../ssr/portal-ssr';
import { parseId, ssrPrefetch } from '../../ssr/ssr-fetch';
import { postingManagementQueries } from './posting-management-queries';
import { postingPageServerSideProps } from './posting-page-access-ssr';
import type { RegisterActivityProps } from './register-activity-page';

export const registerActivityServerSideProps = postingPageServerSideProps<RegisterActivityProps>({
  title: '공고 등록',
  empty: { postingId: null },
  load: async ({ ctx, session }) => {
    const id = parseId(ctx.query.id);
    if (id === null) return { postingId: null };
    await ssrPrefetch(session, postingManagementQueries.one(createSsrPortalClient(ctx.req), String(id)));
    return { postingId: String(id) };
  },
});
