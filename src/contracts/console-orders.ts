/**
 * The console's bank-transfer queues (ADR 30): `GET /apiV2/admin/orders?queue=DEPOSIT|REFUND`, ADMIN of the
 * brand only. The decisions are the existing `POST /apiV2/admin/orders/:orderNo/mark-paid` (and mark-refunded).
 */
import { type Static, Type } from 'typebox';
import { DateTime, Nullable } from './common';

export const ConsoleOrderQueue = Type.Union([Type.Literal('DEPOSIT'), Type.Literal('REFUND')], {
  description: 'DEPOSIT: 입금대기, REFUND: 환불요청',
});
export type ConsoleOrderQueue = Static<typeof ConsoleOrderQueue>;

export const ConsoleOrdersQuery = Type.Object(
  {
    queue: Type.Optional(ConsoleOrderQueue),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: '페이지' })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '페이지 크기' })),
  },
  { additionalProperties: false },
);
export type ConsoleOrdersQuery = Static<typeof ConsoleOrdersQuery>;

export const ConsoleOrder = Type.Object({
  orderNo: Type.String(),
  status: Type.String(),
  ordererName: Type.String(),
  ordererPhone: Type.String(),
  memberEmail: Type.String(),
  amount: Type.Integer(),
  depositDeadline: Nullable(DateTime()),
  createdAt: DateTime(),
  paidAt: Nullable(DateTime()),
  refundRequestedAt: Nullable(DateTime()),
});
export type ConsoleOrder = Static<typeof ConsoleOrder>;

export const ConsoleOrderPage = Type.Object({
  items: Type.Array(ConsoleOrder),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type ConsoleOrderPage = Static<typeof ConsoleOrderPage>;
