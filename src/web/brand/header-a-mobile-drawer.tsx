/** Below 1024 px the brand A menu is a drawer: the member (or the two login links), the navigation and the role's menu. */
import styled from 'styled-components';
import { getBrand } from '../../config/brands';
import type { Profile } from '../api/auth-api';
import type { CurrentUserChannel } from '../api/portal-api';
import { careerManagementUrl, siteUrl, type SiteOrigins } from './portal-links';
import { UserMenuList, VisitorLinks } from './portal-user-menu';
import { DRAWER_ID } from './header-a-mobile-tab-bar';
import { DrawerAuthLinks, DrawerLinkGrid, DrawerSections, SideDrawer } from './side-drawer';
import { displayUserName } from './user-menu';

export function MobileMenuDrawer({
  user,
  channel,
  siteOrigins,
  asPath,
  onCareerClick,
  onClose,
}: {
  user: Profile | null;
  channel: CurrentUserChannel | null | undefined;
  siteOrigins: SiteOrigins;
  asPath: string;
  onCareerClick: ((event: React.MouseEvent) => void) | undefined;
  onClose: () => void;
}) {
  const head = user ? (
    <strong data-testid="drawer-user-name">{displayUserName('a', user)}</strong>
  ) : (
    <DrawerAuthLinks>
      <VisitorLinks siteOrigins={siteOrigins} asPath={asPath} />
    </DrawerAuthLinks>
  );
  return (
    <SideDrawer id={DRAWER_ID} label="전체 메뉴" testId="mobile-drawer" head={head} onClose={onClose}>
      <DrawerLinkGrid aria-label="바로가기 메뉴">
        <li>
          <a href={careerManagementUrl(siteOrigins)} onClick={onCareerClick}>
            MY 커리어관리
          </a>
        </li>
        <li>
          <a href={siteUrl(siteOrigins, 'corporate', '/register/activity')}>공고 등록</a>
        </li>
      </DrawerLinkGrid>
      <nav aria-label="전체 메뉴 목록">
        <DrawerSections items={getBrand('a').navigation} siteOrigins={siteOrigins} onNavigate={onClose} />
      </nav>
      {user ? (
        <MemberMenu aria-label="회원 메뉴">
          <UserMenuList user={user} channel={channel} siteOrigins={siteOrigins} onNavigate={onClose} />
        </MemberMenu>
      ) : null}
    </SideDrawer>
  );
}

const MemberMenu = styled(DrawerLinkGrid)`
  margin-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 0;
`;
