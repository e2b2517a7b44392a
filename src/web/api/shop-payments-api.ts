/**
 * Brand B shop, slice 2 (ADR 28, src/contracts/orders.ts): the order page's discounts and payment methods,
 * Toss's checkout and confirm, cancelling an order, the member's coupons and 적립금. Every function takes the client first.
 */
import type { ApiClient } from './api-client';
import type {
  MemberCouponPage,
  Order,
  OrderPage,
  PaymentMethods,
  PointHistory,
  SheetDiscounts,
  TossCheckout,
  TossConfirmBody,
} from '../../contracts/orders';

export type { MemberCoupon, MemberCouponPage, PaymentMethods, PointHistory, SheetDiscounts, TossCheckout } from '../../contracts/orders';
export type CouponStatus = 'USABLE' | 'USED' | 'EXPIRED';

export async function getSheetDiscounts(client: ApiClient, orderSheetNo: string): Promise<SheetDiscounts> {
  const { data } = await client.get<SheetDiscounts>(`/v2/order-sheets/${encodeURIComponent(orderSheetNo)}/discounts`);
  return data;
}

export async function getPaymentMethods(client: ApiClient): Promise<PaymentMethods> {
  const { data } = await client.get<PaymentMethods>('/shop/payment-methods');
  return data;
}

export async function getTossCheckout(client: ApiClient, orderNo: string): Promise<TossCheckout> {
  const { data } = await client.get<TossCheckout>(`/shop/orders/${encodeURIComponent(orderNo)}/toss-checkout`);
  return data;
}

export async function confirmTossPayment(client: ApiClient, body: TossConfirmBody): Promise<Order> {
  const { data } = await client.post<Order>('/shop/payments/toss/confirm', body);
  return data;
}

export async function cancelOrder(client: ApiClient, orderNo: string, reason?: string): Promise<Order> {
  const { data } = await client.post<Order>(`/shop/orders/${encodeURIComponent(orderNo)}/cancel`, reason ? { reason } : {});
  return data;
}

export async function getCancelledOrders(client: ApiClient, page: number): Promise<OrderPage> {
  const { data } = await client.get<OrderPage>('/shop/cancelled-orders', { params: { page } });
  return data;
}

export async function getMyCoupons(client: ApiClient, page: number, status?: CouponStatus): Promise<MemberCouponPage> {
  const { data } = await client.get<MemberCouponPage>('/shop/coupons', { params: { page, ...(status ? { status } : {}) } });
  return data;
}

export async function registerCoupon(client: ApiClient, code: string): Promise<{ memberCouponId: number }> {
  const { data } = await client.post<{ memberCouponId: number }>('/shop/coupons', { code });
  return data;
}

export async function getPointHistory(client: ApiClient, page: number): Promise<PointHistory> {
  const { data } = await client.get<PointHistory>('/shop/points', { params: { page } });
  return data;
}
