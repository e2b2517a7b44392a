/**
 * Toast area (spec §2.1: always present) and the `useToast()` hook. The `toast()` helper reaches the
 * mounted provider from code outside React, e.g. error handlers.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import styled, { css, keyframes } from 'styled-components';
import {
  createToastStore,
  TOAST_FADE_MS,
  TOAST_HELPER_TIMEOUT_MS,
  type ToastConfig,
  type ToastInput,
  type ToastItem,
  type ToastStore,
  type ToastType,
} from './toast-store';

export interface ToastApi {
  show(input: ToastInput): number;
  /** Shows a message for 2000 ms (spec §9: "2000 ms via the toast helper"). */
  toast(message: string, type?: ToastType): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

let activeApi: ToastApi | null = null;

function apiFor(store: ToastStore): ToastApi {
  return {
    show: (input) => store.show(input),
    toast: (message, type) => store.show({ message, type, timeout: TOAST_HELPER_TIMEOUT_MS }),
    dismiss: (id) => store.dismiss(id),
  };
}

/** Shows a toast through the mounted provider; a no-op on the server or before the app mounted. */
export function toast(message: string, type?: ToastType): number | undefined {
  return activeApi?.toast(message, type);
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const EMPTY: readonly ToastItem[] = [];

export function ToastProvider({ config, children }: { config: ToastConfig; children: ReactNode }) {
  const [store] = useState(() => createToastStore(config));
  const api = useMemo(() => apiFor(store), [store]);
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, () => EMPTY);

  useEffect(() => {
    activeApi = api;
    return () => {
      if (activeApi === api) activeApi = null;
      store.destroy();
    };
  }, [api, store]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport items={items} onDismiss={api.dismiss} />
    </ToastContext.Provider>
  );
}

const TYPE_LABEL: Record<ToastType, string> = { success: '완료', error: '오류', warn: '주의' };

export function ToastViewport({ items, onDismiss }: { items: readonly ToastItem[]; onDismiss: (id: number) => void }) {
  return (
    <Region role="status" aria-live="polite" aria-label="알림 메시지" data-testid="toast-area">
      {items.map((item) => (
        <Toast
          key={item.id}
          type="button"
          $type={item.type}
          $leaving={item.leaving}
          data-toast-type={item.type}
          data-state={item.leaving ? 'closing' : 'open'}
          onClick={() => onDismiss(item.id)}
        >
          <span className="visually-hidden">{TYPE_LABEL[item.type]}: </span>
          {item.message}
        </Toast>
      ))}
    </Region>
  );
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: 32px;
  transform: translateX(-50%);
  z-index: 1500;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  width: max-content;
  max-width: calc(100vw - 32px);
  pointer-events: none;
`;

const Toast = styled.button<{ $type: ToastType; $leaving: boolean }>`
  pointer-events: auto;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  padding: 12px 20px;
  min-width: 220px;
  max-width: 480px;
  font-size: 14px;
  font-weight: 500;
  line-height: 1.5;
  text-align: center;
  color: #fff;
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.18);
  background: ${({ $type, theme }) =>
    $type === 'success' ? theme.colors.success : $type === 'warn' ? theme.colors.warn : 'rgba(24, 28, 36, 0.92)'};
  animation: ${enter} 200ms ease-out;
  transition: opacity ${TOAST_FADE_MS}ms ease, transform ${TOAST_FADE_MS}ms ease;
  ${({ $leaving }) =>
    $leaving &&
    css`
      opacity: 0;
      transform: translateY(8px);
    `}
  /* No slide or fade for those who asked their system for less motion (WCAG 2.3.3). */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
  }
`;
