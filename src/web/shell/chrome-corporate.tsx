/** The corporate site's chrome: its own header (기업서비스 menu and 기업회원 login), brand A's footer and overlays. */
import { HeaderCorporate } from '../brand/header-corporate';
import { BrandAChromeFrame } from './brand-a-overlays';
import type { SiteChromeProps } from './site-chrome';

export function ChromeCorporate(props: SiteChromeProps) {
  return <BrandAChromeFrame {...props} headerBar={<HeaderCorporate siteOrigins={props.siteOrigins} route={props.route} asPath={props.asPath} />} />;
}

// A literal, so the built chunk holds it: the first-load bench finds this chrome's chunks by it (config/site-chrome.ts).
ChromeCorporate.displayName = 'site-chrome:corporate';
