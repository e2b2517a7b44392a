/** The corporate site's login (spec §2.5 `/login`, optional `next`): 기업회원 로그인 on the shared page of the `next` sites. */
import { SiteLoginPage } from '@/web/auth/site-login-page';
import { siteLoginServerSideProps } from '@/web/auth/site-login-ssr';

export const getServerSideProps = siteLoginServerSideProps('corporate', ['a']);

export default SiteLoginPage;
