/** Brand A's user area (spec §2.5, §6): visitor login links, or the member's menu per role. */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { menuSurface } from '../styles/chrome-styles';
import type { Profile } from '../api/auth-api';
import { useInquiryPanel } from '../inquiry/inquiry-context';
import { usePortalGuards } from './use-portal-guards';
import { siteUrl, type SiteOrigins, type UserMenuItem, userMenuItems } from './portal-links';
import type { CurrentUserChannel } from '../api/portal-api';
import { loginHref } from '../routing/site-links';
import { displayUserName } from './user-menu';
import { Caret } from '../ui/caret';
import { submitSignOut } from '../session/logout';

export function VisitorLinks({ siteOrigins, asPath }: { siteOrigins: SiteOrigins; asPath: string }) {
  return (
    <>
      <a href={loginHref(asPath)}>개인회원 로그인</a>
      <a href={siteUrl(siteOrigins, 'corporate', '/login')}>기업서비스 로그인</a>
    </>
  );
}

/** The role's menu as a list of links; action items are handled in place. */
export function UserMenuList({
  user,
  channel,
  siteOrigins,
  onNavigate,
}: {
  user: Profile;
  channel: CurrentUserChannel | null | undefined;
  siteOrigins: SiteOrigins;
  onNavigate?: () => void;
}) {
  const inquiry = useInquiryPanel();
  const guards = usePortalGuards(siteOrigins);
  const onClick = (item: UserMenuItem) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (item.action === 'inquiry' && inquiry) {
      event.preventDefault();
      inquiry.openPanel();
    } else if (item.action === 'channel-guard') {
      guards.guardChannel(event);
    } else if (item.action === 'logout') {
      // Logout is a POST (the link alone only shows its confirmation page).
      event.preventDefault();
      submitSignOut(item.href);
    }
    onNavigate?.();
  };
  return (
    <>
      {userMenuItems(user.type, siteOrigins, channel).map((item) => (
        <li key={item.label}>
          <a
            href={item.href}
            onClick={onClick(item)}
            {...(item.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {item.label}
          </a>
        </li>
      ))}
    </>
  );
}

export function PortalUserMenu({
  user,
  channel,
  siteOrigins,
}: {
  user: Profile;
  channel: CurrentUserChannel | null | undefined;
  siteOrigins: SiteOrigins;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <Wrapper
      ref={ref}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <Toggle type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        <strong data-testid="header-user-name">{displayUserName('a', user)}</strong>
        <Caret />
      </Toggle>
      <Menu id={menuId} hidden={!open} aria-label="회원 메뉴" data-testid="user-menu">
        <UserMenuList user={user} channel={channel} siteOrigins={siteOrigins} onNavigate={() => setOpen(false)} />
      </Menu>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  border: 0;
  background: none;
  font-size: 14px;
`;

export const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 1200;
  ${menuSurface}
  min-width: 200px;
  &[hidden] {
    display: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
  }
`;
