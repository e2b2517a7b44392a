/** Brand B's chrome on the CBT, shop and community sites: its header (spec §2.3) and footer; brand B has no overlays. */
import { HeaderB } from '../brand/header-b';
import { SiteFooter } from '../brand/site-footer';
import { ShellFrame } from './shell-frame';
import type { SiteChromeProps } from './site-chrome';

export function ChromeBrandB({ route, asPath, isWebView, header, footer, siteOrigins, children }: SiteChromeProps) {
  return (
    <ShellFrame
      isWebView={isWebView}
      header={header ? <HeaderB siteOrigins={siteOrigins} route={route} asPath={asPath} /> : null}
      footer={footer ? <SiteFooter brand="b" siteOrigins={siteOrigins} /> : null}
    >
      {children}
    </ShellFrame>
  );
}

// A literal, so the built chunk holds it: the first-load bench finds this chrome's chunks by it (config/site-chrome.ts).
ChromeBrandB.displayName = 'site-chrome:brand-b';
