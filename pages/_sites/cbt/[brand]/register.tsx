/** Sign-up for individual and corporate members; afterwards the user goes to the redirect target or `/`. */
import { getBrand } from '@/config/brands';
import { findHostFor } from '@/config/hosts';
import { AuthLayout, withRedirect } from '@/web/auth/auth-layout';
import { RegisterForm } from '@/web/auth/register-form';
import { redirectTargetFrom, shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface RegisterPageProps {
  redirectTarget: string;
  /** Whether this brand has a corporate site, where companies sign up. */
  hasCorporateSite: boolean;
}

export const getServerSideProps = shellPage<RegisterPageProps>({
  seo: { title: '회원가입', noIndex: true },
  load: ({ ctx, user, hostTable, brand }) => {
    const redirectTarget = redirectTargetFrom(ctx, hostTable, '/');
    if (user) return { redirect: { destination: redirectTarget, statusCode: 302 } };
    return { props: { redirectTarget, hasCorporateSite: findHostFor(hostTable, 'corporate', brand.id) !== undefined } };
  },
});

export default function RegisterPage({ brand, redirectTarget, hasCorporateSite, siteOrigins }: ShellPageProps & RegisterPageProps) {
  return (
    <AuthLayout brand={brand} title="회원가입" lead={getBrand(brand).signUpLead}>
      <RegisterForm
        brand={brand}
        redirectTarget={redirectTarget}
        loginHref={withRedirect('/login', redirectTarget)}
        corporateRegisterHref={hasCorporateSite && siteOrigins.corporate ? `${siteOrigins.corporate}/register` : null}
      />
    </AuthLayout>
  );
}
