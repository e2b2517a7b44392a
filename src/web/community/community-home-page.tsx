/**
 * The community home page as both `/` and `/community` serve it: shortcuts, menus and boards, this week's
 * popular posts and the newest ones, fetched on the server for the member or visitor of this brand's community host.
 */
import { getBrand } from '../../config/brands';
import { ssrFetch } from '../ssr/ssr-fetch';
import { createSsrCommunityClient } from '../ssr/community-ssr';
import { shellPage, type ShellPageProps } from '../ssr/shell-page';
import { CommunityHomeContent, communityName } from './community-home-content';
import { communityQueries } from './community-queries';

export const communityHomeServerSideProps = shellPage({
  site: 'community',
  load: async ({ ctx, session, brand }) => {
    await ssrFetch(session, communityQueries.home(createSsrCommunityClient(ctx.req)));
    return { props: {}, seo: { title: communityName(brand) } };
  },
});

export function CommunityHomePage({ brand }: ShellPageProps) {
  return <CommunityHomeContent brand={getBrand(brand)} />;
}
