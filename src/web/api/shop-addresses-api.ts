/** The brand B member's delivery addresses (src/contracts/shop-addresses.ts). */
import type { ApiClient } from './api-client';
import type { ShopAddress, ShopAddressBody, ShopAddressList } from '../../contracts/shop-addresses';

export type { ShopAddress, ShopAddressBody, ShopAddressList } from '../../contracts/shop-addresses';

export async function getAddresses(client: ApiClient): Promise<ShopAddressList> {
  const { data } = await client.get<ShopAddressList>('/shop/addresses');
  return data;
}

export async function createAddress(client: ApiClient, body: ShopAddressBody): Promise<ShopAddress> {
  const { data } = await client.post<ShopAddress>('/shop/addresses', body);
  return data;
}

export async function updateAddress(client: ApiClient, addressNo: number, body: ShopAddressBody): Promise<ShopAddress> {
  const { data } = await client.put<ShopAddress>(`/shop/addresses/${addressNo}`, body);
  return data;
}

export async function setDefaultAddress(client: ApiClient, addressNo: number): Promise<ShopAddress> {
  const { data } = await client.put<ShopAddress>(`/shop/addresses/${addressNo}/default`);
  return data;
}

export async function deleteAddress(client: ApiClient, addressNo: number): Promise<void> {
  await client.delete(`/shop/addresses/${addressNo}`);
}
