/** A navigation link: Next's client-side Link within this site, a plain anchor to another site's origin. */
import { Link } from '../ui/link';
import type { NavItem } from '../../config/brands';
import type { Site } from '../../config/hosts';
import { useCurrentSite } from '../routing/current-site';
import { linkTarget } from '../routing/site-links';

export function NavLink({
  item,
  siteOrigins,
  className,
  current,
  onClick,
  children,
}: {
  item: Pick<NavItem, 'href' | 'site'>;
  siteOrigins: Partial<Record<Site, string>>;
  className?: string;
  current?: boolean;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  children: React.ReactNode;
}) {
  const target = linkTarget(item, siteOrigins, useCurrentSite());
  const aria = current ? ({ 'aria-current': 'page' } as const) : {};
  return target.external ? (
    <a href={target.href} className={className} onClick={onClick} {...aria}>
      {children}
    </a>
  ) : (
    <Link href={target.href} className={className} onClick={onClick} {...aria}>
      {children}
    </Link>
  );
}
