/**
 * Brand B order sheets and orders (src/contracts/orders.ts and shop.ts): a sheet from cart lines, the order
 * page's sheet, placing its order, the member's orders and entitled exams. Every function takes the client first.
 */
import type { ApiClient } from './api-client';
import type { MyCoursePage, Order, OrderPage, PlaceOrderBody } from '../../contracts/orders';
import type { CreateOrderBody, CreatedOrder, OrderSheet } from '../../contracts/shop';

export type { MyCourse, MyCoursePage, Order, OrderPage, OrderStatus } from '../../contracts/orders';
export type { OrderSheet } from '../../contracts/shop';

/** A sheet for several lines (the cart's selection); the CBT page's one-exam purchase is createExamOrder in shop-api. */
export async function createOrderSheet(
  client: ApiClient,
  lines: ReadonlyArray<{ productNo: number; optionNo: number; quantity: number }>,
): Promise<string> {
  const body: CreateOrderBody = {
    products: lines.map((line) => ({ productNo: line.productNo, optionNo: line.optionNo, orderCnt: line.quantity })),
  };
  const { data } = await client.post<CreatedOrder>('/v2/orders', body);
  return data.orderSheetNo;
}

export async function getOrderSheet(client: ApiClient, orderSheetNo: string): Promise<OrderSheet> {
  const { data } = await client.get<OrderSheet>(`/v2/order-sheets/${encodeURIComponent(orderSheetNo)}`);
  return data;
}

export async function placeOrder(client: ApiClient, orderSheetNo: string, body: PlaceOrderBody): Promise<Order> {
  const { data } = await client.post<Order>(`/v2/order-sheets/${encodeURIComponent(orderSheetNo)}/order`, body);
  return data;
}

export async function getOrders(client: ApiClient, page: number): Promise<OrderPage> {
  const { data } = await client.get<OrderPage>('/shop/orders', { params: { page } });
  return data;
}

export async function getOrder(client: ApiClient, orderNo: string): Promise<Order> {
  const { data } = await client.get<Order>(`/shop/orders/${encodeURIComponent(orderNo)}`);
  return data;
}

export async function getMyCourses(client: ApiClient, page: number): Promise<MyCoursePage> {
  const { data } = await client.get<MyCoursePage>('/shop/my-courses', { params: { page } });
  return data;
}
