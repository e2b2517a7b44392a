/**
 * A community post's page (`/community/{slug}/{id}`): the post and its first page of comments fetched on
 * the server. A missing post, one of another brand and a malformed id are the not-found page; a post hidden by
 * reports says so (status 404, as the API answers everyone but its author and ADMINs); a post asked for under another
 * board's slug is sent to its own address.
 */
import { getBrand } from '@/config/brands';
import { graphqlErrorCode, graphqlErrorMessage, graphqlErrorStatus } from '@/web/api/graphql-errors';
import { ssrFetch, ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { CommunityPostContent, HiddenPostNotice } from '@/web/community/community-post-content';
import { boardHref, communityQueries, isBoardSlug, isPostId } from '@/web/community/community-queries';
import { createSsrCommunityClient } from '@/web/ssr/community-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

type PostPageProps = { postId: string; hidden?: undefined } | { postId: string; hidden: { boardSlug: string; message: string } };

export const getServerSideProps = shellPage<PostPageProps>({
  site: 'community',
  load: async ({ ctx, session }) => {
    const { slug, postId } = ctx.params ?? {};
    if (!isBoardSlug(slug) || !isPostId(postId)) return { notFound: true };
    const client = createSsrCommunityClient(ctx.req);
    let post;
    try {
      post = await ssrFetch(session, communityQueries.post(client, postId));
    } catch (error) {
      if (graphqlErrorCode(error) === 'POST_HIDDEN') {
        ctx.res.statusCode = 404;
        const message = graphqlErrorMessage(error, '신고가 누적되어 숨겨진 게시글입니다.');
        return { props: { postId, hidden: { boardSlug: slug, message } }, seo: { title: message } };
      }
      const status = graphqlErrorStatus(error);
      if (status === 400 || status === 404) return { notFound: true };
      throw error;
    }
    if (post.board.slug !== slug) {
      return { redirect: { destination: `${boardHref(post.board.slug)}/${postId}`, statusCode: 301 } };
    }
    // The first page of comments renders with the post; a failure leaves the thread to load in the browser.
    await ssrPrefetch(session, communityQueries.comments(client, postId, 1));
    return {
      props: { postId },
      seo: { title: post.title, description: `${post.board.title} · ${post.title}` },
    };
  },
});

export default function CommunityPostPage({ brand, postId, hidden }: ShellPageProps & PostPageProps) {
  if (hidden) return <HiddenPostNotice boardSlug={hidden.boardSlug} message={hidden.message} />;
  return <CommunityPostContent id={postId} brandName={getBrand(brand).name} />;
}
