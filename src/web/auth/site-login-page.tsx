/**
 * The login page of the sites whose login parameter is `next` (spec §2.5): the portal, the community and the
 * corporate site. The shared email login form and Kakao/Naver buttons; `?next=` is honoured only when it is same-site
 * (safeRedirect). Sign-up lives on the CBT site of the same brand (one account for every site of a brand), so its link
 * goes there and comes back to the page the visitor was headed for. The corporate site is the exception:
 * 기업회원 로그인 links to its own 기업회원 가입, and has no Kakao/Naver buttons, whose sign-up makes individual
 * members. The operator console (ADR 24) has a login of its own words, without sign-up or social buttons. The
 * brand B shop (ADR 27) links to its own `/register`. Its server side is site-login-ssr.ts.
 */
import { getBrand, siteName } from '../../config/brands';
import type { ShellPageProps } from '../ssr/shell-page';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { SocialLoginButtons } from './social-login-buttons';
import type { SocialLoginProps } from './social-login-ssr';

export interface SiteLoginPageProps extends SocialLoginProps {
  redirectTarget: string;
  /** The brand's CBT host name (where sign-up is); the shell's siteOrigins.cbt is the current host on every site. */
  cbtHost: string | null;
}

/** The CBT sign-up page (same protocol and port as this site) with the absolute address to return to. */
function registerHref(siteOrigin: string | undefined, cbtHost: string | null, redirectTarget: string): string {
  if (!siteOrigin || !cbtHost) return '/register';
  const cbt = new URL(siteOrigin);
  cbt.hostname = cbtHost;
  const back = redirectTarget.startsWith('/') ? `${siteOrigin}${redirectTarget}` : redirectTarget;
  return `${cbt.origin}/register?redirect=${encodeURIComponent(back)}`;
}

export function SiteLoginPage({
  site,
  brand,
  siteOrigins,
  redirectTarget,
  cbtHost,
  socialProviders,
  socialError,
}: ShellPageProps & SiteLoginPageProps) {
  if (site === 'console') {
    return (
      <AuthLayout
        brand={brand}
        eyebrow={siteName(getBrand(brand), 'console')}
        title="운영자 로그인"
        lead="운영자 계정의 이메일과 비밀번호로 로그인해주세요."
      >
        <LoginForm redirectTarget={redirectTarget} />
      </AuthLayout>
    );
  }
  if (site === 'corporate') {
    return (
      <AuthLayout brand={brand} title="기업회원 로그인" lead="기업회원 이메일과 비밀번호로 로그인해주세요.">
        <LoginForm
          redirectTarget={redirectTarget}
          registerHref={redirectTarget === '/' ? '/register' : `/register?next=${encodeURIComponent(redirectTarget)}`}
          registerLabel="기업회원 가입"
        />
      </AuthLayout>
    );
  }
  // The shop has its own sign-up page (spec §2.3 /register on the shop host; ADR 27).
  const register =
    site === 'shop'
      ? redirectTarget === '/'
        ? '/register'
        : `/register?redirect=${encodeURIComponent(redirectTarget)}`
      : registerHref(siteOrigins[site], cbtHost, redirectTarget);
  return (
    <AuthLayout brand={brand} title="개인회원 로그인" lead="이메일과 비밀번호로 로그인해주세요.">
      <LoginForm redirectTarget={redirectTarget} registerHref={register} />
      <SocialLoginButtons providers={socialProviders} redirectTarget={redirectTarget} error={socialError} />
    </AuthLayout>
  );
}
