/**
 * 글쓰기 on a board (`/community/{slug}/write`): members only (visitors go to the login with `next`); an
 * unknown board is the not-found page.
 */
import { graphqlErrorStatus } from '@/web/api/graphql-errors';
import { ssrFetch } from '@/web/ssr/ssr-fetch';
import { communityQueries, isBoardSlug, parseBoardPageState } from '@/web/community/community-queries';
import { PostEditorPage } from '@/web/community/post-editor-page';
import { createSsrCommunityClient } from '@/web/ssr/community-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface WritePageProps {
  boardSlug: string;
  boardTitle: string;
}

export const getServerSideProps = shellPage<WritePageProps>({
  site: 'community',
  auth: 'required',
  load: async ({ ctx, session }) => {
    const boardSlug = ctx.params?.slug;
    if (!isBoardSlug(boardSlug)) return { notFound: true };
    let page;
    try {
      page = await ssrFetch(session, communityQueries.board(createSsrCommunityClient(ctx.req), boardSlug, parseBoardPageState({})));
    } catch (error) {
      const status = graphqlErrorStatus(error);
      if (status === 400 || status === 404) return { notFound: true };
      throw error;
    }
    return { props: { boardSlug, boardTitle: page.board.title }, seo: { title: `${page.board.title} 글쓰기`, noIndex: true } };
  },
});

export default function WritePostPage({ boardSlug, boardTitle }: ShellPageProps & WritePageProps) {
  return <PostEditorPage heading={`${boardTitle} 글쓰기`} boardTitle={boardTitle} target={{ kind: 'create', boardSlug }} />;
}
