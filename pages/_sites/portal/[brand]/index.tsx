/** Portal home (spec §2.5 `/`): curated posting rows, all from the portal GraphQL. */
import { getBrand } from '@/config/brands';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { homeQueries, PortalHomeContent } from '@/web/portal/postings/home-content';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage({
  site: 'portal',
  brands: ['a'],
  load: async ({ ctx, session }) => {
    const client = createSsrPortalClient(ctx.req);
    // A failed row is left out of the dehydrated state and loads again in the browser with its own error state.
    const queries = homeQueries(client);
    await Promise.all([
      ssrPrefetch(session, queries.closingSoon),
      ...queries.rows.map((options) => ssrPrefetch(session, options)),
    ]);
    return { props: {} };
  },
});

export default function PortalHomePage({ brand }: ShellPageProps) {
  return <PortalHomeContent brandName={getBrand(brand).name} />;
}
