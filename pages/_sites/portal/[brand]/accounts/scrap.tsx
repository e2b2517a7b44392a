/**
 * My scraps (spec §2.5 `/accounts/scrap`): members only (a visitor goes to /login?next=/accounts/scrap);
 * the list of the URL's kind, sort and page and the tab counts are prefetched here with the browser's query keys.
 */
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { ScrapContent } from '@/web/portal/scraps/scrap-content';
import { parseScrapPageState, scrappedPostingsArgs } from '@/web/portal/scraps/scrap-page-state';
import { scrapQueries } from '@/web/portal/scraps/scrap-queries';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { shellPage } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage({
  site: 'portal',
  brands: ['a'],
  auth: 'required',
  seo: { title: '스크랩' },
  load: async ({ ctx, session }) => {
    const client = createSsrPortalClient(ctx.req);
    const state = parseScrapPageState(ctx.query);
    await Promise.all([
      ssrPrefetch(session, scrapQueries.list(client, scrappedPostingsArgs(state))),
      ssrPrefetch(session, scrapQueries.counts(client)),
    ]);
    return { props: {} };
  },
});

export default function ScrapPage() {
  return <ScrapContent />;
}
