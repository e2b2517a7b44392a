/** The corporate site's chrome: its own header (기업서비스 menu and 기업회원 login), brand A's footer and overlays. */
import { HeaderCorporate } from '../brand/header-corporate';
import { SiteFooter } from '../brand/site-footer';
import { BrandAOverlays } from './brand-a-overlays';
import { ShellFrame } from './shell-frame';
import type { SiteChromeProps } from './site-chrome';

export function ChromeCorporate({ route, asPath, isWebView, header, footer, siteOrigins, children }: SiteChromeProps) {
  return (
    <BrandAOverlays route={route} asPath={asPath} withPromotion={header} chatSiteOrigin={siteOrigins.chat}>
      <ShellFrame
        isWebView={isWebView}
        header={header ? <HeaderCorporate siteOrigins={siteOrigins} route={route} asPath={asPath} /> : null}
        footer={footer ? <SiteFooter brand="a" siteOrigins={siteOrigins} /> : null}
      >
        {children}
      </ShellFrame>
    </BrandAOverlays>
  );
}

// A literal, so the built chunk holds it: the first-load bench finds this chrome's chunks by it (config/site-chrome.ts).
ChromeCorporate.displayName = 'site-chrome:corporate';
