/**
 * Brand A chrome (spec §2.2, §2.5): the portal's desktop header (logo, search, calendar, notifications, scrap,
 * chat toggle, user menu), the sticky main navigation with its full-menu panel, and below 1024 px a mobile
 * header with a bottom tab bar whose 메뉴 opens the menu as a side drawer. My-CBT pages get a compact header; the
 * main navigation is hidden on the my-CBT archive, note and review pages and on exam detail pages.
 */
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled, { createGlobalStyle, css } from 'styled-components';
import { getBrand, type NavBadge } from '../../config/brands';
import type { Site } from '../../config/hosts';
import type { Profile } from '../api/cbt-api';
import { formatCount } from '../api/format';
import type { CurrentUserChannel } from '../api/portal-api';
import { useChatPanel } from '../chat/chat-context';
import { ChatTooltip } from '../portal/chat-tooltip';
import { usePortalGuards } from '../portal/portal-dialogs';
import {
  careerManagementUrl,
  hidesPortalNav,
  isCorporate,
  SEARCH_PLACEHOLDER,
  searchUrl,
  siteUrl,
  type SiteOrigins,
} from '../portal/portal-links';
import { useChatUnreadCount, usePortalUser } from '../portal/use-portal-user';
import { useCurrentUser } from '../session/use-current-user';
import { menuSurface, roundIcon } from '../styles/chrome-styles';
import { mobileQuery } from '../styles/theme';
import { CountBadge } from '../ui/count-badge';
import { BellIcon, BookmarkIcon, CalendarIcon, ChatIcon, CommunityIcon, HomeIcon, MenuIcon } from '../ui/icons';
import { BrandLogo } from './brand-logo';
import { FullMenuSurface, MenuSections } from './menu-sections';
import { NavLink } from './nav-link';
import { PortalUserMenu, UserMenuList, VisitorLinks } from './portal-user-menu';
import { DrawerAuthLinks, DrawerLinkGrid, DrawerSections, SideDrawer } from './side-drawer';
import { mobileMediaQuery, useDebouncedMediaQuery } from './use-viewport';
import { displayUserName } from './user-menu';

export interface HeaderProps {
  siteOrigins: Partial<Record<Site, string>>;
  /** Shell route, e.g. `/mycbt/archive`. */
  route: string;
  /** Current public path with query, for the login link's redirect. */
  asPath: string;
}

const CBT_TAB = 'cbt';
const CAREER_TAB = 'career';
const FULL_MENU_ID = 'portal-full-menu';
const DRAWER_ID = 'portal-drawer';

export function Badge({ badge, stuck = false }: { badge: NavBadge | undefined; stuck?: boolean }) {
  if (badge === 'new') return <BadgePill $tone="new">NEW</BadgePill>;
  if (badge === 'cbt') {
    // Spec §2.5: when the bar is stuck a red dot replaces the free tooltip.
    return stuck ? (
      <RedDot data-testid="free-dot" aria-label="100% 무료" role="img" />
    ) : (
      <BadgePill $tone="cbt">100% 무료</BadgePill>
    );
  }
  return null;
}

/** The CBT sub-item matching the current route: `/` for the exam pages, else the my-CBT page itself. */
export function activeCbtHref(route: string): string {
  if (route.startsWith('/mycbt/')) return route;
  if (route === '/' || route.startsWith('/exam')) return '/';
  return '';
}

/** "알림 3개" for screen readers; just the name when the badge is hidden. */
function countLabel(name: string, count: number): string {
  const text = formatCount(count);
  return text ? `${name} ${text}개` : name;
}

interface Counts {
  notifications: number;
  scraps: number;
  chat: number;
}

