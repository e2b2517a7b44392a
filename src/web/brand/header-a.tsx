/**
 * Brand A header (spec §2.2): logo, user area and the multi-level menu of brands.ts; the CBT tab's
 * second level is always open on the CBT site. My-CBT pages get a compact single-row layout.
 */
import Link from 'next/link';
import styled, { css } from 'styled-components';
import { getBrand, type NavBadge, type NavItem } from '../../config/brands';
import type { Site } from '../../config/hosts';
import { useCurrentUser } from '../session/use-current-user';
import { mobileQuery } from '../styles/theme';
import { BrandLogo } from './brand-logo';
import { linkTarget, loginHref } from './site-links';
import { displayUserName, LogoutButton } from './user-menu';

export interface HeaderProps {
  siteOrigins: Partial<Record<Site, string>>;
  /** Shell route, e.g. `/mycbt/archive`. */
  route: string;
  /** Current public path with query, for the login link's redirect. */
  asPath: string;
}

const CBT_TAB = 'cbt';

export function NavLink({
  item,
  siteOrigins,
  className,
  current,
  children,
}: {
  item: Pick<NavItem, 'href' | 'site'>;
  siteOrigins: Partial<Record<Site, string>>;
  className?: string;
  current?: boolean;
  children: React.ReactNode;
}) {
  const target = linkTarget(item, siteOrigins);
  const aria = current ? ({ 'aria-current': 'page' } as const) : {};
  return target.external ? (
    <a href={target.href} className={className} {...aria}>
      {children}
    </a>
  ) : (
    <Link href={target.href} className={className} {...aria}>
      {children}
    </Link>
  );
}

export function Badge({ badge }: { badge: NavBadge | undefined }) {
  if (badge === 'new') return <BadgePill $tone="new">N</BadgePill>;
  if (badge === 'cbt') return <BadgePill $tone="cbt">100% 무료</BadgePill>;
  return null;
}

/** The CBT sub-item matching the current route: `/` for the exam pages, else the my-CBT page itself. */
export function activeCbtHref(route: string): string {
  if (route.startsWith('/mycbt/')) return route;
  if (route === '/' || route.startsWith('/exam')) return '/';
  return '';
}

export function HeaderA({ siteOrigins, route, asPath }: HeaderProps) {
  const brand = getBrand('a');
  const { user } = useCurrentUser();
  const compact = route.startsWith('/mycbt/');
  const cbtTab = brand.navigation.find((item) => item.activeTab === CBT_TAB);
  const activeHref = activeCbtHref(route);

  const userArea = (
    <UserArea>
      {user ? (
        <>
          <strong data-testid="header-user-name">{displayUserName('a', user)}</strong>
          <LogoutButton brand="a" />
        </>
      ) : (
        <>
          <Link href={loginHref(asPath)}>로그인</Link>
          <Link href="/register">회원가입</Link>
        </>
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
      <Inner>
        <TopRow>
          <Link href="/" aria-label={`${brand.name} 홈`}>
            <BrandLogo brand="a" height={compact ? 28 : 34} />
          </Link>
          {compact ? subMenu : null}
          {userArea}
        </TopRow>
        {compact ? null : (
          <>
            <nav aria-label="주 메뉴">
              <Tabs>
                {brand.navigation.map((item) => (
                  <li key={item.label}>
                    <TabLink
                      item={item}
                      siteOrigins={siteOrigins}
                      current={item.activeTab === CBT_TAB}
                      $active={item.activeTab === CBT_TAB}
                    >
                      {item.label}
                      <Badge badge={item.badge} />
                    </TabLink>
                  </li>
                ))}
              </Tabs>
            </nav>
            <nav aria-label="CBT 하위 메뉴">{subMenu}</nav>
          </>
        )}
      </Inner>
    </Wrapper>
  );
}

const Wrapper = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 20px;
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  min-height: 64px;
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

const Tabs = styled.ul`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  scrollbar-width: none;
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
