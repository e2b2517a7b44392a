/** The shop's 이용약관·개인정보처리방침 and 자주 묻는 질문 (src/contracts/shop-content.ts). */
import type { AxiosInstance } from 'axios';
import type { ShopHelp, ShopPolicies } from '../../contracts/shop-content';

export type { ShopHelp, ShopPolicies } from '../../contracts/shop-content';

export async function getShopPolicies(client: AxiosInstance): Promise<ShopPolicies> {
  const { data } = await client.get<ShopPolicies>('/shop/content/terms');
  return data;
}

export async function getShopHelp(client: AxiosInstance): Promise<ShopHelp> {
  const { data } = await client.get<ShopHelp>('/shop/content/help');
  return data;
}
