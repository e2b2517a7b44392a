/** The brand B member's delivery addresses (src/contracts/shop-addresses.ts). */
import type { AxiosInstance } from 'axios';
import type { ShopAddress, ShopAddressBody, ShopAddressList } from '../../contracts/shop-addresses';

export type { ShopAddress, ShopAddressBody, ShopAddressList } from '../../contracts/shop-addresses';

export async function getAddresses(client: AxiosInstance): Promise<ShopAddressList> {
  const { data } = await client.get<ShopAddressList>('/shop/addresses');
  return data;
}

export async function createAddress(client: AxiosInstance, body: ShopAddressBody): Promise<ShopAddress> {
  const { data } = await client.post<ShopAddress>('/shop/addresses', body);
  return data;
}

export async function updateAddress(client: AxiosInstance, addressNo: number, body: ShopAddressBody): Promise<ShopAddress> {
  const { data } = await client.put<ShopAddress>(`/shop/addresses/${addressNo}`, body);
  return data;
}

export async function setDefaultAddress(client: AxiosInstance, addressNo: number): Promise<ShopAddress> {
  const { data } = await client.put<ShopAddress>(`/shop/addresses/${addressNo}/default`);
  return data;
}

export async function deleteAddress(client: AxiosInstance, addressNo: number): Promise<void> {
  await client.delete(`/shop/addresses/${addressNo}`);
}
