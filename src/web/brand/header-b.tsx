/**
 * Brand B header (spec §2.3, §4, §5, §6): a top strip of account links; the main row with the logo, the shop
 * search, the cart (count badge for members) and the user icon; the navigation with the server's category
 * tabs, the CBT dropdown, community and job links and a full-menu toggle. Below 768 px a compact row (logo,
 * search icon, cart, menu button) replaces all of it and the menu opens as a side drawer.
 */
import dynamic from 'next/dynamic';
import { Link } from '../ui/link';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { getBrand, type NavItem } from '../../config/brands';
import { useCurrentUser } from '../session/use-current-user';
import { mobileQuery } from '../styles/theme';
import { BrandLogo } from './brand-logo';
import type { HeaderProps } from './header-a';
import { CartLink, UserIconMenu } from './header-b-actions';
import { CategoryTabs } from './header-b-tabs';
import { DesktopSearch, IconButton, MobileSearch } from './header-b-search';
import { categoryNavItems } from './shop-links';
import { useCartCount, useGnbCategories } from './shop-queries';
import { useCurrentSite } from '../routing/current-site';
import { linkTarget, loginHref, registerHref } from '../routing/site-links';
import { mobileMediaQuery, useDebouncedMediaQuery } from './use-viewport';
import { displayUserName, LogoutButton } from './user-menu';
import { MenuIcon } from '../ui/icons';

// The full menu and the drawer open on a click: their code is fetched then, not with every page.
const FullMenuPanel = dynamic(() => import('./header-b-menu').then((m) => m.FullMenuPanel), { ssr: false });
const MobileDrawer = dynamic(() => import('./header-b-menu').then((m) => m.MobileDrawer), { ssr: false });

const FULL_MENU_ID = 'brand-b-full-menu';
const DRAWER_ID = 'brand-b-drawer';

export function HeaderB({ siteOrigins, route, asPath }: HeaderProps) {
  const brand = getBrand('b');
  const shop = brand.shop!;
  const { user } = useCurrentUser();
  const currentSite = useCurrentSite();
  const cartCount = useCartCount(!!user);
  const { categories, isLoading: categoriesLoading } = useGnbCategories();
  const isMobile = useDebouncedMediaQuery(mobileMediaQuery(brand.mobileBreakpoint));
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const shopHref = (href: string) => linkTarget({ href, site: 'shop' }, siteOrigins).href;

  const categoryItems = categoryNavItems(shop, categories);
  const allItems: NavItem[] = [...categoryItems, ...brand.navigation];

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // A route change closes both menus; the drawer also closes once the viewport is no longer mobile (spec §4).
  useEffect(() => {
    setMenuOpen(false);
    setDrawerOpen(false);
  }, [asPath]);
  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  return (
    <Wrapper data-testid="site-header" data-brand="b">
      <Strip>
        <StripInner aria-label="회원 메뉴">
          {user ? (
            <>
              <strong data-testid="header-user-name">{displayUserName('b', user)}</strong>
              <a href={shopHref('/mypage')}>마이페이지</a>
              <LogoutButton brand="b" />
            </>
          ) : (
            <>
              <Link href={loginHref(asPath)}>로그인</Link>
              <Link href={registerHref(currentSite, siteOrigins, asPath)}>회원가입</Link>
            </>
          )}
          <a href={shopHref('/help')}>고객센터</a>
        </StripInner>
      </Strip>
      <Main data-testid="desktop-header">
        <Link href="/" aria-label={`${brand.name} 홈`}>
          <BrandLogo brand="b" height={36} />
        </Link>
        <DesktopSearch shop={shop} siteOrigins={siteOrigins} />
        <Icons>
          <CartLink shop={shop} siteOrigins={siteOrigins} count={cartCount} testId="cart-count" />
          <UserIconMenu shop={shop} siteOrigins={siteOrigins} route={route} asPath={asPath} />
        </Icons>
      </Main>
      <MobileRow data-testid="mobile-header">
        <Link href="/" aria-label={`${brand.name} 홈`}>
          <BrandLogo brand="b" height={28} />
        </Link>
        <Icons>
          <MobileSearch shop={shop} siteOrigins={siteOrigins} route={asPath} />
          <CartLink shop={shop} siteOrigins={siteOrigins} count={cartCount} testId="mobile-cart-count" />
          <IconButton
            type="button"
            aria-label="전체 메뉴 열기"
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        </Icons>
      </MobileRow>
      <NavBar aria-label="주 메뉴">
        <NavInner>
          <MenuToggle
            type="button"
            aria-label={menuOpen ? '전체 메뉴 닫기' : '전체 메뉴 열기'}
            aria-expanded={menuOpen}
            aria-controls={FULL_MENU_ID}
            onClick={() => setMenuOpen((v) => !v)}
          >
            <MenuIcon />
            전체 메뉴
          </MenuToggle>
          <CategoryTabs
            categoryItems={categoryItems}
            loading={categoriesLoading}
            navigation={brand.navigation}
            siteOrigins={siteOrigins}
            route={route}
          />
        </NavInner>
        {menuOpen ? (
          <FullMenuPanel id={FULL_MENU_ID} items={allItems} siteOrigins={siteOrigins} onClose={() => setMenuOpen(false)} />
        ) : null}
      </NavBar>
      {drawerOpen ? (
        <MobileDrawer
          id={DRAWER_ID}
          items={allItems}
          shop={shop}
          siteOrigins={siteOrigins}
          user={user}
          asPath={asPath}
          onClose={closeDrawer}
        />
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
`;

const Strip = styled.div`
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #fff;
  font-size: 13px;
  ${({ theme }) => mobileQuery(theme)} {
    display: none;
  }
`;

const StripInner = styled.nav`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 6px 20px;
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: 16px;
  a,
  button {
    opacity: 0.9;
  }
  a:hover,
  button:hover {
    opacity: 1;
    text-decoration: underline;
  }
`;

const Main = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 20px;
  min-height: 68px;
  display: flex;
  align-items: center;
  gap: 32px;
  ${({ theme }) => mobileQuery(theme)} {
    display: none;
  }
`;

const Icons = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 4px;
`;

const MobileRow = styled.div`
  display: none;
  ${({ theme }) => mobileQuery(theme)} {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 56px;
    padding: 0 8px 0 16px;
  }
`;

const NavBar = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => mobileQuery(theme)} {
    display: none;
  }
`;

const NavInner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 20px;
  display: flex;
  align-items: center;
  gap: 8px;
`;

const MenuToggle = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 10px 8px;
  border: 0;
  background: none;
  font-weight: 700;
`;
