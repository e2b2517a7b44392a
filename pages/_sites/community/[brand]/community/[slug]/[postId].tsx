/**
 * A community post's page (issue 17 `/community/{slug}/{id}`): the post and its first page of comments fetched on
 * the server. A missing post, one of another brand and a malformed id are the not-found page; a post asked for under
 * another board's slug is sent to its own address.
 */
import { getBrand } from '@/config/brands';
import { graphqlErrorStatus } from '@/web/api/graphql-errors';
import { ssrFetch, ssrPrefetch } from '@/web/cbt/catalogue/ssr-fetch';
import { CommunityPostContent } from '@/web/community/community-post-content';
import { boardHref, communityQueries, isBoardSlug, isPostId } from '@/web/community/community-queries';
import { createSsrCommunityClient } from '@/web/ssr/community-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface PostPageProps {
  postId: string;
}

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

export default function CommunityPostPage({ brand, postId }: ShellPageProps & PostPageProps) {
  return <CommunityPostContent id={postId} brandName={getBrand(brand).name} />;
}
