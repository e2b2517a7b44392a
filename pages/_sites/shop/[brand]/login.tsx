/**
 * The shop's login (spec §2.3 `/login`): the shared login page of the sites that keep their own session. In
 * development each `*.localhost` host keeps its own cookie, so the shop asks for the login it needs (ADR 27).
 */
import { SiteLoginPage } from '@/web/auth/site-login-page';
import { siteLoginServerSideProps } from '@/web/auth/site-login-ssr';

export const getServerSideProps = siteLoginServerSideProps('shop', ['b']);

export default SiteLoginPage;
