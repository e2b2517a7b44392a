/** The brand B member's cart (src/contracts/carts.ts); the badge's count is getCartCount in shop-api. */
import type { ApiClient } from './api-client';
import type { AddCartItemBody, Cart } from '../../contracts/carts';
import type { CartCount } from '../../contracts/shop';

export type { Cart, CartLine } from '../../contracts/carts';

export async function getCart(client: ApiClient): Promise<Cart> {
  const { data } = await client.get<Cart>('/shop/cart');
  return data;
}

/** Adds a product; the answer is the new line count (O8004 and CART0001 arrive as errors with their codes). */
export async function addCartItem(client: ApiClient, body: AddCartItemBody): Promise<number> {
  const { data } = await client.post<CartCount>('/shop/cart/items', body);
  return data.count;
}

export async function removeCartItem(client: ApiClient, line: { productNo: number; optionNo: number }): Promise<number> {
  const { data } = await client.delete<CartCount>(`/shop/cart/items/${line.productNo}/${line.optionNo}`);
  return data.count;
}
