/** The community's login (`/login?next=`): the shared page of the `next` sites, for either brand's community host. */
import { SiteLoginPage } from '@/web/auth/site-login-page';
import { siteLoginServerSideProps } from '@/web/auth/site-login-ssr';

export const getServerSideProps = siteLoginServerSideProps('community', ['a', 'b']);

export default SiteLoginPage;
