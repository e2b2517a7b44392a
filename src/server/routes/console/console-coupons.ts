/**
 * The console's coupons (ADR 33) for the brand's ADMINs: the list (newest first), create, end early and
 * issue to members by email. Rate limit → authenticate (401) → authorize (coupon-policy: 403 for anyone but an ADMIN
 * of the brand, CONTENT_EDITORs included) → validate → operation. Brand A has no shop: its list is empty, writes 404.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ErrorResponses } from '../../../contracts/common';
import {
  ConsoleCouponPage,
  ConsoleCouponsQuery,
  CouponParams,
  CreateCouponBody,
  EndCouponResult,
  IssueCouponBody,
  IssueCouponReport,
} from '../../../contracts/console-coupons';
import type { Db } from '../../../db/client';
import { authorizeCouponAdmin } from '../../coupons/coupon-policy';
import { createCoupon } from '../../coupons/create-coupon';
import { endCoupon } from '../../coupons/end-coupon';
import { findConsoleCoupons } from '../../coupons/find-console-coupons';
import { issueCoupon } from '../../coupons/issue-coupon';
import { consoleRateLimit, consoleSchemaErrorFormatter, noStore, operatorsOnly } from './console-route-kit';

export async function consoleCouponRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(consoleSchemaErrorFormatter);
  noStore(app);

  app.get(
    '/apiV2/admin/coupons',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeCouponAdmin),
      schema: {
        tags: ['admin-coupons'],
        summary: '브랜드 쿠폰 목록 (최신순; 발급 수, 사용 수)',
        querystring: ConsoleCouponsQuery,
        response: { 200: ConsoleCouponPage, ...ErrorResponses },
      },
    },
    async (request) => {
      authorizeCouponAdmin((await request.getSession())?.user ?? null, request.site.brand);
      const { page = 1, pageSize = 20 } = request.query;
      return findConsoleCoupons(db, { brand: request.site.brand, page, pageSize });
    },
  );

  app.post(
    '/apiV2/admin/coupons',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeCouponAdmin),
      schema: {
        tags: ['admin-coupons'],
        summary: '쿠폰 생성 (잘못된 값 400, 이미 있는 코드 409)',
        body: CreateCouponBody,
        response: { 200: Type.Object({ couponId: Type.Integer() }), ...ErrorResponses },
      },
    },
    async (request) => {
      const { actorId } = authorizeCouponAdmin((await request.getSession())?.user ?? null, request.site.brand);
      const { maxDiscount = null, code = '', ...rest } = request.body;
      return createCoupon(db, { brand: request.site.brand, actorId, values: { ...rest, code, maxDiscount } });
    },
  );

  app.post(
    '/apiV2/admin/coupons/:couponId/end',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeCouponAdmin),
      schema: {
        tags: ['admin-coupons'],
        summary: '쿠폰 조기 종료 (종료 시각을 지금으로; 발급된 미사용 쿠폰도 더 쓸 수 없음; 이미 종료면 changed: false)',
        params: CouponParams,
        response: { 200: EndCouponResult, ...ErrorResponses },
      },
    },
    async (request) => {
      const { actorId } = authorizeCouponAdmin((await request.getSession())?.user ?? null, request.site.brand);
      return endCoupon(db, { brand: request.site.brand, couponId: request.params.couponId, actorId });
    },
  );

  app.post(
    '/apiV2/admin/coupons/:couponId/issue',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeCouponAdmin),
      schema: {
        tags: ['admin-coupons'],
        summary: '회원에게 쿠폰 발급 (이메일 최대 500개; 받은 회원, 이미 가진 회원, 없는 이메일을 알려줌; 한 트랜잭션)',
        params: CouponParams,
        body: IssueCouponBody,
        response: { 200: IssueCouponReport, ...ErrorResponses },
      },
    },
    async (request) => {
      const { actorId } = authorizeCouponAdmin((await request.getSession())?.user ?? null, request.site.brand);
      return issueCoupon(db, { brand: request.site.brand, couponId: request.params.couponId, actorId, emails: request.body.emails });
    },
  );
}
