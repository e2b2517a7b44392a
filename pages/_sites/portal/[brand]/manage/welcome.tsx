/**
 * The first page after signing up (spec §2.5 `/manage/welcome`): the member chooses interests and target,
 * which drive the home's 추천. Login required (a visitor goes to `/login?next=/manage/welcome`).
 */
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { interestQueries } from '@/web/postings/interest-queries';
import { WelcomeForm } from '@/web/portal/interests/welcome-form';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface WelcomePageProps {
  userName: string | null;
}

export const getServerSideProps = shellPage<WelcomePageProps>({
  site: 'portal',
  brands: ['a'],
  auth: 'required',
  seo: { title: '관심 분야 선택', noIndex: true },
  load: async ({ ctx, session, user }) => {
    await ssrPrefetch(session, interestQueries.viewer(createSsrPortalClient(ctx.req)));
    return { props: { userName: user?.nickname ?? user?.username ?? null } };
  },
});

export default function WelcomePage({ userName }: ShellPageProps & WelcomePageProps) {
  return <WelcomeForm userName={userName} />;
}
