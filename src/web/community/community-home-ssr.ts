/**
 * getServerSideProps of the community home (`/` and `/community`): the home's lists fetched for the member or visitor
 * of this brand's community host. Apart from the page's component, so the community's GraphQL client stays out of the
 * browser's first load (ADR 51).
 */
import { createSsrCommunityClient } from '../ssr/community-ssr';
import { ssrFetch } from '../ssr/ssr-fetch';
import { shellPage } from '../ssr/shell-page';
import { communityName } from './community-home-content';
import { communityQueries } from './community-queries';

export const communityHomeServerSideProps = shellPage({
  site: 'community',
  load: async ({ ctx, session, brand }) => {
    await ssrFetch(session, communityQueries.home(createSsrCommunityClient(ctx.req)));
    return { props: {}, seo: { title: communityName(brand) } };
  },
});
