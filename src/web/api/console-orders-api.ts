/**
 * The console's bank-transfer queues (ADR 30, src/contracts/console-orders.ts) and the operator's decision
 * on an order (`mark-paid`, ADR 27; `mark-refunded`, the shop's cancellation). Client first.
 */
import type { ApiClient } from './api-client';
import type { ConsoleOrderPage, ConsoleOrdersQuery } from '../../contracts/console-orders';
import type { MarkOrderPaidResult, MarkOrderRefundedResult } from '../../contracts/orders';

export type { ConsoleOrder, ConsoleOrderPage, ConsoleOrderQueue } from '../../contracts/console-orders';

export const consoleOrdersKey = (query: ConsoleOrdersQuery) => ['console', 'orders', query] as const;

export async function listConsoleOrders(client: ApiClient, query: ConsoleOrdersQuery): Promise<ConsoleOrderPage> {
  const { data } = await client.get<ConsoleOrderPage>('/apiV2/admin/orders', { params: query });
  return data;
}

export async function markOrderPaid(client: ApiClient, orderNo: string): Promise<MarkOrderPaidResult> {
  const { data } = await client.post<MarkOrderPaidResult>(`/apiV2/admin/orders/${encodeURIComponent(orderNo)}/mark-paid`);
  return data;
}

export async function markOrderRefunded(client: ApiClient, orderNo: string): Promise<MarkOrderRefundedResult> {
  const { data } = await client.post<MarkOrderRefundedResult>(`/apiV2/admin/orders/${encodeURIComponent(orderNo)}/mark-refunded`);
  return data;
}
