/**
 * Popups of the brand B header: shared open/close behaviour (outside click, Escape, route change) and the
 * dropdown used by the CBT tab and the major-learning category (spec §2.3).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { menuSurface } from '../styles/chrome-styles';
import type { NavBadge, NavItem } from '../../config/brands';
import type { Site } from '../../config/hosts';
import { Badge } from './nav-badge';
import { activeCbtHref } from '../routing/site-links';
import { NavLink } from './nav-link';
import { Caret } from '../ui/caret';

export interface PopupState<T extends HTMLElement> {
  open: boolean;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  /** The popup's container: a pointer down outside it closes the popup. */
  ref: React.RefObject<T | null>;
  /** The control that opened it: focus returns here when Escape closes the popup. */
  toggleRef: React.RefObject<HTMLButtonElement | null>;
  close: () => void;
}

/** Open/closed state of a header popup: outside pointer, Escape and a route change (`resetKey`) close it. */
export function usePopup<T extends HTMLElement>(resetKey: string): PopupState<T> {
  const [open, setOpen] = useState(false);
  const ref = useRef<T>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    // A modal on top (the search alert) is not "outside": answering it keeps the popup.
    const inModal = (target: EventTarget | null) =>
      target instanceof Element && !!target.closest('[aria-modal="true"]') && !ref.current?.contains(target);
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node) && !inModal(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || inModal(event.target)) return;
      setOpen(false);
      if (ref.current?.contains(document.activeElement)) toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => setOpen(false), [resetKey]);

  return { open, setOpen, ref, toggleRef, close };
}

export function NavDropdown({
  label,
  badge,
  items,
  siteOrigins,
  route,
  testId,
}: {
  label: string;
  badge?: NavBadge;
  items: NavItem[];
  siteOrigins: Partial<Record<Site, string>>;
  route: string;
  testId?: string;
}) {
  const popup = usePopup<HTMLLIElement>(route);
  const menuId = useId();
  const activeHref = activeCbtHref(route);
  // A mouse hover opens the menu for as long as the pointer stays; a click pins it open until it is closed.
  const pinned = useRef(false);
  if (!popup.open) pinned.current = false;

  return (
    <DropdownItem
      ref={popup.ref}
      data-open={popup.open || undefined}
      data-testid={testId}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') popup.setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && !pinned.current) popup.setOpen(false);
      }}
    >
      <DropdownToggle
        ref={popup.toggleRef}
        type="button"
        aria-expanded={popup.open}
        aria-controls={menuId}
        onClick={() => {
          if (popup.open && !pinned.current) {
            pinned.current = true;
            return;
          }
          pinned.current = !popup.open;
          popup.setOpen(!popup.open);
        }}
      >
        {label}
        <Badge badge={badge} />
        <Caret />
      </DropdownToggle>
      <DropdownMenu id={menuId} aria-label={`${label} 메뉴`}>
        {items.map((child) => (
          <li key={child.label}>
            <NavLink item={child} siteOrigins={siteOrigins} current={!child.site && child.href === activeHref}>
              {child.label}
            </NavLink>
          </li>
        ))}
      </DropdownMenu>
    </DropdownItem>
  );
}

export const PopupPanel = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 1200;
  ${menuSurface}
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const DropdownMenu = styled.ul`
  display: none;
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 1200;
  ${menuSurface}
  a:hover,
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const DropdownItem = styled.li`
  position: relative;
  &[data-open] > ${DropdownMenu} {
    display: block;
  }
`;

const DropdownToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 10px 12px;
  border: 0;
  background: none;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
`;
