/**
 * getServerSideProps of /login/social on the CBT sites and the portal: the pending sign-up this browser
 * holds (its cookie is forwarded to the API), or the expired notice; a logged-in member has nothing to complete.
 */
import type { Site } from '../../config/hosts';
import { getSocialSignup, type SocialSignupView } from '../api/social-login-api';
import { shellPage } from '../ssr/shell-page';

export interface SocialSignupPageProps {
  signup: SocialSignupView | null;
  askInterests: boolean;
}

export function socialSignupServerSideProps(site: Site) {
  return shellPage<SocialSignupPageProps>({
    site,
    ...(site === 'portal' ? { brands: ['a'] as const } : {}),
    seo: { title: '간편 로그인', noIndex: true },
    load: async ({ user, session, brand }) => {
      if (user) return { redirect: { destination: '/', statusCode: 302 } };
      const signup = await getSocialSignup(session.client);
      return { props: { signup, askInterests: brand.id === 'a' } };
    },
  });
}
