/**
 * 회원정보 (spec §2.5 `/profile`): the member's details, interests, notification settings, email and
 * password changes and account deletion. Login required (a visitor goes to `/login?next=%2Fprofile`); the profile is
 * prefetched with the browser's query key.
 */
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { ProfileContent } from '@/web/portal/profile/profile-content';
import { profileQueries } from '@/web/portal/profile/profile-queries';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { shellPage } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage({
  site: 'portal',
  brands: ['a'],
  auth: 'required',
  seo: { title: '회원정보 수정', noIndex: true },
  load: async ({ ctx, session }) => {
    await ssrPrefetch(session, profileQueries.viewer(createSsrPortalClient(ctx.req)));
    return { props: {} };
  },
});

export default function ProfilePage() {
  return <ProfileContent />;
}
