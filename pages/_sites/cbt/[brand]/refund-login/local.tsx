/** Refund email login: the login form, leading to the purchases on brand B and the home page on brand A. */
import { AuthLayout, withRedirect } from '@/web/auth/auth-layout';
import { LoginForm } from '@/web/auth/login-form';
import { redirectTargetFrom, shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface RefundLocalProps {
  redirectTarget: string;
}

export const getServerSideProps = shellPage<RefundLocalProps>({
  seo: { title: '환불 신청 이메일 로그인', noIndex: true },
  load: ({ ctx, brand, user, hostTable }) => {
    const fallback = brand.hasShop ? '/mycbt/purchase' : '/';
    const redirectTarget = redirectTargetFrom(ctx, hostTable, fallback);
    if (user) return { redirect: { destination: redirectTarget, statusCode: 302 } };
    return { props: { redirectTarget } };
  },
});

export default function RefundLocalLoginPage({ brand, redirectTarget }: ShellPageProps & RefundLocalProps) {
  return (
    <AuthLayout brand={brand} showLogo title="이메일로 로그인" lead="환불 신청을 위해 로그인해주세요.">
      <LoginForm redirectTarget={redirectTarget} registerHref={withRedirect('/register', redirectTarget)} />
    </AuthLayout>
  );
}
