/**
 * /nav: brand A's full menu as a page, as the mobile drawer shows it — the member (or the login links),
 * the quick links, every navigation section with its sub-items (src/config/brands.ts through MenuSections) and the
 * member's own menu. A page rather than a drawer, so the menu has an address (app tab bars and no-JS browsers).
 */
import styled from 'styled-components';
import { getBrand } from '../../../config/brands';
import { displayUserName } from '../../brand/user-menu';
import { MenuSections } from '../../brand/menu-sections';
import { UserMenuList, VisitorLinks } from '../../brand/portal-user-menu';
import { useCurrentUser } from '../../session/use-current-user';
import { mobileQuery } from '../../styles/theme';
import { PageContainer, PageTitle } from '../../ui/page-layout';
import { careerManagementUrl, isCorporate, siteUrl, type SiteOrigins } from '../../brand/portal-links';
import { usePortalGuards } from '../../brand/use-portal-guards';
import { usePortalUser } from '../../session/use-portal-user';

export function NavPageContent({ siteOrigins, asPath }: { siteOrigins: SiteOrigins; asPath: string }) {
  const brand = getBrand('a');
  const { user } = useCurrentUser();
  const portalUser = usePortalUser(!!user);
  const guards = usePortalGuards(siteOrigins);
  const careerClick = isCorporate(user?.type) ? guards.individualOnly : undefined;
  return (
    <PageContainer data-testid="nav-page">
      <PageTitle>전체 메뉴</PageTitle>
      <Who>
        {user ? (
          <strong data-testid="nav-user-name">{displayUserName('a', user)}</strong>
        ) : (
          <VisitorLinks siteOrigins={siteOrigins} asPath={asPath} />
        )}
      </Who>
      <Quick aria-label="바로가기 메뉴">
        <li>
          <a href={careerManagementUrl(siteOrigins)} onClick={careerClick}>
            MY 커리어관리
          </a>
        </li>
        <li>
          <a href={siteUrl(siteOrigins, 'corporate', '/register/activity')}>공고 등록</a>
        </li>
      </Quick>
      <Section aria-labelledby="nav-sections-title">
        <h2 id="nav-sections-title" className="visually-hidden">
          {brand.name} 메뉴
        </h2>
        <nav aria-label="전체 메뉴 목록">
          <Sections items={brand.navigation} siteOrigins={siteOrigins} />
        </nav>
      </Section>
      {user ? (
        <Section aria-labelledby="nav-member-title">
          <h2 id="nav-member-title">회원 메뉴</h2>
          <MemberMenu aria-labelledby="nav-member-title">
            <UserMenuList user={user} channel={portalUser?.channel} siteOrigins={siteOrigins} />
          </MemberMenu>
        </Section>
      ) : null}
    </PageContainer>
  );
}

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin-top: 16px;
  font-weight: 700;
`;

const Quick = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px 12px;
  margin-top: 16px;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: block;
    padding: 6px 0;
    font-weight: 600;
  }
`;

const Section = styled.section`
  margin-top: 24px;
  h2 {
    font-size: 18px;
    font-weight: 700;
    margin-bottom: 12px;
  }
`;

const Sections = styled(MenuSections)`
  max-width: none;
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  a {
    min-height: 24px;
  }
`;

const MemberMenu = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 8px 12px;
  a,
  button {
    display: block;
    padding: 6px 0;
  }
`;
