/**
 * The corporate site's header (spec §2.5 corporate-service site, §6 the corporate member's menu): the company's own
 * navigation (공고 등록, 공고·지원자 관리, 채널 관리, …), 기업회원 로그인 and 기업회원 가입 for a visitor or the member's
 * menu, and a link back to the individual portal. The individual portal's tabs, search and counts (자소서, 커리어 관리,
 * 개인회원 로그인) have no place here. Below 1024 px the navigation opens as a side drawer from a menu button.
 */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { getBrand, siteName } from '../../config/brands';
import { useCurrentUser } from '../session/use-current-user';
import { usePortalUser } from '../session/use-portal-user';
import { MenuIcon } from '../ui/icons';
import { Link } from '../ui/link';
import { BrandLogo } from './brand-logo';
import { activeCorporateNav, CORPORATE_NAVIGATION, type CorporateNavItem, corporateLoginHref } from './corporate-links';
import type { HeaderProps } from './header-a';
import { DesktopOnly, Inner, MobileOnly, TopRow, UserArea } from './header-a-styles';
import { NavLink } from './nav-link';
import { isCorporate, siteUrl } from './portal-links';
import { PortalUserMenu, UserMenuList } from './portal-user-menu';
import { DrawerAuthLinks, DrawerLinkGrid, SideDrawer } from './side-drawer';
import { usePortalGuards } from './use-portal-guards';
import { roundIcon } from '../styles/chrome-styles';
import { mobileMediaQuery, useDebouncedMediaQuery } from './use-viewport';
import { displayUserName } from './user-menu';

const DRAWER_ID = 'corporate-drawer';
const NAV_LABEL = '기업서비스 메뉴';

export function HeaderCorporate({ siteOrigins, asPath }: HeaderProps) {
  const brand = getBrand('a');
  const { user } = useCurrentUser();
  const portalUser = usePortalUser(!!user);
  const guards = usePortalGuards(siteOrigins);
  const isMobile = useDebouncedMediaQuery(mobileMediaQuery(brand.mobileBreakpoint));
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => setDrawerOpen(false), [asPath, isMobile]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const active = activeCorporateNav(asPath);
  // 채널 관리 runs the channel rule first (spec §6); a visitor or an individual member just follows the link to
  // the page, which asks for the corporate login or says whose service it is.
  const guardFor = (item: CorporateNavItem) =>
    item.guard === 'channel-management' && isCorporate(user?.type) ? guards.guardChannel : undefined;
  const navLinks = (onNavigate?: () => void) =>
    CORPORATE_NAVIGATION.map((item) => (
      <li key={item.href}>
        <NavLink
          item={item}
          siteOrigins={siteOrigins}
          current={item.href === active}
          onClick={(event) => {
            guardFor(item)?.(event);
            onNavigate?.();
          }}
        >
          {item.label}
        </NavLink>
      </li>
    ));
  const portalLink = <a href={siteUrl(siteOrigins, 'portal', '/')}>개인회원 서비스</a>;
  const visitorLinks = (
    <>
      <Link href={corporateLoginHref(asPath)}>기업회원 로그인</Link>
      <Link href="/register">기업회원 가입</Link>
    </>
  );
  const home = (height: number) => (
    <HomeLink href="/" aria-label={`${siteName(brand, 'corporate')} 홈`}>
      <BrandLogo brand="a" height={height} />
      <SiteTag>기업서비스</SiteTag>
    </HomeLink>
  );

  return (
    <Wrapper data-testid="site-header" data-brand="a" data-site="corporate">
      <DesktopOnly data-testid="desktop-header">
        <Inner>
          <TopRow>
            {home(34)}
            <UserArea data-testid="header-user-area">
              {user ? <PortalUserMenu user={user} channel={portalUser?.channel} siteOrigins={siteOrigins} /> : visitorLinks}
              {portalLink}
            </UserArea>
          </TopRow>
        </Inner>
        <NavBar aria-label={NAV_LABEL} data-testid="corporate-nav">
          <Inner>
            <NavList>{navLinks()}</NavList>
          </Inner>
        </NavBar>
      </DesktopOnly>
      <MobileOnly data-testid="mobile-header">
        <Inner>
          <TopRow>
            {home(28)}
            <IconButton
              type="button"
              aria-label="전체 메뉴 열기"
              aria-expanded={drawerOpen}
              aria-controls={DRAWER_ID}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          </TopRow>
        </Inner>
      </MobileOnly>
      {drawerOpen && isMobile ? (
        <SideDrawer
          id={DRAWER_ID}
          label="전체 메뉴"
          testId="mobile-drawer"
          head={user ? <strong data-testid="drawer-user-name">{displayUserName('a', user)}</strong> : <DrawerAuthLinks>{visitorLinks}</DrawerAuthLinks>}
          onClose={closeDrawer}
        >
          <nav aria-label={NAV_LABEL}>
            <DrawerLinkGrid>{navLinks(closeDrawer)}</DrawerLinkGrid>
          </nav>
          {user ? (
            <DrawerLinkGrid aria-label="회원 메뉴">
              <UserMenuList user={user} channel={portalUser?.channel} siteOrigins={siteOrigins} onNavigate={closeDrawer} />
            </DrawerLinkGrid>
          ) : null}
          <DrawerFootLink>{portalLink}</DrawerFootLink>
        </SideDrawer>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.header`
  display: contents;
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
`;

const SiteTag = styled.span`
  padding: 3px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.text};
  color: #fff;
  font-size: 13px;
  font-weight: 700;
  white-space: nowrap;
`;

const NavBar = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  a {
    display: inline-block;
    padding: 12px 10px;
    font-size: 15px;
    font-weight: 700;
    white-space: nowrap;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }
`;

const IconButton = styled.button`
  ${roundIcon}
`;

const DrawerFootLink = styled.p`
  margin-top: 16px;
  font-weight: 700;
`;
