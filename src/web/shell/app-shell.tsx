/**
 * Header, page and footer composed by the layout rules of spec §2.1, with each site's chrome loaded for that site
 * alone: the portal does not download the shop's header, brand B's sites not brand A's overlays, the console and
 * the chat frame no chrome at all.
 *
 * The chromes are next/dynamic modules rendered on the server, so each page's HTML names its site's chrome chunk
 * and the browser hydrates only once it is there (Next waits for the server-rendered dynamic modules): no request
 * waterfall and no flash. What they share (the frame, footer, brand A's overlays) is shared through chunks.
 */
import dynamic from 'next/dynamic';
import { createContext, type ReactNode, useContext } from 'react';
import type { BrandId, Site } from '../../config/hosts';
import { type SiteChrome, siteChromeFor } from '../../config/site-chrome';
import { CurrentSiteContext } from '../routing/current-site';
import { layoutFor } from './layout-rules';
import { ShellFrame } from './shell-frame';
import type { SiteChromeProps } from './site-chrome';

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

/**
 * While a chrome's code is still on its way — only when the brand becomes known in the browser, on the error page
 * — the page is shown in a bare frame rather than not at all (next/dynamic's placeholder is given no children).
 */
const PendingChildren = createContext<{ children: ReactNode; isWebView: boolean } | null>(null);

function ChromePending() {
  const pending = useContext(PendingChildren);
  return pending ? <ShellFrame isWebView={pending.isWebView}>{pending.children}</ShellFrame> : null;
}

const ChromeBrandA = dynamic<SiteChromeProps>(() => import('./chrome-brand-a').then((m) => m.ChromeBrandA), { loading: ChromePending });
const ChromeBrandB = dynamic<SiteChromeProps>(() => import('./chrome-brand-b').then((m) => m.ChromeBrandB), { loading: ChromePending });
const ChromeCorporate = dynamic<SiteChromeProps>(() => import('./chrome-corporate').then((m) => m.ChromeCorporate), {
  loading: ChromePending,
});

const CHROMES: Readonly<Record<SiteChrome, typeof ChromeBrandA>> = {
  'brand-a': ChromeBrandA,
  'brand-b': ChromeBrandB,
  corporate: ChromeCorporate,
};

export function AppShell({ brand, site, route, asPath, isWebView, headerDisabled, siteOrigins, children }: AppShellProps) {
  if (site === 'chat') return <>{children}</>;
  // The operator console (ADR 24) draws its own navigation (console-layout.tsx): no brand header, footer or overlays,
  // which link to members' pages and would load the chat and inquiry code for nothing.
  const chrome = brand ? siteChromeFor(brand, site) : null;
  if (!chrome) {
    // Without a known brand (the error and not-found page before the browser knows it) there is no chrome to draw.
    return (
      <CurrentSiteContext.Provider value={site}>
        <ShellFrame isWebView={site !== 'console' && isWebView}>{children}</ShellFrame>
      </CurrentSiteContext.Provider>
    );
  }
  const layout = layoutFor({ route, isWebView, headerDisabled });
  const Chrome = CHROMES[chrome];
  return (
    <CurrentSiteContext.Provider value={site}>
      <PendingChildren.Provider value={{ children, isWebView }}>
        <Chrome
          site={site}
          route={route}
          asPath={asPath}
          isWebView={isWebView}
          header={layout.header}
          footer={layout.footer}
          siteOrigins={siteOrigins}
        >
          {children}
        </Chrome>
      </PendingChildren.Provider>
    </CurrentSiteContext.Provider>
  );
}
