/**
 * The server side of the pages posting-page-access.tsx guards (/register/activity, /activities/{status}, the
 * applicants and an application): login required, then the company's approval and channel decide the page's access
 * before its own props are read. Apart from the pages' components, so the server's API clients stay out of the
 * browser's first load (ADR 51).
 */
import { getMyChannel } from '../../api/channel-management-api';
import { isCorporate } from '../../brand/portal-links';
import { createSsrPortalClient } from '../../ssr/portal-ssr';
import { ssrFetch } from '../../ssr/ssr-fetch';
import { shellPage, type ShellPageContext } from '../../ssr/shell-page';
import { corporateQueries } from '../corporate-queries';
import type { PostingPageProps } from './posting-page-access';

export function postingPageServerSideProps<P extends object>(options: {
  title: string;
  /** The page's own props, read once the company may use it. */
  load: (context: ShellPageContext) => Promise<P>;
  empty: P;
}) {
  return shellPage<PostingPageProps & P>({
    site: 'corporate',
    brands: ['a'],
    auth: 'required',
    seo: { title: options.title, noIndex: true },
    load: async (args) => {
      const { ctx, user, session } = args;
      if (!isCorporate(user?.type)) return { props: { access: 'individual', ...options.empty } };
      const profile = await ssrFetch(session, corporateQueries.profile(session.client));
      if (profile?.approvalStatus !== 'APPROVED') return { props: { access: 'unavailable', ...options.empty } };
      const channel = await getMyChannel(createSsrPortalClient(ctx.req)).catch(() => null);
      if (!channel || channel.deactivated) return { props: { access: 'no-channel', ...options.empty } };
      return { props: { access: 'ready', ...(await options.load(args)) } };
    },
  });
}
