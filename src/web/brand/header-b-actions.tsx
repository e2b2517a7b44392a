/** Brand B header icons (spec §2.3, §6): the cart with its count badge and the user icon's popup. */
import { useId } from 'react';
import styled from 'styled-components';
import { roundIcon } from '../styles/chrome-styles';
import type { ShopChrome } from '../../config/brands';
import type { Site } from '../../config/hosts';
import { formatCount } from '../api/format';
import { NavLink } from './nav-link';
import { PopupPanel, usePopup } from './header-b-popup';
import { IconButton } from './header-b-search';
import { CountBadge } from '../ui/count-badge';
import { CartIcon, UserIcon } from '../ui/icons';
import { linkTarget } from '../routing/site-links';

/** "장바구니 2개" for screen readers; just the name when the badge is hidden. */
export function cartLabel(count: number): string {
  const text = formatCount(count);
  return text ? `장바구니 ${text}개` : '장바구니';
}

export function CartLink({
  shop,
  siteOrigins,
  count,
  testId,
}: {
  shop: ShopChrome;
  siteOrigins: Partial<Record<Site, string>>;
  count: number;
  testId: string;
}) {
  return (
    <IconLink href={linkTarget({ href: shop.cartPath, site: 'shop' }, siteOrigins).href} aria-label={cartLabel(count)}>
      <CartIcon />
      <Count count={count} testId={testId} tone="accent" hidden />
    </IconLink>
  );
}

/**
 * The user icon's popup of my page and my CBT (spec §2.3), for visitors too: the shop and the my-CBT pages ask a
 * visitor to log in themselves, and the top strip already has the login and register links.
 */
export function UserIconMenu({
  shop,
  siteOrigins,
  route,
  asPath,
}: {
  shop: ShopChrome;
  siteOrigins: Partial<Record<Site, string>>;
  route: string;
  asPath: string;
}) {
  const popup = usePopup<HTMLDivElement>(asPath);
  const menuId = useId();
  return (
    <Slot ref={popup.ref}>
      <IconButton
        ref={popup.toggleRef}
        type="button"
        aria-label="내 메뉴"
        aria-haspopup="true"
        aria-expanded={popup.open}
        aria-controls={menuId}
        onClick={() => popup.setOpen((v) => !v)}
      >
        <UserIcon />
      </IconButton>
      {popup.open ? (
        <PopupPanel as="ul" id={menuId} aria-label="내 메뉴" data-testid="user-popup">
          {shop.userMenu.map((item) => (
            <li key={item.label}>
              <NavLink item={item} siteOrigins={siteOrigins} onClick={popup.close} current={!item.site && item.href === route}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </PopupPanel>
      ) : null}
    </Slot>
  );
}

const Slot = styled.div`
  position: relative;
  display: flex;
`;

const IconLink = styled.a`
  ${roundIcon}
`;

/** Anchored by its right edge, so a longer count grows to the left, over the icon rather than off it. */
const Count = styled(CountBadge)`
  top: 0;
  right: -2px;
`;
