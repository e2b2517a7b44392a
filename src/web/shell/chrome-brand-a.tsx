/** Brand A's chrome on the CBT, portal and community sites: the portal header (spec §2.5), footer and overlays. */
import { HeaderA } from '../brand/header-a';
import { BrandAChromeFrame } from './brand-a-overlays';
import type { SiteChromeProps } from './site-chrome';

export function ChromeBrandA(props: SiteChromeProps) {
  return <BrandAChromeFrame {...props} headerBar={<HeaderA siteOrigins={props.siteOrigins} route={props.route} asPath={props.asPath} />} />;
}

// A literal, so the built chunk holds it: the first-load bench finds this chrome's chunks by it (config/site-chrome.ts).
ChromeBrandA.displayName = 'site-chrome:brand-a';
