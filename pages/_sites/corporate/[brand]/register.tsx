/**
 * 기업회원 가입: the company's sign-up on the corporate host. A logged-in member goes on to where the
 * sign-up would have led; afterwards the company lands on `next` (same-site only) or the home, which shows that it
 * waits for approval.
 */
import { AuthLayout } from '@/web/auth/auth-layout';
import { CorporateRegisterForm } from '@/web/corporate/corporate-register-form';
import { redirectTargetFrom, shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface CorporateRegisterPageProps {
  redirectTarget: string;
}

export const getServerSideProps = shellPage<CorporateRegisterPageProps>({
  site: 'corporate',
  brands: ['a'],
  seo: { title: '기업회원 가입', noIndex: true },
  load: ({ ctx, user, hostTable }) => {
    const redirectTarget = redirectTargetFrom(ctx, hostTable, '/');
    if (user) return { redirect: { destination: redirectTarget, statusCode: 302 } };
    return { props: { redirectTarget } };
  },
});

export default function CorporateRegisterPage({ brand, redirectTarget }: ShellPageProps & CorporateRegisterPageProps) {
  const loginHref = redirectTarget === '/' ? '/login' : `/login?next=${encodeURIComponent(redirectTarget)}`;
  return (
    <AuthLayout brand={brand} title="기업회원 가입" lead={'공고 등록과 채널 서비스를 위한 기업회원 가입입니다.\n가입 후 승인이 완료되면 이용할 수 있습니다.'}>
      <CorporateRegisterForm redirectTarget={redirectTarget} loginHref={loginHref} />
    </AuthLayout>
  );
}
