/** Brand B navigation tabs (spec §2.3): server categories, then the CBT dropdown, community and job postings. */
import styled, { keyframes } from 'styled-components';
import type { NavItem } from '../../config/brands';
import type { Site } from '../../config/hosts';
import { Badge } from './nav-badge';
import { NavLink } from './nav-link';
import { NavDropdown } from './header-b-popup';

/** Placeholders while the categories load in the browser (widths keep the tab row from jumping). */
const SKELETON_WIDTHS = [96, 96, 72, 64, 72];

function Tab({ item, siteOrigins, route, testId }: { item: NavItem; siteOrigins: Partial<Record<Site, string>>; route: string; testId?: string }) {
  if (item.children?.length) {
    return <NavDropdown label={item.label} badge={item.badge} items={item.children} siteOrigins={siteOrigins} route={route} testId={testId} />;
  }
  return (
    <li data-testid={testId}>
      <TabLink item={item} siteOrigins={siteOrigins}>
        {item.label}
        <Badge badge={item.badge} />
      </TabLink>
    </li>
  );
}

export function CategoryTabs({
  categoryItems,
  loading,
  navigation,
  siteOrigins,
  route,
}: {
  categoryItems: NavItem[];
  loading: boolean;
  navigation: NavItem[];
  siteOrigins: Partial<Record<Site, string>>;
  route: string;
}) {
  return (
    <Tabs>
      {loading
        ? SKELETON_WIDTHS.map((width, index) => (
            <li key={index} aria-hidden="true" data-testid="category-skeleton">
              <Skeleton style={{ width }} />
            </li>
          ))
        : categoryItems.map((item) => <Tab key={item.label} item={item} siteOrigins={siteOrigins} route={route} testId="gnb-category" />)}
      {navigation.map((item) => (
        <Tab key={item.label} item={item} siteOrigins={siteOrigins} route={route} />
      ))}
    </Tabs>
  );
}

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
`;

const TabLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 10px 12px;
  font-weight: 600;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const pulse = keyframes`
  from { opacity: 0.5; }
  to { opacity: 1; }
`;

const Skeleton = styled.span`
  display: block;
  height: 16px;
  margin: 12px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 0.8s ease-in-out infinite alternate;
`;
