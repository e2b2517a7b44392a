/** The shop's 회원정보 수정 (src/contracts/shop-profile.ts), over the same profile operations as the portal. */
import type { ApiClient } from './api-client';
import type { ChangeShopPasswordBody, RequestShopEmailChangeBody, ShopProfile, UpdateShopProfileBody } from '../../contracts/shop-profile';

export type { ShopProfile } from '../../contracts/shop-profile';

export async function getShopProfile(client: ApiClient): Promise<ShopProfile> {
  const { data } = await client.get<ShopProfile>('/shop/profile');
  return data;
}

export async function updateShopProfile(client: ApiClient, body: UpdateShopProfileBody): Promise<ShopProfile> {
  const { data } = await client.put<ShopProfile>('/shop/profile', body);
  return data;
}

export async function changeShopPassword(client: ApiClient, body: ChangeShopPasswordBody): Promise<number> {
  const { data } = await client.put<{ revokedSessions: number }>('/shop/profile/password', body);
  return data.revokedSessions;
}

export async function requestShopEmailChange(client: ApiClient, body: RequestShopEmailChangeBody): Promise<ShopProfile> {
  const { data } = await client.post<ShopProfile>('/shop/profile/email-change', body);
  return data;
}

export async function confirmShopEmailChange(client: ApiClient, code: string): Promise<ShopProfile> {
  const { data } = await client.post<ShopProfile>('/shop/profile/email-change/confirm', { code });
  return data;
}
