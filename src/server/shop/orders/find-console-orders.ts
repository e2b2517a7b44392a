import { and, asc, count, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { ConsoleOrderPage, ConsoleOrderQueue } from '../../../contracts/console-orders';
import type { Db } from '../../../db/client';
import { orders, users } from '../../../db/schema';
import type { Paging } from '../../paging/parse-paging';

/**
 * The console's bank-transfer queues (ADR 30), a page at a time, oldest first (worked from its oldest):
 * DEPOSIT — 입금대기 orders, for 입금 확인; REFUND — paid bank transfers the member cancelled (환불요청), for 환불 완료.
 */
export async function findConsoleOrders(db: Db, input: { brand: BrandId; queue: ConsoleOrderQueue } & Paging): Promise<ConsoleOrderPage> {
  const where = and(
    eq(orders.brand, input.brand),
    eq(orders.paymentMethod, 'BANK_TRANSFER'),
    eq(orders.status, input.queue === 'DEPOSIT' ? 'AWAITING_DEPOSIT' : 'REFUND_REQUESTED'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(asc(input.queue === 'DEPOSIT' ? orders.createdAt : orders.refundRequestedAt), asc(orders.orderNo))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    items: rows.map(({ order, email }) => ({
      orderNo: order.orderNo,
      status: order.status,
      ordererName: order.ordererName,
      ordererPhone: order.ordererPhone,
      memberEmail: email,
      amount: order.amount,
      depositDeadline: order.depositDeadline?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      refundRequestedAt: order.refundRequestedAt?.toISOString() ?? null,
    })),
    totalCount: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
