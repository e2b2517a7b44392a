/** The full menu's grid (both brands): one column per top item with its sub-items underneath. */
import styled from 'styled-components';
import type { NavItem } from '../../config/brands';
import type { Site } from '../../config/hosts';
import { NavLink } from './nav-link';

export function MenuSections({
  items,
  siteOrigins,
  onNavigate,
  className,
}: {
  items: NavItem[];
  className?: string;
  siteOrigins: Partial<Record<Site, string>>;
  onNavigate?: () => void;
}) {
  return (
    <Sections className={className}>
      {items.map((item) => (
        <section key={item.label}>
          <NavLink item={item} siteOrigins={siteOrigins} onClick={onNavigate}>
            <strong>{item.label}</strong>
          </NavLink>
          {item.children?.length ? (
            <ul aria-label={`${item.label} 메뉴`}>
              {item.children.map((child) => (
                <li key={child.label}>
                  <NavLink item={child} siteOrigins={siteOrigins} onClick={onNavigate}>
                    {child.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </Sections>
  );
}

const Sections = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  display: grid;
  /* Room for all eight brand A sections in one row at the content width. */
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 20px;
  section > a {
    display: block;
    padding: 4px 0;
  }
  ul {
    display: grid;
    gap: 6px;
    margin-top: 8px;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The full menu's panel under the navigation bar. */
export const FullMenuSurface = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: 20px;
  max-height: 70vh;
  overflow-y: auto;
`;
