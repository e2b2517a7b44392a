/** Query keys and functions of the order page's discounts and the my-page screens of ADR 28 (coupons, points, cancels). */
import type { AxiosInstance } from 'axios';
import {
  type CouponStatus,
  getCancelledOrders,
  getMyCoupons,
  getPaymentMethods,
  getPointHistory,
  getSheetDiscounts,
} from '../api/shop-payments-api';

export const paymentQueries = {
  sheetDiscounts: (client: AxiosInstance, orderSheetNo: string) => ({
    queryKey: ['shop', 'sheet-discounts', orderSheetNo] as const,
    queryFn: () => getSheetDiscounts(client, orderSheetNo),
  }),
  paymentMethods: (client: AxiosInstance) => ({ queryKey: ['shop', 'payment-methods'] as const, queryFn: () => getPaymentMethods(client) }),
  cancelledOrders: (client: AxiosInstance, page: number) => ({
    queryKey: ['shop', 'cancelled-orders', page] as const,
    queryFn: () => getCancelledOrders(client, page),
  }),
  coupons: (client: AxiosInstance, page: number, status: CouponStatus | null) => ({
    queryKey: ['shop', 'coupons', status ?? 'ALL', page] as const,
    queryFn: () => getMyCoupons(client, page, status ?? undefined),
  }),
  points: (client: AxiosInstance, page: number) => ({ queryKey: ['shop', 'points', page] as const, queryFn: () => getPointHistory(client, page) }),
};
