/**
 * Login (spec §2.1 `/login`): `?redirect=` or `?next=` is honoured only when it is same-site. Kakao and Naver below the
 * form when the server has their keys; a failed one comes back here with its message.
 */
import { AuthLayout, withRedirect } from '@/web/auth/auth-layout';
import { LoginForm } from '@/web/auth/login-form';
import { SocialLoginButtons } from '@/web/auth/social-login-buttons';
import { loadSocialLoginProps, type SocialLoginProps } from '@/web/auth/social-login-ssr';
import { redirectTargetFrom, shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface LoginPageProps extends SocialLoginProps {
  redirectTarget: string;
}

export const getServerSideProps = shellPage<LoginPageProps>({
  seo: { title: '로그인', noIndex: true },
  load: async ({ ctx, user, hostTable, session }) => {
    const redirectTarget = redirectTargetFrom(ctx, hostTable, '/');
    // Already logged in: go straight to where the login would have led.
    if (user) return { redirect: { destination: redirectTarget, statusCode: 302 } };
    return { props: { redirectTarget, ...(await loadSocialLoginProps(session.client, ctx.query)) } };
  },
});

export default function LoginPage({ brand, redirectTarget, socialProviders, socialError }: ShellPageProps & LoginPageProps) {
  return (
    <AuthLayout brand={brand} title="로그인" lead="이메일과 비밀번호로 로그인해주세요.">
      <LoginForm redirectTarget={redirectTarget} registerHref={withRedirect('/register', redirectTarget)} />
      <SocialLoginButtons providers={socialProviders} redirectTarget={redirectTarget} error={socialError} />
    </AuthLayout>
  );
}
