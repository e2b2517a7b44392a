/**
 * Header, page and footer composed by the layout rules of spec §2.1.
 *
 * The overlays (inquiry panel, chat panel, promotion popup) are never part of the server-rendered page, so their
 * code loads on demand (next/dynamic, ssr: false) instead of in every page's first load: the inquiry panel
 * when it opens, the chat panel's frame when it is due (chat-panel.tsx), the promotion popup when it is to show.
 */
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BrandId, Site } from '../../config/hosts';
import { HeaderA } from '../brand/header-a';
import { HeaderB } from '../brand/header-b';
import { HeaderCorporate } from '../brand/header-corporate';
import { SiteFooter } from '../brand/site-footer';
import { ChatProvider } from '../chat/chat-context';
import { ChatPanel, ChatQueryOpener } from '../chat/chat-panel';
import { InquiryProvider, InquiryQueryOpener, useInquiryPanel } from '../inquiry/inquiry-context';
import { PromotionPopup } from '../brand/promotion-popup';
import { CurrentSiteContext } from '../routing/current-site';
import { layoutFor } from './layout-rules';

const InquiryPanel = dynamic(() => import('../inquiry/inquiry-panel').then((m) => m.InquiryPanel), { ssr: false });

export interface AppShellProps {
  brand: BrandId | null;
  /** The chat site is shown inside a frame on brand A pages and carries no chrome of its own. */
  site: Site;
  route: string;
  asPath: string;
  isWebView: boolean;
  headerDisabled: boolean;
  siteOrigins: Partial<Record<Site, string>>;
  children: ReactNode;
}

export function AppShell({ brand, site, route, asPath, isWebView, headerDisabled, siteOrigins, children }: AppShellProps) {
  if (site === 'chat') return <>{children}</>;
  // The operator console (ADR 24) draws its own navigation (console-layout.tsx): no brand header, footer or overlays,
  // which link to members' pages and would load the chat and inquiry code for nothing.
  if (site === 'console') {
    return (
      <CurrentSiteContext.Provider value={site}>
        <Frame data-web-view="false">
          <Main id="main-content">{children}</Main>
        </Frame>
      </CurrentSiteContext.Provider>
    );
  }
  const layout = layoutFor({ route, isWebView, headerDisabled });
  // Without a known brand (the error and not-found page before hydration) there is no chrome to draw.
  const header = brand && layout.header;
  const footer = brand && layout.footer;
  const frame = (
    <CurrentSiteContext.Provider value={site}>
      <Frame data-web-view={isWebView ? 'true' : 'false'}>
        {header ? (
          brand === 'b' ? (
            <HeaderB siteOrigins={siteOrigins} route={route} asPath={asPath} />
          ) : site === 'corporate' ? (
            <HeaderCorporate siteOrigins={siteOrigins} route={route} asPath={asPath} />
          ) : (
            <HeaderA siteOrigins={siteOrigins} route={route} asPath={asPath} />
          )
        ) : null}
        <Main id="main-content">{children}</Main>
        {footer ? <SiteFooter brand={brand} siteOrigins={siteOrigins} /> : null}
      </Frame>
    </CurrentSiteContext.Provider>
  );
  // Brand A carries the portal's overlays (spec §2.5): the inquiry panel, opened from the footer or header menu,
  // and the chat panel, toggled by the header or opened by a chatOpenType link.
  if (brand !== 'a') return frame;
  return (
    <InquiryProvider>
      <ChatProvider>
        {frame}
        <InquiryPanelWhenOpen />
        <InquiryQueryOpener asPath={asPath} />
        <ChatPanel chatSiteOrigin={siteOrigins.chat} asPath={asPath} />
        <ChatQueryOpener asPath={asPath} />
        {header ? <PromotionPopup route={route} /> : null}
      </ChatProvider>
    </InquiryProvider>
  );
}

/** The panel's code is fetched the first time it opens (the footer's 고객문의, the header menu or `?inquiry=open`). */
function InquiryPanelWhenOpen() {
  return useInquiryPanel()?.open ? <InquiryPanel /> : null;
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1 0 auto;
`;
