/**
 * Which chrome (header, footer and overlays around the page) each brand's site wears, ADR 49. The web loads only that
 * chrome's code on a site (web/shell/app-shell.tsx); the first-load bench weighs it with the site's routes.
 */
import type { BrandId, Site } from './hosts';

export const SITE_CHROMES = ['brand-a', 'brand-b', 'corporate'] as const;
export type SiteChrome = (typeof SITE_CHROMES)[number];

/** null: the site draws no chrome (the console its own navigation, the chat site lives in a frame). */
export function siteChromeFor(brand: BrandId, site: Site): SiteChrome | null {
  if (site === 'console' || site === 'chat' || site === 'api') return null;
  if (brand === 'b') return 'brand-b';
  return site === 'corporate' ? 'corporate' : 'brand-a';
}

/**
 * A string each chrome module carries (as its component's displayName), so a build's chunks can be told apart by
 * content: Turbopack names the dynamic chunks by hash and its loadable manifest by module number.
 */
export function siteChromeMarker(chrome: SiteChrome): string {
  return `site-chrome:${chrome}`;
}
