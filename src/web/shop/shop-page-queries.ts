/** Query keys and functions of the shop pages: the server prefetches with the same ones the browser then observes. */
import type { ApiClient } from '../api/api-client';
import { getCart } from '../api/carts-api';
import { getMyCourses, getOrder, getOrders, getOrderSheet } from '../api/orders-api';
import { getCategoryProducts, getShopProduct, searchShopProducts, type ShopProductSort } from '../api/shop-products-api';

export const shopQueries = {
  categoryProducts: (client: ApiClient, categoryId: number, sort: ShopProductSort, page: number) => ({
    queryKey: ['shop', 'category-products', categoryId, sort, page] as const,
    queryFn: () => getCategoryProducts(client, categoryId, { sort, page }),
  }),
  product: (client: ApiClient, productNo: number) => ({
    queryKey: ['shop', 'product', productNo] as const,
    queryFn: () => getShopProduct(client, productNo),
  }),
  search: (client: ApiClient, keywords: string, page: number) => ({
    queryKey: ['shop', 'search', keywords, page] as const,
    queryFn: () => searchShopProducts(client, keywords, page),
  }),
  cart: (client: ApiClient) => ({ queryKey: ['shop', 'cart'] as const, queryFn: () => getCart(client) }),
  orderSheet: (client: ApiClient, orderSheetNo: string) => ({
    queryKey: ['shop', 'order-sheet', orderSheetNo] as const,
    queryFn: () => getOrderSheet(client, orderSheetNo),
  }),
  order: (client: ApiClient, orderNo: string) => ({
    queryKey: ['shop', 'order', orderNo] as const,
    queryFn: () => getOrder(client, orderNo),
  }),
  orders: (client: ApiClient, page: number) => ({
    queryKey: ['shop', 'orders', page] as const,
    queryFn: () => getOrders(client, page),
  }),
  myCourses: (client: ApiClient, page: number) => ({
    queryKey: ['shop', 'my-courses', page] as const,
    queryFn: () => getMyCourses(client, page),
  }),
};
