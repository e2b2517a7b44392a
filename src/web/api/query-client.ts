import { QueryClient } from '@tanstack/react-query';

/** The current user is cached under this key (spec §7.3). */
export const CURRENT_USER_QUERY_KEY = ['/users/me'] as const;
/** Brand B header data (spec §7.2): the server's category tabs and the member's cart count. */
export const GNB_CATEGORIES_QUERY_KEY = ['/v2/categories/gnb'] as const;
export const CART_COUNT_QUERY_KEY = ['/shop/cart/count'] as const;

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
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
