/** The operator console's login (ADR 24): `/login?next=` on the shared login page, in the console's words. */
import { SiteLoginPage, siteLoginServerSideProps } from '@/web/auth/site-login-page';

export const getServerSideProps = siteLoginServerSideProps('console', ['a', 'b']);

export default SiteLoginPage;