function IconLinks({ siteOrigins, counts, variant }: { siteOrigins: SiteOrigins; counts: Counts; variant: 'desktop' | 'mobile' }) {
  const chat = useChatPanel();
  return (
    <Icons aria-label="바로가기" data-variant={variant}>
      <IconLink href={siteUrl(siteOrigins, 'portal', '/calendar')} aria-label="캘린더">
        <CalendarIcon />
        <IconLabel>캘린더</IconLabel>
      </IconLink>
      <IconLink href={siteUrl(siteOrigins, 'portal', '/notifications')} aria-label={countLabel('알림', counts.notifications)}>
        <BellIcon />
        <IconLabel>알림</IconLabel>
        <Count count={counts.notifications} testId={`${variant}-notification-count`} />
      </IconLink>
      <IconLink href={siteUrl(siteOrigins, 'portal', '/accounts/scrap')} aria-label={countLabel('스크랩', counts.scraps)}>
        <BookmarkIcon />
        <IconLabel>스크랩</IconLabel>
        <Count count={counts.scraps} testId={`${variant}-scrap-count`} />
      </IconLink>
      <ChatSlot>
        <IconButton type="button" aria-label={countLabel('채팅', counts.chat)} aria-pressed={chat.open} onClick={chat.togglePanel}>
          <ChatIcon />
          <IconLabel>채팅</IconLabel>
          <Count count={counts.chat} testId={`${variant}-chat-count`} />
        </IconButton>
        {variant === 'desktop' ? <ChatTooltip /> : null}
      </ChatSlot>
    </Icons>
  );
}

function SearchBox({ siteOrigins }: { siteOrigins: SiteOrigins }) {
  const [text, setText] = useState('');
  return (
    <SearchForm
      role="search"
      aria-label="통합 검색"
      onSubmit={(event) => {
        event.preventDefault();
        const url = searchUrl(siteOrigins, text);
        if (url) window.location.assign(url);
      }}
    >
      <input
        type="search"
        name="q"
        aria-label="검색어"
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {/* Named apart from the pages' own search buttons. */}
      <button type="submit" aria-label="통합 검색">
        검색
      </button>
    </SearchForm>
  );
}

/** True once the element scrolled to the top of the viewport (position: sticky engaged). */
function useStuck(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const sentinel = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setStuck(!!entry && !entry.isIntersecting));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [sentinel, stuck];
}

function FullMenuPanel({ siteOrigins, onClose }: { siteOrigins: SiteOrigins; onClose: () => void }) {
  return (
    <FullMenuSurface id={FULL_MENU_ID} data-testid="full-menu" aria-label="전체 메뉴">
      <MenuSections items={getBrand('a').navigation} siteOrigins={siteOrigins} onNavigate={onClose} />
    </FullMenuSurface>
  );
}

