/** The shop's 이용약관·개인정보처리방침 and 자주 묻는 질문 (src/contracts/shop-content.ts). */
import type { ApiClient } from './api-client';
import type { ShopHelp, ShopPolicies } from '../../contracts/shop-content';

export type { ShopHelp, ShopPolicies } from '../../contracts/shop-content';

export async function getShopPolicies(client: ApiClient): Promise<ShopPolicies> {
  const { data } = await client.get<ShopPolicies>('/shop/content/terms');
  return data;
}

export async function getShopHelp(client: ApiClient): Promise<ShopHelp> {
  const { data } = await client.get<ShopHelp>('/shop/content/help');
  return data;
}
