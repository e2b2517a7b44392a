/** Login (spec §2.1 `/login`): `?redirect=` or `?next=` is honoured only when it is same-site. */
import { AuthLayout, withRedirect } from '@/web/auth/auth-layout';
import { LoginForm } from '@/web/auth/login-form';
import { redirectTargetFrom, shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface LoginPageProps {
  redirectTarget: string;
}

export const getServerSideProps = shellPage<LoginPageProps>({
  seo: { title: '로그인', noIndex: true },
  load: ({ ctx, user, hostTable }) => {
    const redirectTarget = redirectTargetFrom(ctx.query, hostTable, '/');
    // Already logged in: go straight to where the login would have led.
    if (user) return { redirect: { destination: redirectTarget, statusCode: 302 } };
    return { props: { redirectTarget } };
  },
});

export default function LoginPage({ brand, redirectTarget }: ShellPageProps & LoginPageProps) {
  return (
    <AuthLayout brand={brand} title="로그인" lead="이메일과 비밀번호로 로그인해주세요.">
      <LoginForm redirectTarget={redirectTarget} registerHref={withRedirect('/register', redirectTarget)} />
    </AuthLayout>
  );
}
