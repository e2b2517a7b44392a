/**
 * 자기소개서 (spec §2.5 `/self-introduction/manage`): members only (a visitor goes to
 * /login?next=/self-introduction/manage); the page of the URL is prefetched with the browser's query keys.
 */
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { CoverLetterList } from '@/web/portal/cover-letters/cover-letter-list';
import { coverLetterQueries, parseCoverLetterListPage } from '@/web/portal/cover-letters/cover-letter-queries';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { shellPage } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage({
  site: 'portal',
  brands: ['a'],
  auth: 'required',
  seo: { title: '자기소개서', noIndex: true },
  load: async ({ ctx, session }) => {
    await ssrPrefetch(session, coverLetterQueries.list(createSsrPortalClient(ctx.req), parseCoverLetterListPage(ctx.query)));
    return { props: {} };
  },
});

export default function CoverLettersPage() {
  return <CoverLetterList />;
}
