/**
 * The brand B operator's side of shop orders in browser tests: the seed's ADMIN `admin@nursepass.co.kr` calls the
 * ADMIN routes that serve the same operations as `npm run db:mark-order-paid` / `db:mark-order-refunded` (ADR 27, 28).
 * The e2e server holds its PGlite directory, which the command's second process must not open.
 */
import { type APIRequestContext, expect, request } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { LOOPBACK } from './hosts';

async function asBrandBAdmin<T>(path: string): Promise<T> {
  const api: APIRequestContext = await request.newContext();
  try {
    const login = await api.post(`${LOOPBACK}/apiV2/auth/login`, {
      headers: { 'x-forwarded-host': 'admin.nursepass.localhost' },
      data: { email: 'admin@nursepass.co.kr', password: DEMO_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const cookie = login.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('accessToken='));
    const response = await api.post(`${LOOPBACK}${path}`, {
      headers: { 'x-forwarded-host': 'admin.nursepass.localhost', cookie: cookie!.value.split(';')[0]! },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  } finally {
    await api.dispose();
  }
}

/** POST /apiV2/admin/orders/:orderNo/mark-paid: the deposit arrived. */
export const markPaidAsOperator = (orderNo: string) =>
  asBrandBAdmin<{ orderNo: string; changed: boolean; status: string }>(`/apiV2/admin/orders/${orderNo}/mark-paid`);

/** POST /apiV2/admin/orders/:orderNo/mark-refunded: a cancelled deposit was sent back. */
export const markRefundedAsOperator = (orderNo: string) =>
  asBrandBAdmin<{ orderNo: string; changed: boolean; status: string }>(`/apiV2/admin/orders/${orderNo}/mark-refunded`);
