/** The shop's sign-up (spec §2.3 `/register`): the CBT app's member sign-up on the shop host, back to `redirect`. */
import { getBrand } from '@/config/brands';
import { AuthLayout, withRedirect } from '@/web/auth/auth-layout';
import { RegisterForm } from '@/web/auth/register-form';
import { redirectTargetFrom, shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface ShopRegisterPageProps {
  redirectTarget: string;
}

export const getServerSideProps = shellPage<ShopRegisterPageProps>({
  site: 'shop',
  brands: ['b'],
  seo: { title: '회원가입', noIndex: true },
  load: ({ ctx, user, hostTable }) => {
    const redirectTarget = redirectTargetFrom(ctx, hostTable, '/');
    if (user) return { redirect: { destination: redirectTarget, statusCode: 302 } };
    return { props: { redirectTarget } };
  },
});

export default function ShopRegisterPage({ brand, redirectTarget }: ShellPageProps & ShopRegisterPageProps) {
  return (
    <AuthLayout brand={brand} title="회원가입" lead={`${getBrand(brand).name} 회원이 되어 시험을 구매하고 풀어보세요.`}>
      <RegisterForm brand={brand} redirectTarget={redirectTarget} loginHref={withRedirect('/login', redirectTarget)} corporateRegisterHref={null} />
    </AuthLayout>
  );
}
