/** Open/closed and minimized/expanded state of the inquiry panel (spec §4), reachable from any chrome. */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

export interface InquiryPanelApi {
  open: boolean;
  minimized: boolean;
  openPanel(): void;
  closePanel(): void;
  setMinimized(minimized: boolean): void;
}

const InquiryContext = createContext<InquiryPanelApi | null>(null);

export function InquiryProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [minimized, setMinimized] = useState(false);
  const openPanel = useCallback(() => {
    setOpen(true);
    setMinimized(false);
  }, []);
  const closePanel = useCallback(() => setOpen(false), []);
  const api = useMemo(() => ({ open, minimized, openPanel, closePanel, setMinimized }), [open, minimized, openPanel, closePanel]);
  return <InquiryContext.Provider value={api}>{children}</InquiryContext.Provider>;
}

/** Null outside the provider (brand B has no inquiry panel). */
export function useInquiryPanel(): InquiryPanelApi | null {
  return useContext(InquiryContext);
}

/** `?inquiry=open` (the portal footer's link) opens the panel on arrival. */
export function InquiryQueryOpener({ asPath }: { asPath: string }) {
  const panel = useInquiryPanel();
  const wantsOpen = /[?&]inquiry=open(&|#|$)/.test(asPath);
  const openPanel = panel?.openPanel;
  useEffect(() => {
    if (wantsOpen) openPanel?.();
  }, [wantsOpen, openPanel]);
  return null;
}
