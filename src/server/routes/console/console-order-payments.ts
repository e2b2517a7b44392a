/**
 * The operator's side of bank-transfer orders (ADR 27): an ADMIN of the brand marks an order paid once the
 * deposit is seen. `npm run db:mark-order-paid` calls the same operation; the console's payments page will call this.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import { MarkOrderPaidResult, MarkOrderRefundedResult, OrderParams } from '../../../contracts/orders';
import type { Db } from '../../../db/client';
import type { PaymentProviders } from '../../payments/payment-providers';
import { markOrderPaid } from '../../shop/orders/mark-order-paid';
import { markOrderRefunded } from '../../shop/orders/mark-order-refunded';
import { authorizeMarkingPaid } from '../../shop/orders/order-policy';
import { consoleRateLimit, consoleSchemaErrorFormatter, noStore, operatorsOnly } from './console-route-kit';

export async function consoleOrderPaymentRoutes(fastify: FastifyInstance, options: { db: Db; payments: PaymentProviders }) {
  const { db, payments } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(consoleSchemaErrorFormatter);
  noStore(app);

  app.post(
    '/apiV2/admin/orders/:orderNo/mark-paid',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeMarkingPaid),
      schema: {
        tags: ['admin-orders'],
        summary: '무통장입금 주문을 결제 완료로 (ADMIN; 이미 결제 완료면 changed: false, 시험은 한 번만 지급)',
        params: OrderParams,
        response: { 200: MarkOrderPaidResult, ...ErrorResponses },
      },
    },
    async (request) => {
      const { actorId } = authorizeMarkingPaid((await request.getSession())?.user ?? null, request.site.brand);
      return markOrderPaid(db, payments, { brand: request.site.brand, orderNo: request.params.orderNo, actorId });
    },
  );

  // A member cancelled a paid bank transfer (환불요청, ADR 28); staff sent the money back. `npm run db:mark-order-refunded`.
  app.post(
    '/apiV2/admin/orders/:orderNo/mark-refunded',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeMarkingPaid),
      schema: {
        tags: ['admin-orders'],
        summary: '환불요청 주문을 환불 완료(취소)로 (ADMIN; 이미 취소면 changed: false)',
        params: OrderParams,
        response: { 200: MarkOrderRefundedResult, ...ErrorResponses },
      },
    },
    async (request) => {
      const { actorId } = authorizeMarkingPaid((await request.getSession())?.user ?? null, request.site.brand);
      return markOrderRefunded(db, payments, { brand: request.site.brand, orderNo: request.params.orderNo, actorId });
    },
  );
}
