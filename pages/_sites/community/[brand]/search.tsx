/**
 * The community's search (`/search?q=&board=&page=`): results fetched on the server. A board named in the
 * address must be this brand's (else the not-found page); a blank query shows the search form only.
 */
import { getBoardBySlug } from '@/web/api/community-api';
import { graphqlErrorStatus } from '@/web/api/graphql-errors';
import { ssrFetch } from '@/web/ssr/ssr-fetch';
import { type CommunitySearchState, communityQueries, parseCommunitySearchState } from '@/web/community/community-queries';
import { CommunitySearchContent } from '@/web/community/community-search-content';
import { createSsrCommunityClient } from '@/web/ssr/community-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface SearchPageProps {
  state: CommunitySearchState;
  boardTitle: string | null;
}

export const getServerSideProps = shellPage<SearchPageProps>({
  site: 'community',
  load: async ({ ctx, session }) => {
    const state = parseCommunitySearchState(ctx.query);
    const client = createSsrCommunityClient(ctx.req);
    let boardTitle: string | null = null;
    try {
      if (state.boardSlug) boardTitle = (await getBoardBySlug(client, state.boardSlug)).title;
      if (state.query.trim()) await ssrFetch(session, communityQueries.search(client, state));
    } catch (error) {
      const status = graphqlErrorStatus(error);
      if (status === 404 || (error instanceof Error && error.message === 'board slug not found')) return { notFound: true };
      // A refused query (too long a page number, …) is shown by the page's own error state in the browser.
      if (status !== 400) throw error;
    }
    return {
      props: { state, boardTitle },
      seo: { title: state.query ? `‘${state.query}’ 검색 결과` : '커뮤니티 검색' },
    };
  },
});

export default function CommunitySearchPage({ state, boardTitle }: ShellPageProps & SearchPageProps) {
  return <CommunitySearchContent state={state} boardTitle={boardTitle} />;
}
