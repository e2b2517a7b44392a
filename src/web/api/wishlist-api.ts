/** The brand B member's wishlist (찜, src/contracts/wishlist.ts): list, one product's state, add and remove. */
import type { ApiClient } from './api-client';
import type { WishlistPage, WishlistStatus } from '../../contracts/wishlist';

export type { WishlistLine, WishlistPage, WishlistStatus } from '../../contracts/wishlist';

export async function getWishlist(client: ApiClient, page: number): Promise<WishlistPage> {
  const { data } = await client.get<WishlistPage>('/shop/wishlist', { params: page > 1 ? { page } : {} });
  return data;
}

export async function getWishlistStatus(client: ApiClient, productNo: number): Promise<WishlistStatus> {
  const { data } = await client.get<WishlistStatus>(`/shop/wishlist/${productNo}`);
  return data;
}

/** 찜하기 (a product already wished answers the same) or 찜 해제. */
export async function setWished(client: ApiClient, productNo: number, wished: boolean): Promise<WishlistStatus> {
  const { data } = wished
    ? await client.put<WishlistStatus>(`/shop/wishlist/${productNo}`)
    : await client.delete<WishlistStatus>(`/shop/wishlist/${productNo}`);
  return data;
}
