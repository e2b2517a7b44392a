/** The portal's login (spec §2.5 `/login`, optional `next`): the shared page of the `next` sites. */
import { SiteLoginPage } from '@/web/auth/site-login-page';
import { siteLoginServerSideProps } from '@/web/auth/site-login-ssr';

export const getServerSideProps = siteLoginServerSideProps('portal', ['a']);

export default SiteLoginPage;
