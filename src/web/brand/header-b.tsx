/**
 * Brand B header (spec §2.3): a top strip of account links, the logo and the navigation with the
 * CBT dropdown from brands.ts. Shop links point at the brand's shop host.
 */
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { getBrand, type NavItem } from '../../config/brands';
import type { Site } from '../../config/hosts';
import { useCurrentUser } from '../session/use-current-user';
import { mobileQuery } from '../styles/theme';
import { BrandLogo } from './brand-logo';
import { activeCbtHref, Badge, type HeaderProps, NavLink } from './header-a';
import { linkTarget, loginHref } from './site-links';
import { displayUserName, LogoutButton } from './user-menu';

function CbtDropdown({ item, siteOrigins, route }: { item: NavItem; siteOrigins: Partial<Record<Site, string>>; route: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const menuId = useId();
  const activeHref = activeCbtHref(route);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  // A route change closes the menu.
  useEffect(() => setOpen(false), [route]);

  return (
    <DropdownItem
      ref={ref}
      data-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <DropdownToggle type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        {item.label}
        <Badge badge={item.badge} />
        <Caret aria-hidden="true" />
      </DropdownToggle>
      <DropdownMenu id={menuId} aria-label={`${item.label} 메뉴`}>
        {item.children?.map((child) => (
          <li key={child.label}>
            <NavLink item={child} siteOrigins={siteOrigins} current={!child.site && child.href === activeHref}>
              {child.label}
            </NavLink>
          </li>
        ))}
      </DropdownMenu>
    </DropdownItem>
  );
}

export function HeaderB({ siteOrigins, route, asPath }: HeaderProps) {
  const brand = getBrand('b');
  const { user } = useCurrentUser();
  const shop = (href: string) => linkTarget({ href, site: 'shop' }, siteOrigins).href;

  return (
    <Wrapper data-testid="site-header" data-brand="b">
      <Strip>
        <StripInner aria-label="회원 메뉴">
          {user ? (
            <>
              <strong data-testid="header-user-name">{displayUserName('b', user)}</strong>
              <a href={shop('/mypage')}>마이페이지</a>
              <LogoutButton brand="b" />
            </>
          ) : (
            <>
              <Link href={loginHref(asPath)}>로그인</Link>
              <Link href="/register">회원가입</Link>
            </>
          )}
          <a href={shop('/help')}>고객센터</a>
        </StripInner>
      </Strip>
      <Main>
        <Link href="/" aria-label={`${brand.name} 홈`}>
          <BrandLogo brand="b" height={36} />
        </Link>
        <nav aria-label="주 메뉴">
          <Menu>
            {brand.navigation.map((item) =>
              item.children?.length ? (
                <CbtDropdown key={item.label} item={item} siteOrigins={siteOrigins} route={route} />
              ) : (
                <li key={item.label}>
                  <MenuLink item={item} siteOrigins={siteOrigins}>
                    {item.label}
                  </MenuLink>
                </li>
              ),
            )}
          </Menu>
        </nav>
      </Main>
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
  gap: 40px;
  ${({ theme }) => mobileQuery(theme)} {
    gap: 16px;
    flex-wrap: wrap;
    padding-bottom: 8px;
  }
`;

const Menu = styled.ul`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const MenuLink = styled(NavLink)`
  display: inline-block;
  padding: 10px 12px;
  font-weight: 600;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const DropdownMenu = styled.ul`
  display: none;
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 100;
  min-width: 180px;
  padding: 8px 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 12px 32px rgba(15, 23, 42, 0.12);
  a {
    display: block;
    padding: 8px 16px;
    font-size: 14px;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const DropdownItem = styled.li`
  position: relative;
  &:hover > ${DropdownMenu}, &:focus-within > ${DropdownMenu}, &[data-open] > ${DropdownMenu} {
    display: block;
  }
`;

const DropdownToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 10px 12px;
  border: 0;
  background: none;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Caret = styled.span`
  width: 0;
  height: 0;
  border-left: 4px solid transparent;
  border-right: 4px solid transparent;
  border-top: 5px solid currentColor;
`;
