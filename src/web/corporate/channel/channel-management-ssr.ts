/**
 * getServerSideProps of /channel and /channel/written-comment: login required, approval read from the profile, the
 * page's channel query prefetched for an approved company. Apart from the pages' components, so the server's API
 * clients stay out of the browser's first load (ADR 51).
 */
import { isCorporate } from '../../brand/portal-links';
import { createSsrPortalClient } from '../../ssr/portal-ssr';
import { ssrFetch, ssrPrefetch } from '../../ssr/ssr-fetch';
import { shellPage } from '../../ssr/shell-page';
import { pageFromQuery } from '../../ui/pagination';
import { corporateQueries } from '../corporate-queries';
import type { ChannelManagementPageProps } from './channel-management-page';
import { channelManagementQueries } from './channel-queries';

export function channelManagementServerSideProps(options: { title: string; prefetch: 'mine' | 'written' }) {
  return shellPage<ChannelManagementPageProps & { page: number }>({
    site: 'corporate',
    brands: ['a'],
    auth: 'required',
    seo: { title: options.title, noIndex: true },
    load: async ({ ctx, user, session }) => {
      const page = pageFromQuery(ctx.query.page);
      if (!isCorporate(user?.type)) return { props: { access: 'individual', page } };
      const profile = await ssrFetch(session, corporateQueries.profile(session.client));
      if (profile?.approvalStatus !== 'APPROVED') return { props: { access: 'unavailable', page } };
      const client = createSsrPortalClient(ctx.req);
      if (options.prefetch === 'mine') await ssrPrefetch(session, channelManagementQueries.mine(client));
      else await ssrPrefetch(session, channelManagementQueries.written(client, page));
      return { props: { access: 'ready', page } };
    },
  });
}
