/**
 * The portal's login (spec §2.5 `/login`, optional `next`): the shared email login form; `?next=` is honoured only when
 * it is same-site (safeRedirect). Sign-up lives on the CBT site of the same brand (one account for both), so its
 * link goes there and comes back to the portal page the visitor was headed for.
 */
import { findHostFor } from '@/config/hosts';
import { AuthLayout } from '@/web/auth/auth-layout';
import { LoginForm } from '@/web/auth/login-form';
import { SocialLoginButtons } from '@/web/auth/social-login-buttons';
import { loadSocialLoginProps, type SocialLoginProps } from '@/web/auth/social-login-ssr';
import { redirectTargetFrom, shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface PortalLoginPageProps extends SocialLoginProps {
  redirectTarget: string;
  /** The brand's CBT host name (where sign-up is); the shell's siteOrigins.cbt is the current host on every site. */
  cbtHost: string | null;
}

export const getServerSideProps = shellPage<PortalLoginPageProps>({
  site: 'portal',
  brands: ['a'],
  seo: { title: '로그인', noIndex: true },
  load: async ({ ctx, user, hostTable, brand, session }) => {
    const redirectTarget = redirectTargetFrom(ctx.query, hostTable, '/');
    // Already logged in: go straight to where the login would have led.
    if (user) return { redirect: { destination: redirectTarget, statusCode: 302 } };
    return {
      props: {
        redirectTarget,
        cbtHost: findHostFor(hostTable, 'cbt', brand.id) ?? null,
        ...(await loadSocialLoginProps(session.client, ctx.query)),
      },
    };
  },
});

/** The CBT sign-up page (same protocol and port as the portal) with the absolute portal address to return to. */
function portalRegisterHref(portalOrigin: string | undefined, cbtHost: string | null, redirectTarget: string): string {
  if (!portalOrigin || !cbtHost) return '/register';
  const cbt = new URL(portalOrigin);
  cbt.hostname = cbtHost;
  const back = redirectTarget.startsWith('/') ? `${portalOrigin}${redirectTarget}` : redirectTarget;
  return `${cbt.origin}/register?redirect=${encodeURIComponent(back)}`;
}

export default function PortalLoginPage({
  brand,
  siteOrigins,
  redirectTarget,
  cbtHost,
  socialProviders,
  socialError,
}: ShellPageProps & PortalLoginPageProps) {
  return (
    <AuthLayout brand={brand} title="개인회원 로그인" lead="이메일과 비밀번호로 로그인해주세요.">
      <LoginForm redirectTarget={redirectTarget} registerHref={portalRegisterHref(siteOrigins.portal, cbtHost, redirectTarget)} />
      <SocialLoginButtons providers={socialProviders} redirectTarget={redirectTarget} error={socialError} />
    </AuthLayout>
  );
}
