/** The shop's 회원정보 수정 (src/contracts/shop-profile.ts), over the same profile operations as the portal. */
import type { AxiosInstance } from 'axios';
import type { ChangeShopPasswordBody, RequestShopEmailChangeBody, ShopProfile, UpdateShopProfileBody } from '../../contracts/shop-profile';

export type { ShopProfile } from '../../contracts/shop-profile';

export async function getShopProfile(client: AxiosInstance): Promise<ShopProfile> {
  const { data } = await client.get<ShopProfile>('/shop/profile');
  return data;
}

export async function updateShopProfile(client: AxiosInstance, body: UpdateShopProfileBody): Promise<ShopProfile> {
  const { data } = await client.put<ShopProfile>('/shop/profile', body);
  return data;
}

export async function changeShopPassword(client: AxiosInstance, body: ChangeShopPasswordBody): Promise<number> {
  const { data } = await client.put<{ revokedSessions: number }>('/shop/profile/password', body);
  return data.revokedSessions;
}

export async function requestShopEmailChange(client: AxiosInstance, body: RequestShopEmailChangeBody): Promise<ShopProfile> {
  const { data } = await client.post<ShopProfile>('/shop/profile/email-change', body);
  return data;
}

export async function confirmShopEmailChange(client: AxiosInstance, code: string): Promise<ShopProfile> {
  const { data } = await client.post<ShopProfile>('/shop/profile/email-change/confirm', { code });
  return data;
}
