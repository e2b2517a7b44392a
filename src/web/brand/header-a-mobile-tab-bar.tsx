/**
 * The brand A bottom tab bar below 1024 px (spec §2.2): 메뉴 opens the side drawer, 채팅 asks for the app, the
 * rest are links. The bar is fixed, so the page's end keeps room for it.
 */
import { Link } from '../ui/link';
import styled, { createGlobalStyle } from 'styled-components';
import { siteUrl, type SiteOrigins } from './portal-links';
import { mobileQuery } from '../styles/theme';
import { CalendarIcon, ChatIcon, CommunityIcon, HomeIcon, MenuIcon } from '../ui/icons';

/** The drawer (header-a-mobile-drawer.tsx) the 메뉴 buttons control. */
export const DRAWER_ID = 'portal-drawer';

export function MobileTabBar({
  siteOrigins,
  drawerOpen,
  onOpenMenu,
  onChat,
}: {
  siteOrigins: SiteOrigins;
  drawerOpen: boolean;
  onOpenMenu: () => void;
  onChat: () => void;
}) {
  return (
    <TabBar aria-label="하단 메뉴" data-testid="mobile-tab-bar">
      <TabBarButton type="button" aria-expanded={drawerOpen} aria-controls={DRAWER_ID} onClick={onOpenMenu}>
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
      <TabBarButton type="button" onClick={onChat}>
        <ChatIcon />
        채팅
      </TabBarButton>
    </TabBar>
  );
}

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

const TabBarButton = styled.button`
  border: 0;
  background: none;
  font-family: inherit;
`;

/** Keeps the page's end clear of the fixed tab bar on mobile. */
export const TabBarSpace = createGlobalStyle`
  ${({ theme }) => mobileQuery(theme)} {
    body {
      padding-bottom: calc(56px + env(safe-area-inset-bottom));
    }
  }
`;
