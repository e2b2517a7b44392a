/**
 * Brand B order sheets (spec §4 purchase flow, §7.2, §8): POST /v2/orders makes one from product lines, and
 * GET /v2/order-sheets/:orderSheetNo shows the member's own sheet to the shop's order page.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { ORDER_SHEET_STATUSES } from '../../../db/schema';
import { rateLimit } from '../../http/rate-limit';
import { createOrderSheet, MAX_ORDER_LINES } from '../../shop/create-order-sheet';
import { getOrderSheet } from '../../shop/get-order-sheet';
import { orderSheetNotFound } from '../../shop/shop-errors';
import { errorResponses } from '../schemas';
import { shopMemberOnly } from './shop-brand';

interface CreateOrderBody {
  products: { productNo: number; optionNo: number; orderCnt: number }[];
}

const positiveInt = (description: string) => ({ type: 'integer', minimum: 1, maximum: 2_147_483_647, description }) as const;

const createOrderBodySchema = {
  type: 'object',
  required: ['products'],
  additionalProperties: false,
  properties: {
    products: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_ORDER_LINES,
      items: {
        type: 'object',
        required: ['productNo', 'optionNo', 'orderCnt'],
        additionalProperties: false,
        properties: {
          productNo: positiveInt('상품 번호'),
          optionNo: positiveInt('옵션 번호'),
          orderCnt: { type: 'integer', minimum: 1, maximum: 99, description: '수량 (시험은 1)' },
        },
      },
    },
  },
} as const;

const orderSheetSchema = {
  type: 'object',
  required: ['orderSheetNo', 'status', 'totalAmount', 'createdAt', 'expiresAt', 'paidAt', 'lines'],
  properties: {
    orderSheetNo: { type: 'string' },
    status: { type: 'string', enum: [...ORDER_SHEET_STATUSES], description: 'OPEN 결제 대기, PAID 결제 완료, EXPIRED, CANCELLED' },
    totalAmount: { type: 'integer', description: '합계 (원)' },
    createdAt: { type: 'string', format: 'date-time' },
    expiresAt: { type: 'string', format: 'date-time', description: '이 시각이 지나면 결제할 수 없음' },
    paidAt: { type: ['string', 'null'], format: 'date-time' },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        required: ['productNo', 'optionNo', 'title', 'quantity', 'unitPrice', 'examIdx'],
        properties: {
          productNo: { type: 'integer' },
          optionNo: { type: 'integer' },
          title: { type: 'string' },
          quantity: { type: 'integer' },
          unitPrice: { type: 'integer', description: '주문서를 만들 때의 단가 (원)' },
          examIdx: { type: ['integer', 'null'], description: '시험 상품이면 그 시험 번호' },
        },
      },
    },
  },
} as const;

export async function shopOrderRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const memberOfShop = shopMemberOnly(app);

  app.post<{ Body: CreateOrderBody }>(
    '/v2/orders',
    {
      ...memberOfShop,
      // Each sheet is a row; a looping client should not fill the table.
      config: rateLimit('shop', 30, 60_000, '주문 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
      schema: {
        tags: ['shop'],
        summary: '주문서 만들기 (회원만; 시험은 1개만, 이미 구매한 시험은 O8003)',
        body: createOrderBodySchema,
        response: {
          201: {
            type: 'object',
            required: ['orderSheetNo'],
            properties: { orderSheetNo: { type: 'string', description: '쇼핑몰 주문 페이지 /orders/order/{orderSheetNo}' } },
          },
          400: errorResponses[400],
          401: errorResponses[401],
          404: errorResponses[404],
          429: errorResponses[429],
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

  app.get<{ Params: { orderSheetNo: string } }>(
    '/v2/order-sheets/:orderSheetNo',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '내 주문서 (다른 회원의 주문서는 404)',
        params: {
          type: 'object',
          required: ['orderSheetNo'],
          properties: { orderSheetNo: { type: 'string', pattern: '^[0-9]{20}$', description: '주문서 번호 (숫자 20자리)' } },
        },
        response: { 200: orderSheetSchema, 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] },
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
