/** Query keys and functions of the order page's discounts and the my-page screens of ADR 28 (coupons, points, cancels). */
import type { ApiClient } from '../api/api-client';
import {
  type CouponStatus,
  getCancelledOrders,
  getMyCoupons,
  getPaymentMethods,
  getPointHistory,
  getSheetDiscounts,
} from '../api/shop-payments-api';

export const paymentQueries = {
  sheetDiscounts: (client: ApiClient, orderSheetNo: string) => ({
    queryKey: ['shop', 'sheet-discounts', orderSheetNo] as const,
    queryFn: () => getSheetDiscounts(client, orderSheetNo),
  }),
  paymentMethods: (client: ApiClient) => ({ queryKey: ['shop', 'payment-methods'] as const, queryFn: () => getPaymentMethods(client) }),
  cancelledOrders: (client: ApiClient, page: number) => ({
    queryKey: ['shop', 'cancelled-orders', page] as const,
    queryFn: () => getCancelledOrders(client, page),
  }),
  coupons: (client: ApiClient, page: number, status: CouponStatus | null) => ({
    queryKey: ['shop', 'coupons', status ?? 'ALL', page] as const,
    queryFn: () => getMyCoupons(client, page, status ?? undefined),
  }),
  points: (client: ApiClient, page: number) => ({ queryKey: ['shop', 'points', page] as const, queryFn: () => getPointHistory(client, page) }),
};
