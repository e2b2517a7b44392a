/**
 * Which chrome a CBT route gets (spec §2.1 layout rules). Pure: the shell route, web view flag and
 * disabledHeader cookie in, header/footer flags out.
 */

/**
 * Prefix the proxy adds in front of every site's pages (`/_sites/<site>/[brand]`); stripped to get the route named
 * in the spec.
 */
const SITE_PAGES_PREFIX = /^\/_sites\/[a-z-]+\/\[brand\]/;

// Cookie that hides the header when present; shared with the front door's page cache, which keys on it.
export { DISABLED_HEADER_COOKIE } from '../../config/page-variants';

/** Routes without header and footer besides the test and practice routes under /cbt. */
const BARE_ROUTES: ReadonlySet<string> = new Set(['/refund-login', '/refund-login/local', '/404']);

/** The first six routes of the app shell: in the web view they show a footer and no header. */
export const WEB_VIEW_FOOTER_ONLY_ROUTES: readonly string[] = [
  '/',
  '/exam/[type]',
  '/exam/detail/[examIdx]',
  '/mycbt/archive',
  '/mycbt/review',
  '/mycbt/note',
];

export interface LayoutInput {
  /** Router pathname without the `/_sites/cbt/[brand]` prefix, e.g. `/exam/[type]`. */
  route: string;
  isWebView: boolean;
  headerDisabled: boolean;
}

export interface Layout {
  header: boolean;
  footer: boolean;
}

/**
 * `/_sites/cbt/[brand]/exam/[type]` → `/exam/[type]`; other pathnames pass through. The error page answering 404 (the
 * not-found screen, pages/_error.tsx) is `/404`, bare like before it was rendered through the error page.
 */
export function toShellRoute(pathname: string, statusCode?: number): string {
  if (pathname === '/_error' && statusCode === 404) return '/404';
  if (!SITE_PAGES_PREFIX.test(pathname)) return pathname || '/';
  const rest = pathname.replace(SITE_PAGES_PREFIX, '');
  return rest === '' ? '/' : rest;
}

export function isBareRoute(route: string): boolean {
  return route === '/cbt' || route.startsWith('/cbt/') || BARE_ROUTES.has(route);
}

export function layoutFor({ route, isWebView, headerDisabled }: LayoutInput): Layout {
  if (isBareRoute(route)) return { header: false, footer: false };
  const footerOnly = isWebView && WEB_VIEW_FOOTER_ONLY_ROUTES.includes(route);
  return { header: !footerOnly && !headerDisabled, footer: true };
}