/** Below 1024 px the menu is a drawer: the member (or the two login links), the navigation and the role's menu. */
function MobileMenuDrawer({
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

export function HeaderA({ siteOrigins, route, asPath }: HeaderProps) {
  const brand = getBrand('a');
  const { user } = useCurrentUser();
  const portalUser = usePortalUser(!!user);
  const chatCount = useChatUnreadCount(!!user);
  const guards = usePortalGuards(siteOrigins);
  const isMobile = useDebouncedMediaQuery(mobileMediaQuery(brand.mobileBreakpoint));
  const [menuOpen, setMenuOpen] = useState(false);
  const [sentinel, stuck] = useStuck();
  const compact = route.startsWith('/mycbt/');
  const showNav = !compact && !hidesPortalNav(route);
  const corporate = isCorporate(user?.type);
  const cbtTab = brand.navigation.find((item) => item.activeTab === CBT_TAB);
  const activeHref = activeCbtHref(route);
  const counts: Counts = {
    notifications: portalUser?.notificationUnreadCount ?? user?.notificationUnreadCount ?? 0,
    scraps: portalUser?.scrapCount ?? user?.scrapCount ?? 0,
    chat: chatCount,
  };

  // A route change closes the menu, and so does crossing the mobile breakpoint (spec §4: the drawer closes when the
  // viewport is not mobile; the desktop panel has no place in the mobile layout either).
  useEffect(() => setMenuOpen(false), [asPath, isMobile]);
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

  const subMenu = cbtTab?.children?.length ? (
    <SubMenu aria-label="CBT 메뉴">
      {cbtTab.children.map((child) => (
        <li key={child.label}>
          <SubLink
            item={child}
            siteOrigins={siteOrigins}
            current={!child.site && child.href === activeHref}
            $active={!child.site && child.href === activeHref}
          >
            {child.label}
          </SubLink>
        </li>
      ))}
    </SubMenu>
  ) : null;

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
      <div ref={sentinel} aria-hidden="true" />
      {showNav ? (
        <MainNav aria-label="주 메뉴" data-testid="main-nav" data-stuck={stuck ? 'true' : 'false'}>
          <Inner>
            <NavRow>
              <MenuToggle
                type="button"
                aria-expanded={menuOpen}
                aria-controls={isMobile ? DRAWER_ID : FULL_MENU_ID}
                onClick={() => setMenuOpen((v) => !v)}
              >
                전체 메뉴
              </MenuToggle>
              <Tabs>
                {brand.navigation.map((item) => (
                  <TabItem key={item.label}>
                    <TabLink
                      item={item}
                      siteOrigins={siteOrigins}
                      current={item.activeTab === CBT_TAB}
                      $active={item.activeTab === CBT_TAB}
                      onClick={item.activeTab === CAREER_TAB ? careerClick : undefined}
                    >
                      {item.label}
                      <Badge badge={item.badge} stuck={stuck} />
                    </TabLink>
                    {item.children?.length ? (
                      <HoverMenu aria-label={`${item.label} 하위 메뉴`}>
                        {item.children.map((child) => (
                          <li key={child.label}>
                            <NavLink item={child} siteOrigins={siteOrigins}>
                              {child.label}
                            </NavLink>
                          </li>
                        ))}
                      </HoverMenu>
                    ) : null}
                  </TabItem>
                ))}
              </Tabs>
              <NavExtras>
                <a href={careerManagementUrl(siteOrigins)} onClick={careerClick}>
                  MY 커리어관리
                </a>
                <a href={siteUrl(siteOrigins, 'corporate', '/register/activity')}>공고 등록</a>
              </NavExtras>
            </NavRow>
          </Inner>
          {menuOpen && !isMobile ? <FullMenuPanel siteOrigins={siteOrigins} onClose={closeMenu} /> : null}
        </MainNav>
      ) : null}
      {compact ? null : (
        <SubNav aria-label="CBT 하위 메뉴">
          <Inner>{subMenu}</Inner>
        </SubNav>
      )}
      <TabBar aria-label="하단 메뉴" data-testid="mobile-tab-bar">
        <TabBarButton
          type="button"
          aria-expanded={menuOpen && isMobile}
          aria-controls={DRAWER_ID}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
          메뉴
        </TabBarButton>
        <a href={siteUrl(siteOrigins, 'community', '/community')}>
          <CommunityIcon />
          커뮤니티
        </a>
        <Link href="/">
          <HomeIcon />홈
        </Link>
        <a href={siteUrl(siteOrigins, 'portal', '/calendar')}>
          <CalendarIcon />
          캘린더
        </a>
        <TabBarButton type="button" onClick={guards.appPrompt}>
          <ChatIcon />
          채팅
        </TabBarButton>
      </TabBar>
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

const Wrapper = styled.header`
  display: contents;
`;

const DesktopOnly = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => mobileQuery(theme)} {
    display: none;
  }
`;

const MobileOnly = styled.div`
  display: none;
  ${({ theme }) => mobileQuery(theme)} {
    display: block;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 20px;
  ${({ theme }) => mobileQuery(theme)} {
    padding: 0 16px 8px;
  }
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  min-height: 64px;
  ${({ theme }) => mobileQuery(theme)} {
    min-height: 52px;
    gap: 12px;
    justify-content: space-between;
  }
`;

const SearchForm = styled.form`
  flex: 1;
  max-width: 420px;
  display: flex;
  align-items: center;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 999px;
  overflow: hidden;
  input {
    flex: 1;
    min-width: 0;
    height: 40px;
    padding: 0 16px;
    border: 0;
    font: inherit;
    font-size: 14px;
    outline: none;
  }
  button {
    height: 40px;
    padding: 0 16px;
    border: 0;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }
  ${({ theme }) => mobileQuery(theme)} {
    max-width: none;
  }
`;

const Icons = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  &[data-variant='mobile'] {
    gap: 0;
  }
`;

/** Icon with its label underneath on desktop; a 40 px round icon control on mobile, named by aria-label. */
const iconStyle = css`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  min-width: 48px;
  padding: 4px 6px;
  border: 0;
  border-radius: 8px;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  [data-variant='mobile'] & {
    ${roundIcon}
    min-width: 0;
  }
`;

const IconLabel = styled.span`
  font-size: 11px;
  line-height: 14px;
  white-space: nowrap;
  [data-variant='mobile'] & {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const IconLink = styled.a`
  ${iconStyle}
`;

/** The chat button and, on a first visit, its tooltip beside it in the same row. */
const ChatSlot = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const IconButton = styled.button`
  ${iconStyle}
`;

/** Sits on the icon's top-right corner and grows to the right for "11" and "99+". */
const Count = styled(CountBadge)`
  top: 0;
  left: calc(50% + 4px);
  /* The white ring separates the badge from the icon under it; the box stays 18 px tall. */
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
  font-size: 10px;
  [data-variant='mobile'] & {
    top: 2px;
    left: 22px;
  }
`;

const UserArea = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 16px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const MainNav = styled.nav`
  position: sticky;
  top: 0;
  z-index: 1100;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &[data-stuck='true'] {
    box-shadow: 0 4px 12px rgba(15, 23, 42, 0.08);
  }
`;

const NavRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const MenuToggle = styled.button`
  flex: none;
  padding: 12px 10px;
  border: 0;
  background: none;
  font-weight: 700;
`;

const Tabs = styled.ul`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  scrollbar-width: none;
  ${({ theme }) => mobileQuery(theme)} {
    overflow-x: auto;
  }
`;

const HoverMenu = styled.ul`
  display: none;
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 1150;
  ${menuSurface}
`;

const TabItem = styled.li`
  position: relative;
  &:hover > ${HoverMenu}, &:focus-within > ${HoverMenu} {
    display: block;
  }
  ${({ theme }) => mobileQuery(theme)} {
    &:hover > ${HoverMenu}, &:focus-within > ${HoverMenu} {
      display: none;
    }
  }
`;

const activeUnderline = css`
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
`;

const TabLink = styled(NavLink)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 12px 14px;
  font-size: 16px;
  font-weight: 700;
  white-space: nowrap;
  ${({ $active }) => $active && activeUnderline}
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${({ theme }) => mobileQuery(theme)} {
    padding: 10px;
    font-size: 15px;
  }
`;

const NavExtras = styled.div`
  margin-left: auto;
  display: flex;
  gap: 16px;
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
  ${({ theme }) => mobileQuery(theme)} {
    display: none;
  }
`;

const MemberMenu = styled(DrawerLinkGrid)`
  margin-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 0;
`;

const SubMenu = styled.ul`
  display: flex;
  gap: 20px;
  padding: 10px 0;
  overflow-x: auto;
  font-size: 14px;
  ${TopRow} & {
    padding: 0;
  }
`;

const SubLink = styled(NavLink)<{ $active: boolean }>`
  white-space: nowrap;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.muted)};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const TabBar = styled.nav`
  display: none;
  ${({ theme }) => mobileQuery(theme)} {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 1300;
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    height: calc(56px + env(safe-area-inset-bottom));
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    padding-bottom: env(safe-area-inset-bottom);
    > * {
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      gap: 2px;
      font-size: 11px;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.text};
    }
  }
`;

/** Keeps the page's end clear of the fixed tab bar on mobile. */
const TabBarSpace = createGlobalStyle`
  ${({ theme }) => mobileQuery(theme)} {
    body {
      padding-bottom: calc(56px + env(safe-area-inset-bottom));
    }
  }
`;

const SubNav = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TabBarButton = styled.button`
  border: 0;
  background: none;
  font-family: inherit;
`;

const BadgePill = styled.span<{ $tone: 'new' | 'cbt' }>`
  display: inline-block;
  padding: 1px 6px;
  border-radius: 999px;
  font-size: 11px;
  font-weight: 700;
  line-height: 16px;
  color: #fff;
  background: ${({ theme, $tone }) => ($tone === 'cbt' ? theme.colors.accent : theme.colors.danger)};
`;

const RedDot = styled.span`
  display: inline-block;
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
`;
