/**
 * Portal search (spec §2.5 `/search?q=&p=`): the results of the URL's text, tab and page are fetched here
 * with the browser's query key. Empty text asks the API nothing. A search the API refuses (400, e.g. text longer than
 * it takes) renders the page with the API's Korean message instead of failing.
 */
import { ssrFetch, ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { channelQueries } from '@/web/portal/channels/channel-queries';
import { postingQueries } from '@/web/postings/posting-queries';
import { SearchContent, type SearchContentProps } from '@/web/portal/search/search-content';
import { parseSearchPageState, searchArgs } from '@/web/portal/search/search-page-state';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';
import { graphqlErrorMessage, graphqlErrorStatus } from '@/web/api/graphql-errors';

/** The page title quotes at most this much of the text. */
const TITLE_QUERY_CHARS = 30;

export const getServerSideProps = shellPage<SearchContentProps>({
  site: 'portal',
  brands: ['a'],
  load: async ({ ctx, session }) => {
    const state = parseSearchPageState(ctx.query);
    const args = searchArgs(state);
    let searchError: string | null = null;
    if (args) {
      const client = createSsrPortalClient(ctx.req);
      // The channels above the 전체 tab's first page; a failure leaves them to the browser.
      const channels = !state.kind && state.p === 1 ? ssrPrefetch(session, channelQueries.search(client, args.query)) : undefined;
      try {
        await ssrFetch(session, postingQueries.search(client, args));
      } catch (error) {
        const status = graphqlErrorStatus(error);
        // A refusal is the answer to show; anything else is left for the browser to ask again.
        if (status !== undefined && status >= 400 && status < 500) {
          searchError = graphqlErrorMessage(error, '검색 조건이 올바르지 않습니다.');
        }
      }
      await channels;
    }
    const quoted = [...state.q].slice(0, TITLE_QUERY_CHARS).join('');
    return {
      props: { searchError },
      seo: { title: state.q ? `‘${quoted}’ 검색 결과` : '검색' },
    };
  },
});

export default function SearchPage({ searchError }: ShellPageProps & SearchContentProps) {
  return <SearchContent searchError={searchError} />;
}

