/**
 * Query keys and functions of the my-page screens of ADR 29 (찜, addresses, 회원정보) and of terms and help: the
 * server prefetches with the same ones the browser then observes (as shop-page-queries.ts for the catalogue).
 */
import type { ApiClient } from '../api/api-client';
import { getAddresses } from '../api/shop-addresses-api';
import { getShopHelp, getShopPolicies } from '../api/shop-content-api';
import { getShopProfile } from '../api/shop-profile-api';
import { getWishlist, getWishlistStatus } from '../api/wishlist-api';

export const myPageQueries = {
  wishlist: (client: ApiClient, page: number) => ({
    queryKey: ['shop', 'wishlist', page] as const,
    queryFn: () => getWishlist(client, page),
  }),
  wished: (client: ApiClient, productNo: number) => ({
    queryKey: ['shop', 'wishlist-status', productNo] as const,
    queryFn: () => getWishlistStatus(client, productNo),
  }),
  addresses: (client: ApiClient) => ({ queryKey: ['shop', 'addresses'] as const, queryFn: () => getAddresses(client) }),
  profile: (client: ApiClient) => ({ queryKey: ['shop', 'profile'] as const, queryFn: () => getShopProfile(client) }),
  policies: (client: ApiClient) => ({ queryKey: ['shop', 'policies'] as const, queryFn: () => getShopPolicies(client) }),
  help: (client: ApiClient) => ({ queryKey: ['shop', 'help'] as const, queryFn: () => getShopHelp(client) }),
};
