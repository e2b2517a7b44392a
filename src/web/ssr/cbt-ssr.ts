/**
 * Server-side access to the CBT API for getServerSideProps: the API lives in the same process
 * behind the internal origin, so the request's cookie and host are forwarded (docs/CONTRACTS.md).
 */
import type { IncomingMessage } from 'node:http';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { getProfile, type Profile } from '../api/auth-api';
import { ACCESS_TOKEN_COOKIE, createCbtClient } from '../api/cbt-client';
import { createQueryClient, CURRENT_USER_QUERY_KEY, GNB_CATEGORIES_QUERY_KEY } from '../api/query-client';
import { getGnbCategories } from '../api/shop-api';
import { createShopClient } from '../api/shop-client';

export type SsrRequest = IncomingMessage & { cookies?: Partial<Record<string, string>> };

export function internalApiOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return env.INTERNAL_API_URL || `http://127.0.0.1:${env.PORT ?? 3000}`;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The browser's cookie and host, so the API answers this request's member and brand. */
export function forwardedHeaders(req: SsrRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  const cookie = firstHeader(req.headers.cookie);
  const host = firstHeader(req.headers.host);
  if (cookie) headers.cookie = cookie;
  // The API picks the brand from x-forwarded-host, so the internal origin does not change the brand.
  if (host) headers['x-forwarded-host'] = host;
  return headers;
}

/** A CBT client that calls the API as the browser behind this request would. */
export function createSsrCbtClient(req: SsrRequest, env: NodeJS.ProcessEnv = process.env): ApiClient {
  const headers = forwardedHeaders(req);
  return createCbtClient({
    baseURL: internalApiOrigin(env),
    headers,
    getAccessToken: () => req.cookies?.[ACCESS_TOKEN_COOKIE] || undefined,
  });
}

/** Fetches the current user into the cache key the header reads (spec §7.3: fetched on each page load). */
export function prefetchCurrentUser(queryClient: QueryClient, client: ApiClient): Promise<Profile | null> {
  return queryClient.fetchQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: () => getProfile(client) });
}

/** The brand B shop client for this request (same forwarded host and cookie as the CBT client). */
export function createSsrShopClient(req: SsrRequest, env: NodeJS.ProcessEnv = process.env): ApiClient {
  return createShopClient({ baseURL: internalApiOrigin(env), headers: forwardedHeaders(req) });
}

/**
 * Puts the brand B header's category tabs into the cache so the first paint has them. A failure leaves the
 * cache empty (prefetchQuery never throws) and the header fetches them in the browser.
 */
export function prefetchGnbCategories(queryClient: QueryClient, client: ApiClient): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: GNB_CATEGORIES_QUERY_KEY, queryFn: () => getGnbCategories(client) });
}

export interface SsrSession {
  client: ApiClient;
  queryClient: QueryClient;
  user: Profile | null;
  dehydratedState: () => DehydratedState;
}

/** One request's API client, query cache with the current user, and its dehydrated state for the page. */
export async function loadSsrSession(req: SsrRequest, env: NodeJS.ProcessEnv = process.env): Promise<SsrSession> {
  const client = createSsrCbtClient(req, env);
  const queryClient = createQueryClient();
  const user = await prefetchCurrentUser(queryClient, client);
  return { client, queryClient, user, dehydratedState: () => dehydrate(queryClient) };
}
