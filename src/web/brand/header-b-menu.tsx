/**
 * Brand B full menu (spec §2.3, §4): every header link in one panel on desktop, and the mobile side drawer
 * with the same links plus my page links and login/logout.
 */
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { NavItem, ShopChrome } from '../../config/brands';
import type { Site } from '../../config/hosts';
import type { Profile } from '../api/cbt-api';
import { FullMenuSurface, MenuSections } from './menu-sections';
import { linkTarget, loginHref } from './site-links';
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
  const closeRef = useRef<HTMLButtonElement>(null);

  // Focus moves into the dialog; Escape closes it.
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <Backdrop data-testid="drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <Drawer id={id} role="dialog" aria-modal="true" aria-label="전체 메뉴" data-testid="mobile-drawer">
        <DrawerHead>
          {user ? (
            <strong data-testid="drawer-user-name">{displayUserName('b', user)}</strong>
          ) : (
            <AuthLinks>
              <Link href={loginHref(asPath)} onClick={onClose}>
                로그인
              </Link>
              <Link href="/register" onClick={onClose}>
                회원가입
              </Link>
            </AuthLinks>
          )}
          <CloseButton ref={closeRef} type="button" aria-label="메뉴 닫기" onClick={onClose}>
            ×
          </CloseButton>
        </DrawerHead>
        {user ? (
          <MyPage aria-label="마이페이지 메뉴">
            {shop.myPageLinks.map((item) => (
              <li key={item.label}>
                <a href={linkTarget(item, siteOrigins).href}>{item.label}</a>
              </li>
            ))}
          </MyPage>
        ) : null}
        <nav aria-label="카테고리 메뉴">
          <DrawerSections items={items} siteOrigins={siteOrigins} onNavigate={onClose} />
        </nav>
        {user ? (
          <DrawerFoot>
            <LogoutButton brand="b" />
          </DrawerFoot>
        ) : null}
      </Drawer>
    </>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1400;
  background: rgba(15, 23, 42, 0.45);
`;

const Drawer = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 1401;
  width: min(320px, 86vw);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 16px 20px 32px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 8px 0 24px rgba(15, 23, 42, 0.18);
`;

/** The drawer is narrow: one column. */
const DrawerSections = styled(MenuSections)`
  grid-template-columns: 1fr;
  gap: 16px;
  padding-top: 16px;
`;

const DrawerHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding-bottom: 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const AuthLinks = styled.div`
  display: flex;
  gap: 16px;
  font-weight: 700;
`;

const CloseButton = styled.button`
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: none;
  font-size: 24px;
  line-height: 1;
`;

const MyPage = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px 12px;
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 14px;
`;

const DrawerFoot = styled.div`
  margin-top: 24px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
`;
