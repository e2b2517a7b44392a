/**
 * getServerSideProps factory for every page of every site: validates the brand, builds the shell props,
 * prefetches the current user and enforces login where a page needs it (the CBT app sends visitors to
 * `/login?redirect=`, the portal to `/login?next=`, spec §2.1/§2.5).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { GetServerSideProps, GetServerSidePropsContext, Redirect } from 'next';
import { type BrandConfig, getBrand } from '../../config/brands';
import { appEnvFrom, type BrandId, BRANDS, type HostEntry, hostTableFromEnv, type Site } from '../../config/hosts';
import { safeRedirect } from '../../config/redirects';
import type { Profile } from '../api/auth-api';
import { loginRedirectUrl } from '../api/error-catalogue';
import { buildShellProps, type PageSeo, requestProtocol, type ShellProps, toPublicPath } from '../shell/get-shell-props';
import { createSsrShopClient, loadSsrSession, prefetchGnbCategories, type SsrSession } from './cbt-ssr';

export type ShellPageProps = ShellProps & { dehydratedState: DehydratedState };

export interface ShellPageContext {
  ctx: GetServerSidePropsContext;
  brand: BrandConfig;
  /** Path and query as the browser shows them. */
  publicPath: string;
  user: Profile | null;
  session: SsrSession;
  hostTable: Readonly<Record<string, HostEntry>>;
}

export type ShellPageResult<P> = { props: P; seo?: PageSeo } | { notFound: true } | { redirect: Redirect };

export interface ShellPageOptions<P> {
  /** The site whose page this is (default the CBT app); it picks the shell and the login parameter. */
  site?: Site;
  /** Pages of the personal area redirect visitors to the site's login page with this path to return to. */
  auth?: 'required';
  /** Brands that have this page; others get the not-found page. */
  brands?: readonly BrandId[];
  seo?: PageSeo | ((context: ShellPageContext) => PageSeo);
  load?: (context: ShellPageContext) => ShellPageResult<P> | Promise<ShellPageResult<P>>;
}

/** The environment's host table, parsed once per SITE_HOSTS value. */
export function serverHostTable(env: NodeJS.ProcessEnv = process.env): Readonly<Record<string, HostEntry>> {
  return hostTableFromEnv(env);
}

function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRANDS as readonly string[]).includes(value);
}

function firstQueryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The redirect target of a login-like page (`?redirect=`, or the portal's `?next=`), on one of our origins only. */
export function redirectTargetFrom(
  ctx: Pick<GetServerSidePropsContext, 'query' | 'req'>,
  hostTable: Readonly<Record<string, HostEntry>>,
  fallback: string,
): string {
  const raw = firstQueryValue(ctx.query.redirect) ?? firstQueryValue(ctx.query.next);
  const protocol = requestProtocol(firstQueryValue(ctx.req.headers['x-forwarded-proto']), appEnvFrom(process.env));
  return safeRedirect(raw, hostTable, `${protocol}://${(ctx.req.headers.host ?? '').trim() || 'localhost'}`, fallback);
}

export function shellPage<P extends object = Record<string, never>>(
  options: ShellPageOptions<P> = {},
): GetServerSideProps<ShellPageProps & P> {
  return async (ctx) => {
    const brandId = ctx.params?.brand;
    if (!isBrandId(brandId) || (options.brands && !options.brands.includes(brandId))) return { notFound: true };
    const hostTable = serverHostTable();
    const publicPath = toPublicPath(ctx.resolvedUrl);
    const brand = getBrand(brandId);
    const session = await loadSsrSession(ctx.req);
    const site = options.site ?? 'cbt';
    if (options.auth === 'required' && !session.user) {
      return { redirect: { destination: loginRedirectFor(site, publicPath), statusCode: 302 } };
    }
    // Brand B's header tabs come from the shop API (spec §2.3); fetched here so they render with the page.
    const categories = brand.shop ? prefetchGnbCategories(session.queryClient, createSsrShopClient(ctx.req)) : undefined;
    const context: ShellPageContext = {
      ctx,
      brand,
      publicPath,
      user: session.user,
      session,
      hostTable,
    };
    const result = options.load ? await options.load(context) : ({ props: {} as P } as ShellPageResult<P>);
    await categories;
    if ('notFound' in result || 'redirect' in result) return result;
    const baseSeo = typeof options.seo === 'function' ? options.seo(context) : options.seo;
    const shell = buildShellProps({
      request: {
        host: ctx.req.headers.host,
        forwardedProto: firstQueryValue(ctx.req.headers['x-forwarded-proto']),
        userAgent: ctx.req.headers['user-agent'],
        cookies: ctx.req.cookies,
        path: publicPath,
      },
      brand: brandId,
      site,
      appEnv: appEnvFrom(process.env),
      hostTable,
      page: { ...baseSeo, ...result.seo },
    });
    return { props: { ...shell, dehydratedState: session.dehydratedState(), ...result.props } };
  };
}

/**
 * The login page a visitor is sent to from `returnPath`: the portal names its parameter `next` (spec §2.5), and the
 * community, the corporate site and the operator console share the portal's login page (site-login-page.tsx); the CBT app says `redirect`.
 */
export function loginRedirectFor(site: Site, returnPath: string): string {
  return site === 'portal' || site === 'community' || site === 'corporate' || site === 'console'
    ? `/login?next=${encodeURIComponent(returnPath)}`
    : loginRedirectUrl(returnPath);
}
