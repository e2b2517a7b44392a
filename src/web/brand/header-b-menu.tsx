/**
 * Brand B full menu (spec §2.3, §4): every header link in one panel on desktop, and the mobile side drawer
 * with the same links plus my page links and login/logout.
 */
import { Link } from '../ui/link';
import type { NavItem, ShopChrome } from '../../config/brands';
import type { Site } from '../../config/hosts';
import type { Profile } from '../api/auth-api';
import { FullMenuSurface, MenuSections } from './menu-sections';
import { DrawerAuthLinks, DrawerFoot, DrawerLinkGrid, DrawerSections, SideDrawer } from './side-drawer';
import { useCurrentSite } from '../routing/current-site';
import { linkTarget, loginHref, registerHref } from '../routing/site-links';
import { displayUserName, LogoutButton } from './user-menu';

type Origins = Partial<Record<Site, string>>;

export function FullMenuPanel({ id, items, siteOrigins, onClose }: { id: string; items: NavItem[]; siteOrigins: Origins; onClose: () => void }) {
  return (
    <FullMenuSurface id={id} data-testid="full-menu" aria-label="전체 메뉴">
      <MenuSections items={items} siteOrigins={siteOrigins} onNavigate={onClose} />
    </FullMenuSurface>
  );
}

export function MobileDrawer({
  id,
  items,
  shop,
  siteOrigins,
  user,
  asPath,
  onClose,
}: {
  id: string;
  items: NavItem[];
  shop: ShopChrome;
  siteOrigins: Origins;
  user: Profile | null;
  asPath: string;
  onClose: () => void;
}) {
  const currentSite = useCurrentSite();
  const head = user ? (
    <strong data-testid="drawer-user-name">{displayUserName('b', user)}</strong>
  ) : (
    <DrawerAuthLinks>
      <Link href={loginHref(asPath)} onClick={onClose}>
        로그인
      </Link>
      <Link href={registerHref(currentSite, siteOrigins, asPath)} onClick={onClose}>
        회원가입
      </Link>
    </DrawerAuthLinks>
  );
  return (
    <SideDrawer id={id} label="전체 메뉴" testId="mobile-drawer" head={head} onClose={onClose}>
      {user ? (
        <DrawerLinkGrid aria-label="마이페이지 메뉴">
          {shop.myPageLinks.map((item) => (
            <li key={item.label}>
              <a href={linkTarget(item, siteOrigins).href}>{item.label}</a>
            </li>
          ))}
        </DrawerLinkGrid>
      ) : null}
      <nav aria-label="카테고리 메뉴">
        <DrawerSections items={items} siteOrigins={siteOrigins} onNavigate={onClose} />
      </nav>
      {user ? (
        <DrawerFoot>
          <LogoutButton brand="b" />
        </DrawerFoot>
      ) : null}
    </SideDrawer>
  );
}
