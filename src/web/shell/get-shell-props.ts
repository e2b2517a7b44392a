/**
 * Props every CBT page carries (spec §2.1): host, web view flag, brand and per-page SEO data.
 * Built on the server from the request; pure so it is unit-testable without Next.
 */
import { type BrandConfig, getBrand, siteHomeTitle, siteName } from '../../config/brands';
import { type AppEnv, type BrandId, findHostFor, type HostEntry, SITES, type Site } from '../../config/hosts';
import { DISABLED_HEADER_COOKIE } from './layout-rules';
import { detectWebView, isMobileUserAgent, WEB_VIEW_COOKIE } from './web-view';

export interface PageSeo {
  /** Page title without the brand suffix; omitted on the home page (the brand's own title is used). */
  title?: string;
  description?: string;
  /** Personal pages (login, my CBT) stay out of search results. */
  noIndex?: boolean;
}

export interface SeoProps {
  title: string;
  description: string;
  /** Absolute URL of the brand's 1200×630 share image. */
  image: string;
  /** Absolute URL of this page without its query. */
  url: string;
  siteName: string;
  keywords: string;
  noIndex: boolean;
}

export interface ShellProps {
  /** Host header of the request, port included (e.g. `localhost:3100`). */
  host: string;
  origin: string;
  isWebView: boolean;
  isMobile: boolean;
  /** The disabledHeader cookie is present. */
  headerDisabled: boolean;
  brand: BrandId;
  site: Site;
  /** Origins of the other sites for cross-site links; the client does not know the host table. */
  siteOrigins: Partial<Record<Site, string>>;
  seo: SeoProps;
}

export interface ShellRequest {
  host: string | undefined;
  forwardedProto?: string | undefined;
  userAgent?: string | undefined;
  cookies: Partial<Record<string, string>>;
  /** Public path of the page (what the browser shows), query included. */
  path: string;
}

export interface ShellInput {
  request: ShellRequest;
  brand: BrandId;
  site: Site;
  appEnv: AppEnv;
  hostTable: Readonly<Record<string, HostEntry>>;
  page?: PageSeo;
}

const SITES_PATH = /^\/_sites\/[^/]+\/[^/?#]+/;

/** `/_sites/cbt/a/exam/psat?x=1` → `/exam/psat?x=1`; a public path is returned unchanged. */
export function toPublicPath(url: string): string {
  if (!SITES_PATH.test(url)) return url || '/';
  const rest = url.replace(SITES_PATH, '');
  if (rest === '') return '/';
  return rest.startsWith('?') ? `/${rest}` : rest;
}

function portOf(host: string): string {
  const match = /:(\d+)$/.exec(host);
  return match?.[1] ?? '';
}

export function requestProtocol(forwardedProto: string | undefined, appEnv: AppEnv): 'http' | 'https' {
  const first = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  if (first === 'https' || first === 'http') return first;
  return appEnv === 'production' ? 'https' : 'http';
}

/**
 * Origin of each site for this brand. Links keep the current page's port, so in development
 * `portal.localhost:3100` is reached from `localhost:3100` (spec: same port as the current page).
 */
export function siteOriginsFor(
  hostTable: Readonly<Record<string, HostEntry>>,
  brand: BrandId,
  protocol: string,
  currentHost: string,
  currentSite: Site = 'cbt',
): Partial<Record<Site, string>> {
  const port = portOf(currentHost);
  const origins: Partial<Record<Site, string>> = {};
  for (const site of SITES) {
    const host = findHostFor(hostTable, site, brand) ?? findHostFor(hostTable, site);
    if (host) origins[site] = `${protocol}://${host}${port ? `:${port}` : ''}`;
  }
  // On the CBT app, its site is the page's own origin, whichever alias was used to reach it.
  if (currentSite === 'cbt') origins.cbt = `${protocol}://${currentHost}`;
  return origins;
}

/** `<page> | <site name>`, or the site's home title for a page without one (getBrand's siteName). */
export function pageTitle(brand: BrandConfig, site: Site, title: string | undefined): string {
  return title ? `${title} | ${siteName(brand, site)}` : siteHomeTitle(brand, site);
}

export function buildShellProps({ request, brand: brandId, site, appEnv, hostTable, page }: ShellInput): ShellProps {
  const brand = getBrand(brandId);
  const host = (request.host ?? '').trim() || 'localhost';
  const protocol = requestProtocol(request.forwardedProto, appEnv);
  const origin = `${protocol}://${host}`;
  const pathOnly = request.path.split(/[?#]/)[0] || '/';
  return {
    host,
    origin,
    isWebView: detectWebView(request.userAgent, request.cookies[WEB_VIEW_COOKIE]),
    isMobile: isMobileUserAgent(request.userAgent),
    headerDisabled: request.cookies[DISABLED_HEADER_COOKIE] !== undefined,
    brand: brandId,
    site,
    siteOrigins: siteOriginsFor(hostTable, brandId, protocol, host, site),
    seo: {
      title: pageTitle(brand, site, page?.title),
      description: page?.description ?? brand.seo.description,
      image: `${origin}${brand.shareImage}`,
      url: `${origin}${pathOnly}`,
      siteName: siteName(brand, site),
      keywords: brand.seo.keywords,
      noIndex: page?.noIndex ?? false,
    },
  };
}
