/**
 * Brand B shop, slice 2 (ADR 28): the order page's discounts and payment methods, Toss's success URL,
 * cancelling an order, the member's coupons (with code registration) and 적립금 history. Thin over the operations in
 * src/server/shop; every read and write is the member's own (another member's sheet or order answers 404).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorResponses } from '../../../contracts/common';
import {
  CancelOrderBody,
  MemberCouponPage,
  MemberCouponQuery,
  Order,
  OrderPage,
  OrderParams,
  PaymentMethods,
  PointHistory,
  RegisterCouponBody,
  SheetDiscounts,
  ShopPageQuery,
  TossCheckout,
  TossConfirmBody,
} from '../../../contracts/orders';
import { OrderSheetParams } from '../../../contracts/shop';
import type { Db } from '../../../db/client';
import { rateLimit } from '../../http/rate-limit';
import type { PaymentProviders } from '../../payments/payment-providers';
import { cancelOrder } from '../../shop/orders/cancel-order';
import { confirmTossPayment } from '../../shop/orders/confirm-toss-payment';
import { findMemberCoupons } from '../../shop/coupons/find-member-coupons';
import { findOrders } from '../../shop/orders/find-orders';
import { findPointHistory } from '../../shop/points/find-point-history';
import { findSheetDiscounts } from '../../shop/orders/find-sheet-discounts';
import { getTossCheckout } from '../../shop/orders/get-toss-checkout';
import { authorizeOwnOrders } from '../../shop/orders/order-policy';
import { registerCoupon } from '../../shop/coupons/register-coupon';
import { shopMemberOnly } from './shop-brand';

const PRIVATE = 'private, no-store';

export async function shopPaymentRoutes(fastify: FastifyInstance, options: { db: Db; payments: PaymentProviders }) {
  const { db, payments } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const memberOfShop = shopMemberOnly(app);
  const own = async (request: FastifyRequest) => authorizeOwnOrders((await app.requireUser(request)).user, request.site.brand);

  app.get(
    '/shop/payment-methods',
    {
      ...memberOfShop,
      schema: { tags: ['shop'], summary: '쓸 수 있는 결제 수단 (무통장입금; 토스 키가 있으면 카드 결제)', response: { 200: PaymentMethods, 401: ErrorResponses[401], 404: ErrorResponses[404] } },
    },
    async (_request, reply) => {
      reply.header('cache-control', PRIVATE);
      return { methods: payments.TOSS ? (['BANK_TRANSFER', 'TOSS'] as const) : (['BANK_TRANSFER'] as const) } as PaymentMethods;
    },
  );

  app.get(
    '/v2/order-sheets/:orderSheetNo/discounts',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '주문서에 쓸 수 있는 쿠폰(할인액)과 적립금 잔액',
        params: OrderSheetParams,
        response: { 200: SheetDiscounts, 400: ErrorResponses[400], 401: ErrorResponses[401], 404: ErrorResponses[404] },
      },
    },
    async (request, reply) => {
      const { userId } = await own(request);
      reply.header('cache-control', PRIVATE);
      return findSheetDiscounts(db, { brand: request.site.brand, userId, orderSheetNo: request.params.orderSheetNo });
    },
  );

  app.get(
    '/shop/orders/:orderNo/toss-checkout',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '카드 결제 주문의 토스 결제창 정보 (결제대기 주문만)',
        params: OrderParams,
        response: { 200: TossCheckout, 400: ErrorResponses[400], 401: ErrorResponses[401], 404: ErrorResponses[404] },
      },
    },
    async (request, reply) => {
      const { userId } = await own(request);
      reply.header('cache-control', PRIVATE);
      return getTossCheckout(db, payments, request.site.brand, userId, request.params.orderNo);
    },
  );

  app.post(
    '/shop/payments/toss/confirm',
    {
      ...memberOfShop,
      config: rateLimit('shop-toss-confirm', 120, 60_000, '결제 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
      schema: {
        tags: ['shop'],
        summary: '토스 결제 승인 (성공 URL의 paymentKey·orderId·amount; 금액이 주문과 다르면 400; 여러 번 불러도 한 번만 결제)',
        body: TossConfirmBody,
        response: { 200: Order, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { userId } = await own(request);
      reply.header('cache-control', 'no-store');
      return confirmTossPayment(db, payments, { brand: request.site.brand, userId, ...request.body });
    },
  );

  app.post(
    '/shop/orders/:orderNo/cancel',
    {
      ...memberOfShop,
      config: rateLimit('shop-cancel', 30, 60_000, '취소 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
      schema: {
        tags: ['shop'],
        summary: '주문 취소 (미결제: 취소; 카드: 토스 취소 후 취소; 무통장 결제완료: 환불요청; 응시한 주문은 409)',
        params: OrderParams,
        body: Type.Optional(CancelOrderBody),
        response: { 200: Order, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { userId } = await own(request);
      reply.header('cache-control', 'no-store');
      return cancelOrder(db, payments, { brand: request.site.brand, userId, orderNo: request.params.orderNo, reason: request.body?.reason });
    },
  );

  app.get(
    '/shop/cancelled-orders',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '취소·환불요청 주문 (최신순, 20개씩)',
        querystring: ShopPageQuery,
        response: { 200: OrderPage, 400: ErrorResponses[400], 401: ErrorResponses[401], 404: ErrorResponses[404] },
      },
    },
    async (request, reply) => {
      const { userId } = await own(request);
      reply.header('cache-control', PRIVATE);
      return findOrders(db, { brand: request.site.brand, userId, page: request.query.page, cancelled: true });
    },
  );

  app.get(
    '/shop/coupons',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '내 쿠폰 (사용 가능·사용 완료·기간 만료; 20개씩)',
        querystring: MemberCouponQuery,
        response: { 200: MemberCouponPage, 400: ErrorResponses[400], 401: ErrorResponses[401], 404: ErrorResponses[404] },
      },
    },
    async (request, reply) => {
      const { userId } = await own(request);
      reply.header('cache-control', PRIVATE);
      return findMemberCoupons(db, { brand: request.site.brand, userId, page: request.query.page, status: request.query.status });
    },
  );

  app.post(
    '/shop/coupons',
    {
      ...memberOfShop,
      // Guessing codes should be slow.
      config: rateLimit('shop-coupon-register', 10, 60_000, '쿠폰 등록 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
      schema: {
        tags: ['shop'],
        summary: '쿠폰 코드 등록 (없는 코드·만료 400, 이미 등록 409)',
        body: RegisterCouponBody,
        response: { 201: Type.Object({ memberCouponId: Type.Integer() }), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { userId } = await own(request);
      const created = await registerCoupon(db, { brand: request.site.brand, userId, code: request.body.code });
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.get(
    '/shop/points',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '적립금 잔액과 내역 (최신순, 20개씩)',
        querystring: ShopPageQuery,
        response: { 200: PointHistory, 400: ErrorResponses[400], 401: ErrorResponses[401], 404: ErrorResponses[404] },
      },
    },
    async (request, reply) => {
      const { userId } = await own(request);
      reply.header('cache-control', PRIVATE);
      return findPointHistory(db, { brand: request.site.brand, userId, page: request.query.page });
    },
  );
}
