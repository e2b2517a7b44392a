/**
 * The link crawler's pure parts (e2e/crawler.spec.ts): which anchors are ours to check, one entry per address with
 * every place it was found, whether an answer means the link is broken, and the report a failing crawl prints.
 * No Playwright here, so the unit project tests it (crawl.test.ts).
 */

/** Where an anchor was seen: the page, the viewport and login state it was crawled in, and the menu or region. */
export interface LinkPlace {
  /** The page the anchor was on (the site's home, or a fixture). */
  page: string;
  /** The crawl's variant, e.g. `desktop, logged out`. */
  variant: string;
  /** The menu that was opened to show it, or the region of the page (`footer › 고객 지원`, `main`). */
  where: string;
  /** The anchor's text or accessible name. */
  text: string;
}

/** An anchor as the page reported it: the attribute as written and the browser's resolved address. */
export interface RawLink extends LinkPlace {
  href: string;
  resolved: string;
}

/** The hosts our server answers: any host name of the server's host table, on the test server's port. */
export interface OurHosts {
  hostnames: ReadonlySet<string>;
  port: number;
}

export type LinkDecision =
  | { kind: 'check'; url: string }
  | { kind: 'broken'; url: string; reason: string }
  | { kind: 'skip'; reason: SkipReason };

export type SkipReason = 'anchor' | 'scheme' | 'external' | 'sign-out' | 'unparsable';

/**
 * Addresses whose GET only shows a sign-out confirmation: the menus POST to them (src/web/session/logout.ts), and a
 * crawl of them would say nothing about the page a member was sent to.
 */
const SIGN_OUT_PATHS: ReadonlySet<string> = new Set(['/logout', '/sso/sign-out']);

function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * What to do with one anchor: check it (its address without the fragment), skip it (same-page anchors, mailto:,
 * tel:, other schemes, external sites, sign-out), or call it broken at once when it names our host on another port:
 * the browser would leave the test server for a port nothing listens on.
 */
export function decideLink(href: string, base: string, hosts: OurHosts): LinkDecision {
  const raw = href.trim();
  if (raw === '' || raw.startsWith('#')) return { kind: 'skip', reason: 'anchor' };
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return { kind: 'skip', reason: 'unparsable' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'skip', reason: 'scheme' };
  if (!hosts.hostnames.has(url.hostname.toLowerCase())) return { kind: 'skip', reason: 'external' };
  url.hash = '';
  if (SIGN_OUT_PATHS.has(url.pathname)) return { kind: 'skip', reason: 'sign-out' };
  if (portOf(url) !== hosts.port) {
    return { kind: 'broken', url: url.href, reason: `names our host on port ${portOf(url)}, not the server's ${hosts.port}` };
  }
  return { kind: 'check', url: url.href };
}

/** Every link to check, once per address, with all the places it was found (in the order they were seen). */
export function groupByAddress(links: readonly RawLink[], hosts: OurHosts): { check: Map<string, LinkPlace[]>; broken: BrokenLink[] } {
  const check = new Map<string, LinkPlace[]>();
  const brokenByUrl = new Map<string, BrokenLink>();
  for (const link of links) {
    // The attribute decides anchors and schemes; the resolved address is what the browser would open.
    const decision = decideLink(link.href, link.resolved || link.page, hosts);
    const place: LinkPlace = { page: link.page, variant: link.variant, where: link.where, text: link.text };
    if (decision.kind === 'check') {
      const places = check.get(decision.url) ?? [];
      places.push(place);
      check.set(decision.url, places);
    } else if (decision.kind === 'broken') {
      const entry = brokenByUrl.get(decision.url) ?? { url: decision.url, reason: decision.reason, places: [] };
      entry.places.push(place);
      brokenByUrl.set(decision.url, entry);
    }
  }
  return { check, broken: [...brokenByUrl.values()] };
}

/** What a GET of a link came to, after its redirects. */
export interface LinkAnswer {
  status: number;
  /** The last address of the redirect chain. */
  finalUrl: string;
  contentType: string;
  /** The body of an HTML answer (empty for other types). */
  body: string;
  /** Set when no answer came: a refused connection, a redirect loop, too many redirects. */
  error?: string;
}

/**
 * How our pages mark a failure (src/web/shell/error-screen.tsx, pages/404.tsx, src/web/ui/query-state.tsx): the
 * not-found screen, the error screen (its 401/403 variant included: a link shown to someone who may not open it is
 * as dead to them), and a page's failed data box.
 */
export const ERROR_MARKERS = ['not-found-screen', 'error-screen', 'error-state'] as const;

/** Why the answer means a broken link, or null when the page is there. */
export function brokenReason(answer: LinkAnswer): string | null {
  if (answer.error) return answer.error;
  const { status } = answer;
  if (status === 404) return '404 Not Found';
  if (status >= 500) return `${status} server error`;
  if (status >= 400) return `${status} answer`;
  if (answer.contentType.includes('text/html')) {
    const marker = ERROR_MARKERS.find((name) => answer.body.includes(`data-testid="${name}"`));
    if (marker) return `${status} but the page renders our ${marker}`;
  }
  return null;
}

export interface BrokenLink {
  url: string;
  reason: string;
  /** Where the link came from after redirects, when it differs from `url`. */
  finalUrl?: string;
  places: LinkPlace[];
}

/** At most this many places per link in the report; the rest are counted. */
const PLACES_SHOWN = 3;

function describePlace(place: LinkPlace): string {
  const text = place.text ? ` "${place.text}"` : '';
  return `on ${place.page} (${place.variant}) in ${place.where}${text}`;
}

/** The failure message: each broken link, why, and where it was found (page, variant, menu or region, text). */
export function formatBrokenReport(broken: readonly BrokenLink[]): string {
  if (broken.length === 0) return 'no broken links';
  const lines = [`${broken.length} broken link${broken.length === 1 ? '' : 's'}:`];
  for (const link of broken) {
    const via = link.finalUrl && link.finalUrl !== link.url ? ` (redirected to ${link.finalUrl})` : '';
    lines.push(`✗ ${link.url} — ${link.reason}${via}`);
    for (const place of link.places.slice(0, PLACES_SHOWN)) lines.push(`    found ${describePlace(place)}`);
    const more = link.places.length - PLACES_SHOWN;
    if (more > 0) lines.push(`    … and ${more} more place${more === 1 ? '' : 's'}`);
  }
  return lines.join('\n');
}

/** Splits `items` into batches of `size`, for requests sent a batch at a time. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
