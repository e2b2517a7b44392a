/**
 * Editing a community post (`/community/{slug}/{id}/edit`): its author only; anyone else, a missing post and
 * a malformed id get the not-found page, a visitor the login with `next`.
 */
import { graphqlErrorStatus } from '@/web/api/graphql-errors';
import { ssrFetch } from '@/web/ssr/ssr-fetch';
import { communityQueries, isBoardSlug, isPostId } from '@/web/community/community-queries';
import { PostEditorPage } from '@/web/community/post-editor-page';
import { createSsrCommunityClient } from '@/web/ssr/community-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface EditPageProps {
  boardSlug: string;
  boardTitle: string;
  postId: string;
  title: string;
  bodyHtml: string;
}

export const getServerSideProps = shellPage<EditPageProps>({
  site: 'community',
  auth: 'required',
  load: async ({ ctx, session }) => {
    const { slug, postId } = ctx.params ?? {};
    if (!isBoardSlug(slug) || !isPostId(postId)) return { notFound: true };
    let post;
    try {
      post = await ssrFetch(session, communityQueries.post(createSsrCommunityClient(ctx.req), postId));
    } catch (error) {
      const status = graphqlErrorStatus(error);
      if (status === 400 || status === 404) return { notFound: true };
      throw error;
    }
    if (!post.viewerCanEdit || post.board.slug !== slug) return { notFound: true };
    return {
      props: { boardSlug: slug, boardTitle: post.board.title, postId, title: post.title, bodyHtml: post.bodyHtml },
      seo: { title: `${post.title} 수정`, noIndex: true },
    };
  },
});

export default function EditPostPage({ boardSlug, boardTitle, postId, title, bodyHtml }: ShellPageProps & EditPageProps) {
  return <PostEditorPage heading="글 수정" boardTitle={boardTitle} target={{ kind: 'edit', boardSlug, postId, title, bodyHtml }} />;
}
