/** A posting's page (`/activity/<id>`): fetched on the server; a missing or malformed id is the not-found page. */
import { getBrand } from '@/config/brands';
import { type PostingDetail } from '@/web/api/postings-api';
import { ssrFetch } from '@/web/ssr/ssr-fetch';
import { PostingDetailContent } from '@/web/postings/detail-content';
import { postingQueries } from '@/web/postings/posting-queries';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';
import { graphqlErrorStatus } from '@/web/api/graphql-errors';

interface DetailPageProps {
  postingId: string;
}

/** Posting ids are positive int4 (the server refuses anything else with a 400). */
const POSTING_ID = /^[1-9][0-9]{0,9}$/;

export const getServerSideProps = shellPage<DetailPageProps>({
  site: 'portal',
  brands: ['a'],
  load: async ({ ctx, session }) => {
    const postingId = ctx.params?.postingId;
    if (typeof postingId !== 'string' || !POSTING_ID.test(postingId) || Number(postingId) > 2_147_483_647) {
      return { notFound: true };
    }
    let detail: PostingDetail | null;
    try {
      detail = await ssrFetch(session, postingQueries.detail(createSsrPortalClient(ctx.req), postingId));
    } catch (error) {
      const status = graphqlErrorStatus(error);
      if (status === 400 || status === 404) return { notFound: true };
      throw error;
    }
    if (!detail) return { notFound: true };
    const { posting } = detail;
    return {
      props: { postingId },
      seo: { title: posting.title, description: `${posting.organiserName} · ${posting.title}` },
    };
  },
});

export default function PostingDetailPage({ brand, postingId }: ShellPageProps & DetailPageProps) {
  return <PostingDetailContent brand={getBrand(brand)} id={postingId} />;
}
