/** 내 스크랩 on the community host (`/scraps?page=`): members only; a visitor goes to the login with `next`. */
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { communityQueries } from '@/web/community/community-queries';
import { CommunityScrapsContent } from '@/web/community/community-scraps-content';
import { createSsrCommunityClient } from '@/web/ssr/community-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';
import { pageFromQuery } from '@/web/ui/pagination';

interface ScrapsPageProps {
  page: number;
}

export const getServerSideProps = shellPage<ScrapsPageProps>({
  site: 'community',
  auth: 'required',
  load: async ({ ctx, session }) => {
    const page = pageFromQuery(ctx.query.page);
    await ssrPrefetch(session, communityQueries.scraps(createSsrCommunityClient(ctx.req), page));
    return { props: { page }, seo: { title: '내 스크랩' } };
  },
});

export default function CommunityScrapsPage({ page }: ShellPageProps & ScrapsPageProps) {
  return <CommunityScrapsContent page={page} />;
}
