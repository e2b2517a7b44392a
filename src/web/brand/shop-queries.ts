/** React Query hooks of the brand B header (spec §2.3, §6, §7.2): same-origin shop calls from the CBT host. */
import { useQuery } from '@tanstack/react-query';
import { CART_COUNT_QUERY_KEY, GNB_CATEGORIES_QUERY_KEY } from '../api/query-client';
import { getCartCount, getGnbCategories, type ShopCategory } from '../api/shop-api';
import { getBrowserShopClient } from '../session/browser-client';

/** The server's category tabs; prefetched by the shell SSR, fetched here when the cache has none. */
export function useGnbCategories(): { categories: ShopCategory[]; isLoading: boolean } {
  const query = useQuery({
    queryKey: GNB_CATEGORIES_QUERY_KEY,
    queryFn: () => getGnbCategories(getBrowserShopClient()),
    // The tabs change rarely: keep them across client-side route changes instead of the 1 s default.
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });
  return { categories: query.data ?? [], isLoading: query.isPending };
}

/** The member's cart line count; never requested for a visitor (spec §6). */
export function useCartCount(loggedIn: boolean): number {
  const query = useQuery({
    queryKey: CART_COUNT_QUERY_KEY,
    queryFn: () => getCartCount(getBrowserShopClient()),
    enabled: loggedIn,
  });
  return loggedIn ? (query.data ?? 0) : 0;
}
