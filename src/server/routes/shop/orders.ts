/**
 * Brand B order sheets and orders (spec §4 purchase flow, §7.2, §8): POST /v2/orders makes a sheet from
 * product lines, GET /v2/order-sheets/:orderSheetNo shows the member's own sheet to the shop's order page, and
 * POST /v2/order-sheets/:orderSheetNo/order places its order (bank transfer: 입금대기). The member's orders
 * (purchase history, one order) and entitled exams (my courses) are read from /shop/orders and /shop/my-courses.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import { MyCoursePage, Order, OrderPage, OrderParams, PlaceOrderBody, ShopPageQuery } from '../../../contracts/orders';
import { CreateOrderBody, CreatedOrder, OrderSheet, OrderSheetParams } from '../../../contracts/shop';
import type { PaymentProviders } from '../../payments/payment-providers';
import { findMyCourses } from '../../shop/my-page/find-my-courses';
import { findOrders } from '../../shop/orders/find-orders';
import { getOrder } from '../../shop/orders/get-order';
import { authorizeOwnOrders } from '../../shop/orders/order-policy';
import { placeOrder } from '../../shop/orders/place-order';
import type { Db } from '../../../db/client';
import { rateLimit } from '../../http/rate-limit';
import { createOrderSheet } from '../../shop/orders/create-order-sheet';
import { getOrderSheet } from '../../shop/orders/get-order-sheet';
import { orderNotFound, orderSheetNotFound } from '../../shop/shop-errors';
import { shopMemberOnly } from './shop-brand';

export async function shopOrderRoutes(fastify: FastifyInstance, options: { db: Db; payments: PaymentProviders }) {
  const { db, payments } = options;
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

  app.post(
    '/v2/order-sheets/:orderSheetNo/order',
    {
      ...memberOfShop,
      config: rateLimit('shop-order', 30, 60_000, '주문 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
      schema: {
        tags: ['shop'],
        summary: '주문서로 주문하기 (무통장입금: 입금대기; 금액은 서버가 계산; 30분이 지난 주문서는 409)',
        params: OrderSheetParams,
        body: PlaceOrderBody,
        response: {
          200: Order,
          201: Order,
          400: ErrorResponses[400],
          401: ErrorResponses[401],
          404: ErrorResponses[404],
          409: ErrorResponses[409],
          429: ErrorResponses[429],
        },
      },
    },
    async (request, reply) => {
      const { userId } = authorizeOwnOrders((await app.requireUser(request)).user, request.site.brand);
      const { order, created } = await placeOrder(db, payments, {
        brand: request.site.brand,
        userId,
        orderSheetNo: request.params.orderSheetNo,
        ...request.body,
      });
      return reply.status(created ? 201 : 200).header('cache-control', 'no-store').send(order);
    },
  );

  app.get(
    '/shop/orders',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '내 주문 내역 (최신순, 20개씩; 입금대기·결제완료·취소)',
        querystring: ShopPageQuery,
        response: { 200: OrderPage, 400: ErrorResponses[400], 401: ErrorResponses[401], 404: ErrorResponses[404] },
      },
    },
    async (request, reply) => {
      const { userId } = authorizeOwnOrders((await app.requireUser(request)).user, request.site.brand);
      reply.header('cache-control', 'private, no-store');
      return findOrders(db, { brand: request.site.brand, userId, page: request.query.page });
    },
  );

  app.get(
    '/shop/orders/:orderNo',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '내 주문 (다른 회원의 주문은 404)',
        params: OrderParams,
        response: { 200: Order, 400: ErrorResponses[400], 401: ErrorResponses[401], 404: ErrorResponses[404] },
      },
    },
    async (request, reply) => {
      const { userId } = authorizeOwnOrders((await app.requireUser(request)).user, request.site.brand);
      const order = await getOrder(db, request.site.brand, userId, request.params.orderNo);
      if (!order) throw orderNotFound();
      reply.header('cache-control', 'private, no-store');
      return order;
    },
  );

  app.get(
    '/shop/my-courses',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '내 강의실: 이용할 수 있는 유료 시험 (최근 순, 20개씩)',
        querystring: ShopPageQuery,
        response: { 200: MyCoursePage, 400: ErrorResponses[400], 401: ErrorResponses[401], 404: ErrorResponses[404] },
      },
    },
    async (request, reply) => {
      const { userId } = authorizeOwnOrders((await app.requireUser(request)).user, request.site.brand);
      reply.header('cache-control', 'private, no-store');
      return findMyCourses(db, { brand: request.site.brand, userId, page: request.query.page });
    },
  );
}
