/**
 * The proxy's only job: map a public path to the page tree of the site and brand that serve the host.
 * Pure so it can be unit-tested without Next's request objects.
 */
import type { BrandId, Site } from '../../config/hosts';

export const SITES_PREFIX = '/_sites';
export const NOT_FOUND_PATH = '/404';

// Next internals and files served from public/ must reach the filesystem router untouched.
const PASSTHROUGH_PREFIXES = ['/_next/', '/__nextjs', '/brands/'];
const PASSTHROUGH_EXACT = new Set(['/favicon.ico', '/robots.txt', '/sitemap.xml', '/manifest.json']);
// A last segment with an extension is a static file (public/), never a page of ours.
const STATIC_FILE = /\/[^/]+\.[a-z0-9]{1,12}$/i;

export type RewriteDecision = { action: 'skip' } | { action: 'rewrite'; pathname: string };

export interface RewriteTarget {
  site: Site;
  brand: BrandId;
}

/** `/_sites/<site>/<brand><path>`; the home page maps to the brand folder itself. */
export function sitePagePath(target: RewriteTarget, pathname: string): string {
  const base = `${SITES_PREFIX}/${target.site}/${target.brand}`;
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return path === '/' || path === '' ? base : `${base}${path}`;
}

export function isSitesPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === SITES_PREFIX || lower.startsWith(`${SITES_PREFIX}/`);
}

export function isPassthroughPath(pathname: string): boolean {
  if (PASSTHROUGH_EXACT.has(pathname)) return true;
  if (PASSTHROUGH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return true;
  return STATIC_FILE.test(pathname);
}

/**
 * Decides the rewrite for one request path (without query; the caller keeps the query).
 * Outside requests for the internal `/_sites` tree get the not-found page, so a host can never
 * reach another brand's pages by naming them.
 */
export function computeRewrite(pathname: string, target: RewriteTarget): RewriteDecision {
  if (pathname.startsWith('/_next/')) return { action: 'skip' };
  if (isSitesPath(pathname)) return { action: 'rewrite', pathname: NOT_FOUND_PATH };
  if (isPassthroughPath(pathname)) return { action: 'skip' };
  return { action: 'rewrite', pathname: sitePagePath(target, pathname) };
}
