/**
 * The console's bank-transfer queues (ADR 30) for the brand's ADMINs: 입금대기 orders oldest first (the
 * decision is `POST /apiV2/admin/orders/:orderNo/mark-paid`, console-order-payments.ts) and refund requests. Only brand B sells;
 * brand A's console answers empty queues (it has no shop, so nothing can wait). Rate limit → authenticate (401) →
 * authorize (order-policy: 403 for anyone but an ADMIN of the brand) → validate → operation.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import { ConsoleOrderPage, ConsoleOrdersQuery } from '../../../contracts/console-orders';
import type { Db } from '../../../db/client';
import { findConsoleOrders } from '../../shop/orders/find-console-orders';
import { authorizeMarkingPaid } from '../../shop/orders/order-policy';
import { consoleRateLimit, consoleSchemaErrorFormatter, noStore, operatorsOnly } from './console-route-kit';

export async function consoleOrderRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(consoleSchemaErrorFormatter);
  noStore(app);

  app.get(
    '/apiV2/admin/orders',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeMarkingPaid),
      schema: {
        tags: ['admin-orders'],
        summary: '무통장입금 주문 (queue=DEPOSIT 입금대기, REFUND 환불요청; 오래된 순)',
        querystring: ConsoleOrdersQuery,
        response: { 200: ConsoleOrderPage, ...ErrorResponses },
      },
    },
    async (request) => {
      const brand = request.site.brand;
      authorizeMarkingPaid((await request.getSession())?.user ?? null, brand);
      const { queue = 'DEPOSIT', page = 1, pageSize = 20 } = request.query;
      return findConsoleOrders(db, { brand, queue, page, pageSize });
    },
  );
}
