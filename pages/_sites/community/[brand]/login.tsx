/** The community's login (`/login?next=`): the shared page of the `next` sites, for either brand's community host. */
import { SiteLoginPage, siteLoginServerSideProps } from '@/web/auth/site-login-page';

export const getServerSideProps = siteLoginServerSideProps('community', ['a', 'b']);

export default SiteLoginPage;
