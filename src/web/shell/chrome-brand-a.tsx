/** Brand A's chrome on the CBT, portal and community sites: the portal header (spec §2.5), footer and overlays. */
import { HeaderA } from '../brand/header-a';
import { SiteFooter } from '../brand/site-footer';
import { BrandAOverlays } from './brand-a-overlays';
import { ShellFrame } from './shell-frame';
import type { SiteChromeProps } from './site-chrome';

export function ChromeBrandA({ route, asPath, isWebView, header, footer, siteOrigins, children }: SiteChromeProps) {
  return (
    <BrandAOverlays route={route} asPath={asPath} withPromotion={header} chatSiteOrigin={siteOrigins.chat}>
      <ShellFrame
        isWebView={isWebView}
        header={header ? <HeaderA siteOrigins={siteOrigins} route={route} asPath={asPath} /> : null}
        footer={footer ? <SiteFooter brand="a" siteOrigins={siteOrigins} /> : null}
      >
        {children}
      </ShellFrame>
    </BrandAOverlays>
  );
}

// A literal, so the built chunk holds it: the first-load bench finds this chrome's chunks by it (config/site-chrome.ts).
ChromeBrandA.displayName = 'site-chrome:brand-a';
