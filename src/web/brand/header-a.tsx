/**
 * Brand A chrome (spec §2.2, §2.5): the portal's desktop header (logo, search, calendar, notifications, scrap,
 * chat toggle, user menu), the sticky main navigation with its full-menu panel, and below 1024 px a mobile
 * header with a bottom tab bar whose 메뉴 opens the menu as a side drawer. My-CBT pages get a compact header; the
 * main navigation is hidden on the my-CBT archive, note and review pages and on exam detail pages.
 *
 * This file composes the parts (header-a-*.tsx) and owns the state they share: the menu's open state and
 * the member's counts.
 */
import dynamic from 'next/dynamic';
import { Link } from '../ui/link';
import { useCallback, useEffect, useState } from 'react';
import { getBrand } from '../../config/brands';
import type { Site } from '../../config/hosts';
import { usePortalGuards } from './use-portal-guards';
import { hidesPortalNav, isCorporate } from './portal-links';
import { useChatUnreadCount, usePortalUser } from '../session/use-portal-user';
import { useCurrentUser } from '../session/use-current-user';
import { BrandLogo } from './brand-logo';
import { type Counts, IconLinks } from './header-a-icons';
import { activeNavTab } from './active-nav-tab';
import { CBT_TAB, MainNav } from './header-a-main-nav';
import { MobileTabBar, TabBarSpace } from './header-a-mobile-tab-bar';
import { SearchBox } from './header-a-search';
import { DesktopOnly, Inner, MobileOnly, TopRow, UserArea, Wrapper } from './header-a-styles';
import { CbtSubMenu, SubNav } from './header-a-sub-menu';
import { PortalUserMenu, VisitorLinks } from './portal-user-menu';
import { mobileMediaQuery, useDebouncedMediaQuery } from './use-viewport';
import { useCurrentSite } from '../routing/current-site';
import { useInquiryPanel } from '../inquiry/inquiry-context';

// The drawer opens on a click: its code is fetched then, not with every page.
const MobileMenuDrawer = dynamic(() => import('./header-a-mobile-drawer').then((m) => m.MobileMenuDrawer), { ssr: false });

export interface HeaderProps {
  siteOrigins: Partial<Record<Site, string>>;
  /** Shell route, e.g. `/mycbt/archive`. */
  route: string;
  /** Current public path with query, for the login link's redirect. */
  asPath: string;
}

export function HeaderA({ siteOrigins, route, asPath }: HeaderProps) {
  const brand = getBrand('a');
  const { user } = useCurrentUser();
  const portalUser = usePortalUser(!!user);
  const chatCount = useChatUnreadCount(!!user);
  const guards = usePortalGuards(siteOrigins);
  const isMobile = useDebouncedMediaQuery(mobileMediaQuery(brand.mobileBreakpoint));
  const [menuOpen, setMenuOpen] = useState(false);
  const compact = route.startsWith('/mycbt/');
  const showNav = !compact && !hidesPortalNav(route);
  const corporate = isCorporate(user?.type);
  const activeTab = activeNavTab(useCurrentSite(), asPath);
  // The CBT tab's sub-menu row belongs to the CBT app's pages; elsewhere the tab's hover menu still lists it.
  const cbtTab = activeTab === CBT_TAB ? brand.navigation.find((item) => item.activeTab === CBT_TAB) : undefined;
  const counts: Counts = {
    notifications: portalUser?.notificationUnreadCount ?? user?.notificationUnreadCount ?? 0,
    scraps: portalUser?.scrapCount ?? user?.scrapCount ?? 0,
    chat: chatCount,
  };

  // A route change closes the menu, and so does crossing the mobile breakpoint (spec §4: the drawer closes when the
  // viewport is not mobile; the desktop panel has no place in the mobile layout either).
  useEffect(() => setMenuOpen(false), [asPath, isMobile]);
  // The inquiry panel, opened from the user menu, the footer or a link, takes over from the menu rather than opening
  // under the full-menu panel.
  const inquiryOpen = useInquiryPanel()?.open ?? false;
  useEffect(() => {
    if (inquiryOpen) setMenuOpen(false);
  }, [inquiryOpen]);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const careerClick = corporate ? guards.individualOnly : undefined;

  const userArea = (
    <UserArea data-testid="header-user-area">
      {user ? (
        <PortalUserMenu user={user} channel={portalUser?.channel} siteOrigins={siteOrigins} />
      ) : (
        <VisitorLinks siteOrigins={siteOrigins} asPath={asPath} />
      )}
    </UserArea>
  );

  const subMenu = cbtTab?.children?.length ? <CbtSubMenu items={cbtTab.children} siteOrigins={siteOrigins} route={route} /> : null;

  return (
    <Wrapper data-testid="site-header" data-brand="a" data-layout={compact ? 'compact' : 'full'}>
      <DesktopOnly data-testid="desktop-header">
        <Inner>
          <TopRow>
            <Link href="/" aria-label={`${brand.name} 홈`}>
              <BrandLogo brand="a" height={compact ? 28 : 34} />
            </Link>
            {compact ? subMenu : <SearchBox siteOrigins={siteOrigins} />}
            <IconLinks siteOrigins={siteOrigins} counts={counts} variant="desktop" />
            {userArea}
          </TopRow>
        </Inner>
      </DesktopOnly>
      <MobileOnly data-testid="mobile-header">
        <Inner>
          <TopRow>
            <Link href="/" aria-label={`${brand.name} 홈`}>
              <BrandLogo brand="a" height={28} />
            </Link>
            <IconLinks siteOrigins={siteOrigins} counts={counts} variant="mobile" />
          </TopRow>
          {compact ? null : <SearchBox siteOrigins={siteOrigins} />}
        </Inner>
      </MobileOnly>
      <MainNav
        siteOrigins={siteOrigins}
        show={showNav}
        menuOpen={menuOpen}
        isMobile={isMobile}
        onToggleMenu={() => setMenuOpen((v) => !v)}
        onCloseMenu={closeMenu}
        onCareerClick={careerClick}
        activeTab={activeTab}
      />
      {compact || !subMenu ? null : (
        <SubNav aria-label="CBT 하위 메뉴">
          <Inner>{subMenu}</Inner>
        </SubNav>
      )}
      <MobileTabBar
        siteOrigins={siteOrigins}
        drawerOpen={menuOpen && isMobile}
        onOpenMenu={() => setMenuOpen(true)}
        onChat={guards.appPrompt}
      />
      {menuOpen && isMobile ? (
        <MobileMenuDrawer
          user={user}
          channel={portalUser?.channel}
          siteOrigins={siteOrigins}
          asPath={asPath}
          onCareerClick={careerClick}
          onClose={closeMenu}
        />
      ) : null}
      <TabBarSpace />
    </Wrapper>
  );
}
