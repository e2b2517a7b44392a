/**
 * A board's page (`/community/{slug}?sort=&page=`): fetched on the server; an unknown or malformed slug is the
 * not-found page.
 */
import { graphqlErrorStatus } from '@/web/api/graphql-errors';
import { ssrFetch } from '@/web/ssr/ssr-fetch';
import { BoardContent } from '@/web/community/board-content';
import { type BoardPageState, communityQueries, isBoardSlug, parseBoardPageState } from '@/web/community/community-queries';
import { createSsrCommunityClient } from '@/web/ssr/community-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface BoardPageProps {
  boardSlug: string;
  state: BoardPageState;
}

export const getServerSideProps = shellPage<BoardPageProps>({
  site: 'community',
  load: async ({ ctx, session }) => {
    const boardSlug = ctx.params?.slug;
    if (!isBoardSlug(boardSlug)) return { notFound: true };
    const state = parseBoardPageState(ctx.query);
    let page;
    try {
      page = await ssrFetch(session, communityQueries.board(createSsrCommunityClient(ctx.req), boardSlug, state));
    } catch (error) {
      const status = graphqlErrorStatus(error);
      if (status === 400 || status === 404) return { notFound: true };
      throw error;
    }
    return {
      props: { boardSlug, state },
      seo: { title: page.board.title, description: `${page.board.menu.title} · ${page.board.title} 게시판` },
    };
  },
});

export default function BoardPage({ boardSlug, state }: ShellPageProps & BoardPageProps) {
  return <BoardContent boardSlug={boardSlug} state={state} />;
}
