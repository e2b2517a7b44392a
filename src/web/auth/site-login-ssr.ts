/**
 * getServerSideProps of the shared login page (site-login-page.tsx): the same-site target to return to, a logged-in
 * member sent straight there, and the Kakao/Naver buttons where the site has them. Apart from the page's component,
 * so the server's API client stays out of the browser's first load (ADR 51).
 */
import { type BrandId, findHostFor, type Site } from '../../config/hosts';
import { redirectTargetFrom, shellPage } from '../ssr/shell-page';
import type { SiteLoginPageProps } from './site-login-page';
import { loadSocialLoginProps } from './social-login-ssr';

export function siteLoginServerSideProps(site: Site, brands: readonly BrandId[]) {
  return shellPage<SiteLoginPageProps>({
    site,
    brands,
    seo: { title: '로그인', noIndex: true },
    load: async ({ ctx, user, hostTable, brand, session }) => {
      const redirectTarget = redirectTargetFrom(ctx, hostTable, '/');
      // Already logged in: go straight to where the login would have led.
      if (user) return { redirect: { destination: redirectTarget, statusCode: 302 } };
      // The corporate site and the console have their own login without social buttons (their accounts never come
      // from a Kakao or Naver sign-up, which makes individual members).
      if (site === 'corporate' || site === 'console') {
        return { props: { redirectTarget, cbtHost: null, socialProviders: [], socialError: null } };
      }
      return {
        props: {
          redirectTarget,
          cbtHost: findHostFor(hostTable, 'cbt', brand.id) ?? null,
          ...(await loadSocialLoginProps(session.client, ctx.query)),
        },
      };
    },
  });
}
