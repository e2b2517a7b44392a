/**
 * Brand B order sheets (spec §4 purchase flow, §7.2, §8): POST /v2/orders makes one from product lines, and
 * GET /v2/order-sheets/:orderSheetNo shows the member's own sheet to the shop's order page.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import { CreateOrderBody, CreatedOrder, OrderSheet, OrderSheetParams } from '../../../contracts/shop';
import type { Db } from '../../../db/client';
import { rateLimit } from '../../http/rate-limit';
import { createOrderSheet } from '../../shop/create-order-sheet';
import { getOrderSheet } from '../../shop/get-order-sheet';
import { orderSheetNotFound } from '../../shop/shop-errors';
import { shopMemberOnly } from './shop-brand';

export async function shopOrderRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const memberOfShop = shopMemberOnly(app);

  app.post(
    '/v2/orders',
    {
      ...memberOfShop,
      // Each sheet is a row; a looping client should not fill the table.
      config: rateLimit('shop', 30, 60_000, '주문 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
      schema: {
        tags: ['shop'],
        summary: '주문서 만들기 (회원만; 시험은 1개만, 이미 구매한 시험은 O8003)',
        body: CreateOrderBody,
        response: {
          201: CreatedOrder,
          400: ErrorResponses[400],
          401: ErrorResponses[401],
          404: ErrorResponses[404],
          429: ErrorResponses[429],
        },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const result = await createOrderSheet(db, {
        brand: request.site.brand,
        userId: user.id,
        lines: request.body.products.map((p) => ({ productNo: p.productNo, optionNo: p.optionNo, quantity: p.orderCnt })),
      });
      return reply.status(201).header('cache-control', 'no-store').send(result);
    },
  );

  app.get(
    '/v2/order-sheets/:orderSheetNo',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '내 주문서 (다른 회원의 주문서는 404)',
        params: OrderSheetParams,
        response: { 200: OrderSheet, 400: ErrorResponses[400], 401: ErrorResponses[401], 404: ErrorResponses[404] },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const sheet = await getOrderSheet(db, request.site.brand, user.id, request.params.orderSheetNo);
      if (!sheet) throw orderSheetNotFound();
      reply.header('cache-control', 'private, no-store');
      return sheet;
    },
  );
}
