/**
 * The mobile menu drawer of both brands (spec §4 "Mobile menu drawer"): a modal panel from the left over a
 * backdrop. Focus moves to its close button (and back to the opener afterwards), Escape or the backdrop closes it,
 * and the page behind cannot scroll while it is open. Closing it when the viewport stops being mobile is the header's job (it owns the media query).
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../ui/icons';
import { MenuSections } from './menu-sections';
import { useBodyScrollLock } from './use-viewport';

export function SideDrawer({
  id,
  label,
  testId,
  head,
  onClose,
  children,
}: {
  id: string;
  /** The dialog's accessible name. */
  label: string;
  testId: string;
  /** Left side of the drawer's top row (user name or login links). */
  head: React.ReactNode;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(true);

  // Focus goes back to whatever opened the drawer once it closes.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, []);

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
      <Drawer id={id} role="dialog" aria-modal="true" aria-label={label} data-testid={testId}>
        <DrawerHead>
          {head}
          <CloseButton ref={closeRef} type="button" aria-label="메뉴 닫기" onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </DrawerHead>
        {children}
      </Drawer>
    </>
  );
}

/** The navigation inside a drawer: one column. */
export const DrawerSections = styled(MenuSections)`
  grid-template-columns: 1fr;
  gap: 16px;
  padding-top: 16px;
`;

/** Login and register (or login for each service) links in the drawer's top row. */
export const DrawerAuthLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  font-weight: 700;
`;

/** A bordered block of links under the top row (my page, member menu). */
export const DrawerLinkGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px 12px;
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 14px;
  a {
    display: block;
    padding: 4px 0;
  }
`;

export const DrawerFoot = styled.div`
  margin-top: 24px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
`;

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

const DrawerHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding-bottom: 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: none;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;
