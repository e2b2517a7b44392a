/**
 * getServerSideProps of the member's comment pages (/accounts/channel-comment and /accounts/reply): login
 * required (a visitor goes to `/login?next=…`); the address's page (`?page=`) is prefetched with the browser's keys.
 * Each page file exports this with its view, so the two pages cannot drift apart.
 */
import { ssrPrefetch } from '../../ssr/ssr-fetch';
import { createSsrPortalClient } from '../../ssr/portal-ssr';
import { shellPage } from '../../ssr/shell-page';
import type { MyCommentsPageProps } from './my-comments-content';
import { commentQueries } from '../../postings/comment-queries';
import { pageFromQuery } from '../../ui/pagination';

export function myCommentsServerSideProps({ answeredOnly }: { answeredOnly: boolean }) {
  return shellPage<MyCommentsPageProps>({
    site: 'portal',
    brands: ['a'],
    auth: 'required',
    seo: { title: answeredOnly ? '담당자 답변' : '내 댓글', noIndex: true },
    load: async ({ ctx, session }) => {
      const page = pageFromQuery(ctx.query.page);
      await ssrPrefetch(session, commentQueries.mine(createSsrPortalClient(ctx.req), answeredOnly, page));
      return { props: { answeredOnly, page } };
    },
  });
}
