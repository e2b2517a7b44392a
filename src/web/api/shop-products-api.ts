/** Brand B shop catalogue calls (src/contracts/shop-products.ts). Every function takes the client first. */
import type { ApiClient } from './api-client';
import type { ShopCategoryProducts, ShopProduct, ShopProductPage, ShopProductSort } from '../../contracts/shop-products';

export type { ShopCategoryProducts, ShopProduct, ShopProductPage, ShopProductSort, ShopProductSummary } from '../../contracts/shop-products';

export async function getCategoryProducts(
  client: ApiClient,
  categoryId: number,
  query: { sort: ShopProductSort; page: number },
): Promise<ShopCategoryProducts> {
  const { data } = await client.get<ShopCategoryProducts>(`/shop/categories/${categoryId}/products`, { params: query });
  return data;
}

export async function getShopProduct(client: ApiClient, productNo: number): Promise<ShopProduct> {
  const { data } = await client.get<ShopProduct>(`/shop/products/${productNo}`);
  return data;
}

export async function searchShopProducts(client: ApiClient, keywords: string, page: number): Promise<ShopProductPage> {
  const { data } = await client.get<ShopProductPage>('/shop/products/search', { params: { keywords, page } });
  return data;
}
