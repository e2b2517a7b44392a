/**
 * Which page requests the front door answers from the page cache (src/server/page-cache), and under what key.
 * Only the anonymous catalogue pages every visitor shares; never a request that carries a session, whose page
 * shows the member (their name in the header, their likes).
 */
import type { FastifyRequest } from 'fastify';
import {
  ANY_WEB_VIEW_USER_AGENT,
  DISABLED_HEADER_COOKIE,
  MOBILE_USER_AGENT,
  WEB_VIEW_COOKIE,
} from '../../config/page-variants';
import { readTags } from '../http/public-read';
import { ACCESS_TOKEN_COOKIE } from './auth';

/**
 * The cached pages, by public path on a CBT host (both brands): the proxy rewrites them to
 * pages/_sites/cbt/[brand]/index.tsx, exam/[type].tsx and exam/detail/[examIdx].tsx. `shows` names the read-cache
 * tags of what the page shows besides what every cached page does (exams, and brand B's header's shop categories).
 */
export const CACHED_PAGES: ReadonlyArray<{ route: RegExp; shows: ReadonlyArray<(brand: string) => string> }> = [
  { route: /^\/$/, shows: [] }, // home
  { route: /^\/exam\/[^/]+$/, shows: [] }, // category
  // Exam detail server-renders its 시험 정보방, the newest posts of the exam's community board.
  { route: /^\/exam\/detail\/[^/]+$/, shows: [readTags.communityPosts] },
];

/** Headers with which Next answers the same URL with something other than the page (data and prefetch requests). */
const NEXT_VARIANT_HEADERS = ['x-nextjs-data', 'rsc', 'next-router-prefetch', 'x-middleware-prefetch'] as const;

export interface CachedPageRequest {
  key: string;
  /** Read-cache tags of what the page shows: every one lists or shows exams; brand B's header shows shop categories. */
  tags: readonly string[];
}

/** The cache key and tags of a request for a cached page, or undefined when Next must render it for this request. */
export function cachedPageOf(request: FastifyRequest): CachedPageRequest | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  if (request.site.site !== 'cbt') return;
  const { headers } = request;
  if (headers.authorization !== undefined || request.cookies[ACCESS_TOKEN_COOKIE] !== undefined) return;
  if (NEXT_VARIANT_HEADERS.some((name) => headers[name] !== undefined)) return;
  // The page names its host in links and share URLs; the brand came from x-forwarded-host when one was sent.
  const forwardedHost = headers['x-forwarded-host'];
  if (forwardedHost !== undefined && forwardedHost !== headers.host) return;
  const path = request.url.split('?', 1)[0]!;
  const cached = CACHED_PAGES.find(({ route }) => route.test(path));
  if (!cached) return;
  const userAgent = headers['user-agent'] ?? '';
  const key = JSON.stringify([
    headers.host ?? '',
    headers['x-forwarded-proto'] ?? '',
    request.url,
    request.cookies[WEB_VIEW_COOKIE] ?? null,
    request.cookies[DISABLED_HEADER_COOKIE] !== undefined,
    ANY_WEB_VIEW_USER_AGENT.test(userAgent),
    MOBILE_USER_AGENT.test(userAgent),
  ]);
  const { brand } = request.site;
  return { key, tags: [readTags.exams(brand), readTags.shopCategories(brand), ...cached.shows.map((tag) => tag(brand))] };
}
