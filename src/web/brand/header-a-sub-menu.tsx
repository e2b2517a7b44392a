/**
 * The CBT tab's sub-menu of the brand A header (spec §2.2): in the top row on compact my-CBT pages, else in
 * its own bar under the main navigation. The item of the current route is marked.
 */
import styled from 'styled-components';
import type { NavItem } from '../../config/brands';
import type { SiteOrigins } from './portal-links';
import { TopRow } from './header-a-styles';
import { NavLink } from './nav-link';
import { activeCbtHref } from '../routing/site-links';

export function CbtSubMenu({ items, siteOrigins, route }: { items: NavItem[]; siteOrigins: SiteOrigins; route: string }) {
  const activeHref = activeCbtHref(route);
  return (
    <SubMenu aria-label="CBT 메뉴">
      {items.map((child) => (
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
  );
}

export const SubNav = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
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
