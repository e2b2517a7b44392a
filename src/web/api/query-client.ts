import { QueryClient } from '@tanstack/react-query';

/** The current user is cached under this key (spec §7.3). */
export const CURRENT_USER_QUERY_KEY = ['/users/me'] as const;
/** Brand B header data (spec §7.2): the server's category tabs and the member's cart count. */
export const GNB_CATEGORIES_QUERY_KEY = ['/v2/categories/gnb'] as const;
export const CART_COUNT_QUERY_KEY = ['/shop/cart/count'] as const;

/** A query failed because the service is briefly down (503 with Retry-After): worth asking again. */
export function outageRetryDelayMs(error: unknown): number | null {
  const response = (error as { response?: { status?: number; headers?: unknown } } | null)?.response;
  if (response?.status !== 503) return null;
  const headers = response.headers as { get?: (name: string) => string | null } & Record<string, unknown>;
  const header = typeof headers?.get === 'function' ? headers.get('retry-after') : headers?.['retry-after'];
  const seconds = Number(header);
  // At most 5 s: a page waiting longer had better show its error and let the member retry.
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 5) * 1000 : 2000;
}

/** Queries retry only through an outage (503), at most twice; every other failure shows at once (spec §9). */
export const MAX_OUTAGE_RETRIES = 2;

/** React Query defaults from spec §9 (cacheTime is gcTime in v5). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        // Spec §9 says 1000 ms, which is right in the browser. During SSR the cache must outlive the render:
        // a page whose data takes longer than 1 s would lose the current user before it is dehydrated.
        gcTime: typeof window === 'undefined' ? Infinity : 1000,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < MAX_OUTAGE_RETRIES && outageRetryDelayMs(error) !== null,
        retryDelay: (_attempt, error) => outageRetryDelayMs(error) ?? 0,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
