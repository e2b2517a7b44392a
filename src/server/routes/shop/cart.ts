/** Brand B cart badge (spec §2.3, §7.2): GET /shop/cart/count. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import { CartCount, CartCountHeaders } from '../../../contracts/shop';
import type { Db } from '../../../db/client';
import { DEFAULT_MESSAGES, badRequest } from '../../http/errors';
import { countCartItems } from '../../shop/count-cart-items';
import { shopMemberOnly } from './shop-brand';

export async function shopCartRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/shop/cart/count',
    {
      ...shopMemberOnly(app),
      // The contract's 400 is the plain "잘못된 요청입니다.", not the field-naming validation message.
      attachValidation: true,
      schema: {
        tags: ['shop'],
        summary: '장바구니 상품 수 (회원만; 브랜드 A는 404)',
        headers: CartCountHeaders,
        response: {
          200: CartCount,
          400: ErrorResponses[400],
          401: ErrorResponses[401],
          404: ErrorResponses[404],
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
