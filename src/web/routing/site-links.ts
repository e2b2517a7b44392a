/** Links between sites: CBT paths stay client-side, other sites get their origin from the shell props. */
import type { Site } from '../../config/hosts';

export interface LinkTarget {
  href: string;
  /** True when the target is another site and needs a full page load. */
  external: boolean;
}

/**
 * Where a menu item leads from a page of `currentSite`: a path of this site stays a client-side link; a path of
 * another site (items without a site are the CBT app's) gets that site's origin; an absolute URL is left as it is.
 */
export function linkTarget(
  item: { href: string; site?: Site },
  siteOrigins: Partial<Record<Site, string>>,
  currentSite: Site = 'cbt',
): LinkTarget {
  if (/^https?:\/\//i.test(item.href)) return { href: item.href, external: true };
  const site = item.site ?? 'cbt';
  if (site === currentSite) return { href: item.href, external: false };
  const origin = siteOrigins[site];
  return origin ? { href: `${origin}${item.href}`, external: true } : { href: item.href, external: true };
}

/** Login link that brings the user back to the current page, except from the auth pages themselves. */
export function loginHref(currentPath: string): string {
  const path = currentPath.split('#')[0] ?? '/';
  if (path === '/' || /^\/(login|register|refund-login)(\/|\?|$)/.test(path)) return '/login';
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/** The sites that serve a sign-up page of their own: the CBT app, and the brand B shop (ADR 27). */
const SIGN_UP_SITES: readonly Site[] = ['cbt', 'shop'];

/**
 * The header's 회원가입 from a page of `currentSite`: `/register` where the site has its own sign-up; elsewhere (the
 * community) the brand's CBT sign-up with `redirect` back to this page, as the login page's sign-up link does (one
 * account serves every site of a brand). The sign-up and login pages themselves send back to the site's home.
 */
export function registerHref(currentSite: Site, siteOrigins: Partial<Record<Site, string>>, currentPath: string): string {
  const cbt = siteOrigins.cbt;
  const here = siteOrigins[currentSite];
  if (SIGN_UP_SITES.includes(currentSite) || !cbt || !here) return '/register';
  const path = currentPath.split('#')[0] || '/';
  const back = /^\/(login|register)(\/|\?|$)/.test(path) ? '/' : path;
  return `${cbt}/register?redirect=${encodeURIComponent(`${here}${back}`)}`;
}

/** The CBT sub-item matching the current route: `/` for the exam pages, else the my-CBT page itself. */
export function activeCbtHref(route: string): string {
  if (route.startsWith('/mycbt/')) return route;
  if (route === '/' || route.startsWith('/exam')) return '/';
  return '';
}

/**
 * The address the browser shows (`router.asPath`: the public path, e.g. `/register/activity`) with one query parameter
 * set. A shallow `router.replace` must be given this as its `as`: built from `router.pathname` alone, the URL would be
 * the proxy's internal page path (`/_sites/corporate/a/register/activity?brand=a`), which is a 404 when reloaded.
 */
export function withQueryParam(asPath: string, key: string, value: string): string {
  const hashAt = asPath.indexOf('#');
  const hash = hashAt === -1 ? '' : asPath.slice(hashAt);
  const beforeHash = hashAt === -1 ? asPath : asPath.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  params.set(key, value);
  return `${path}?${params.toString()}${hash}`;
}
