/**
 * 채널 댓글 (spec §2.5 `/accounts/channel-comment`, issue 14): the member's comments on channels with their replies.
 * Login required (a visitor goes to `/login?next=…`); the address's page (`?page=`) is prefetched.
 */
import { ssrPrefetch } from '@/web/cbt/catalogue/ssr-fetch';
import { commentQueries, pageFromQuery } from '@/web/portal/comments/comment-queries';
import { MyChannelCommentsContent } from '@/web/portal/comments/my-channel-comments-content';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface PageProps {
  page: number;
}

export const getServerSideProps = shellPage<PageProps>({
  site: 'portal',
  brands: ['a'],
  auth: 'required',
  seo: { title: '채널 댓글', noIndex: true },
  load: async ({ ctx, session }) => {
    const page = pageFromQuery(ctx.query.page);
    await ssrPrefetch(session, commentQueries.mine(createSsrPortalClient(ctx.req), false, page));
    return { props: { page } };
  },
});

export default function MyChannelCommentsPage({ page }: ShellPageProps & PageProps) {
  return <MyChannelCommentsContent answeredOnly={false} page={page} />;
}
