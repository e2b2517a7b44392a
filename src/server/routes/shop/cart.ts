/** Brand B cart badge (spec §2.3, §7.2): GET /shop/cart/count. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { DEFAULT_MESSAGES, badRequest } from '../../http/errors';
import { countCartItems } from '../../shop/count-cart-items';
import { errorResponses } from '../schemas';
import { shopMemberOnly } from './shop-brand';

/** The client sends `platform: PC`; MOBILE is the other value the shop knows. Case-sensitive; absent means PC. */
export const CART_PLATFORMS = ['PC', 'MOBILE'] as const;

export async function shopCartRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;

  app.get<{ Headers: { platform?: string } }>(
    '/shop/cart/count',
    {
      ...shopMemberOnly(app),
      // The contract's 400 is the plain "잘못된 요청입니다.", not the field-naming validation message.
      attachValidation: true,
      schema: {
        tags: ['shop'],
        summary: '장바구니 상품 수 (회원만; 브랜드 A는 404)',
        headers: {
          type: 'object',
          properties: { platform: { type: 'string', enum: [...CART_PLATFORMS], description: '접속 환경 (없으면 PC)' } },
        },
        response: {
          200: {
            type: 'object',
            required: ['count'],
            properties: { count: { type: 'integer', minimum: 0, description: '장바구니에 담긴 상품 줄 수' } },
          },
          400: errorResponses[400],
          401: errorResponses[401],
          404: errorResponses[404],
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw badRequest(DEFAULT_MESSAGES[400]!, 'BAD_REQUEST');
      const { user } = await app.requireUser(request);
      const count = await countCartItems(db, request.site.brand, user.id);
      reply.header('cache-control', 'private, no-store');
      return { count };
    },
  );
}
