/** The operator console's login (ADR 24): `/login?next=` on the shared login page, in the console's words. */
import { SiteLoginPage } from '@/web/auth/site-login-page';
import { siteLoginServerSideProps } from '@/web/auth/site-login-ssr';

export const getServerSideProps = siteLoginServerSideProps('console', ['a', 'b']);

export default SiteLoginPage;
