/** The console's coupons (ADR 33, src/contracts/console-coupons.ts). Client first. */
import type { ApiClient } from './api-client';
import type {
  ConsoleCouponPage,
  ConsoleCouponsQuery,
  CreateCouponBody,
  EndCouponResult,
  IssueCouponReport,
} from '../../contracts/console-coupons';

export type { ConsoleCoupon, ConsoleCouponPage, IssueCouponReport } from '../../contracts/console-coupons';

export const consoleCouponsKey = (query: ConsoleCouponsQuery) => ['console', 'coupons', query] as const;

export async function listConsoleCoupons(client: ApiClient, query: ConsoleCouponsQuery): Promise<ConsoleCouponPage> {
  const { data } = await client.get<ConsoleCouponPage>('/apiV2/admin/coupons', { params: query });
  return data;
}

export async function createConsoleCoupon(client: ApiClient, body: CreateCouponBody): Promise<{ couponId: number }> {
  const { data } = await client.post<{ couponId: number }>('/apiV2/admin/coupons', body);
  return data;
}

export async function endConsoleCoupon(client: ApiClient, couponId: number): Promise<EndCouponResult> {
  const { data } = await client.post<EndCouponResult>(`/apiV2/admin/coupons/${couponId}/end`);
  return data;
}

export async function issueConsoleCoupon(client: ApiClient, couponId: number, emails: string[]): Promise<IssueCouponReport> {
  const { data } = await client.post<IssueCouponReport>(`/apiV2/admin/coupons/${couponId}/issue`, { emails });
  return data;
}
