/** The full menu as a page (spec §2.5 `/nav`), as the mobile drawer shows it; public. */
import { NavPageContent } from '@/web/portal/nav/nav-page-content';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = shellPage({ site: 'portal', brands: ['a'], seo: { title: '전체 메뉴' } });

export default function NavPage({ siteOrigins }: ShellPageProps) {
  return <NavPageContent siteOrigins={siteOrigins} asPath="/nav" />;
}
