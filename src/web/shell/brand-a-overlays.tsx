/**
 * Brand A's overlays around every page of its sites (spec §2.5): the inquiry panel, opened from the footer or header
 * menu, and the chat panel, toggled by the header or opened by a chatOpenType link; the promotion popup on pages with
 * a header. None is part of the server-rendered page: their code loads when they are due (inquiry-panel.tsx on
 * open, the chat frame at the window's load event, the popup when it is to show).
 */
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { PromotionPopup } from '../brand/promotion-popup';
import { ChatProvider } from '../chat/chat-context';
import { ChatPanel, ChatQueryOpener } from '../chat/chat-panel';
import { InquiryProvider, InquiryQueryOpener, useInquiryPanel } from '../inquiry/inquiry-context';
import { SiteFooter } from '../brand/site-footer';
import { ShellFrame } from './shell-frame';
import type { SiteChromeProps } from './site-chrome';

const InquiryPanel = dynamic(() => import('../inquiry/inquiry-panel').then((m) => m.InquiryPanel), { ssr: false });

export function BrandAOverlays({ route, asPath, withPromotion, chatSiteOrigin, children }: {
  route: string;
  asPath: string;
  withPromotion: boolean;
  chatSiteOrigin: string | undefined;
  children: ReactNode;
}) {
  return (
    <InquiryProvider>
      <ChatProvider>
        {children}
        <InquiryPanelWhenOpen />
        <InquiryQueryOpener asPath={asPath} />
        <ChatPanel chatSiteOrigin={chatSiteOrigin} asPath={asPath} />
        <ChatQueryOpener asPath={asPath} />
        {withPromotion ? <PromotionPopup route={route} /> : null}
      </ChatProvider>
    </InquiryProvider>
  );
}

/**
 * A brand A chrome around the page: its site's header bar (`headerBar`, drawn where the layout rules show a header),
 * brand A's footer and the overlays. chrome-brand-a.tsx and chrome-corporate.tsx differ only in the bar, each in its
 * own chunk.
 */
export function BrandAChromeFrame({
  headerBar,
  route,
  asPath,
  isWebView,
  header,
  footer,
  siteOrigins,
  children,
}: SiteChromeProps & { headerBar: ReactNode }) {
  return (
    <BrandAOverlays route={route} asPath={asPath} withPromotion={header} chatSiteOrigin={siteOrigins.chat}>
      <ShellFrame
        isWebView={isWebView}
        header={header ? headerBar : null}
        footer={footer ? <SiteFooter brand="a" siteOrigins={siteOrigins} /> : null}
      >
        {children}
      </ShellFrame>
    </BrandAOverlays>
  );
}

/** The panel's code is fetched the first time it opens (the footer's 고객문의, the header menu or `?inquiry=open`). */
function InquiryPanelWhenOpen() {
  return useInquiryPanel()?.open ? <InquiryPanel /> : null;
}
