/**
 * The brand A main navigation (spec §2.2, §2.5): sticky under the header, with the full-menu toggle, the tabs
 * with hover sub-menus, the member shortcuts and, on desktop, the full-menu panel. Once the bar is stuck to the
 * top its shadow shows and the CBT tab's free pill becomes a red dot.
 */
import { useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { getBrand } from '../../config/brands';
import { careerManagementUrl, siteUrl, type SiteOrigins } from './portal-links';
import { menuSurface } from '../styles/chrome-styles';
import { mobileQuery } from '../styles/theme';
import { DRAWER_ID } from './header-a-mobile-tab-bar';
import { Inner } from './header-a-styles';
import { FullMenuSurface, MenuSections } from './menu-sections';
import { Badge } from './nav-badge';
import { NavLink } from './nav-link';

export const CBT_TAB = 'cbt';
/** Desktop widths below the content width, where the tabs and the extras share less room. */
const NARROW_DESKTOP_MAX = 1279;
const CAREER_TAB = 'career';
const FULL_MENU_ID = 'portal-full-menu';

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

export interface MainNavProps {
  siteOrigins: SiteOrigins;
  /** Hidden on compact my-CBT pages and the pages the spec lists; the sticky sentinel stays. */
  show: boolean;
  menuOpen: boolean;
  isMobile: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
  /** Corporate members are stopped from MY 커리어관리 (an individual-only page). */
  onCareerClick: ((event: React.MouseEvent) => void) | undefined;
  /** The tab the page belongs to (active-nav-tab.ts), marked as current. */
  activeTab: string | null;
}

export function MainNav({ siteOrigins, show, menuOpen, isMobile, onToggleMenu, onCloseMenu, onCareerClick, activeTab }: MainNavProps) {
  const navigation = getBrand('a').navigation;
  const [sentinel, stuck] = useStuck();
  const toggle = useRef<HTMLButtonElement>(null);
  const panelOpen = menuOpen && !isMobile && show;

  // Escape closes the desktop panel from wherever focus is and gives focus back to its button, as the drawer does
  // for the phone layout (side-drawer.tsx).
  useEffect(() => {
    if (!panelOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onCloseMenu();
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panelOpen, onCloseMenu]);
  return (
    <>
      <div ref={sentinel} aria-hidden="true" />
      {show ? (
        <Bar aria-label="주 메뉴" data-testid="main-nav" data-stuck={stuck ? 'true' : 'false'}>
          <Inner>
            <NavRow>
              <MenuToggle
                ref={toggle}
                type="button"
                aria-expanded={menuOpen}
                aria-controls={isMobile ? DRAWER_ID : FULL_MENU_ID}
                onClick={onToggleMenu}
              >
                전체 메뉴
              </MenuToggle>
              <Tabs>
                {navigation.map((item) => (
                  <TabItem key={item.label}>
                    <TabLink
                      item={item}
                      siteOrigins={siteOrigins}
                      current={item.activeTab === activeTab}
                      $active={item.activeTab === activeTab}
                      onClick={item.activeTab === CAREER_TAB ? onCareerClick : undefined}
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
                <a href={careerManagementUrl(siteOrigins)} onClick={onCareerClick}>
                  MY 커리어관리
                </a>
                <a href={siteUrl(siteOrigins, 'corporate', '/register/activity')}>공고 등록</a>
              </NavExtras>
            </NavRow>
          </Inner>
          {panelOpen ? <FullMenuPanel siteOrigins={siteOrigins} onClose={onCloseMenu} /> : null}
        </Bar>
      ) : null}
    </>
  );
}

const Bar = styled.nav`
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

/**
 * On desktop the tabs' hover menus hang below the row, so the list must not be a scroll box: overflow-x: auto clips
 * overflow-y as well, and the menus never painted. A desktop row too narrow for every tab wraps instead; only the phone
 * layout, where the tabs really overflow and hover menus are off, scrolls sideways.
 */
const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  min-width: 0;
  ${({ theme }) => mobileQuery(theme)} {
    flex-wrap: nowrap;
    overflow-x: auto;
    scrollbar-width: none;
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
  /* From the desktop breakpoint up to 1,280 px the eight tabs fit one row only a little tighter (measured at 1,024:
     811 px of tabs for 720 px of room at full size). */
  @media (max-width: ${NARROW_DESKTOP_MAX}px) {
    padding: 12px 8px;
    font-size: 15px;
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
