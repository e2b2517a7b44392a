/**
 * Brand B cart (spec §2.3, §7.2, §8): the badge's GET /shop/cart/count, and the cart page's lines, adding a product
 * (O8004 when it is there already, CART0001 when the cart is full) and removing a line. The member's own lines only.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import { AddCartItemBody, Cart, CartItemParams } from '../../../contracts/carts';
import { CartCount, CartCountHeaders } from '../../../contracts/shop';
import type { Db } from '../../../db/client';
import { DEFAULT_MESSAGES, badRequest } from '../../http/errors';
import { rateLimit } from '../../http/rate-limit';
import { addCartItem } from '../../shop/carts/add-cart-item';
import { authorizeCartUse } from '../../shop/carts/cart-policy';
import { countCartItems } from '../../shop/carts/count-cart-items';
import { findCart } from '../../shop/carts/find-cart';
import { removeCartItem } from '../../shop/carts/remove-cart-item';
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

  const memberOfShop = shopMemberOnly(app);
  const cartWrites = rateLimit('shop-cart', 120, 60_000, '장바구니 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');

  app.get(
    '/shop/cart',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '내 장바구니 (최근에 담은 순, 오늘의 가격)',
        response: { 200: Cart, 401: ErrorResponses[401], 404: ErrorResponses[404] },
      },
    },
    async (request, reply) => {
      const { userId } = authorizeCartUse((await app.requireUser(request)).user, request.site.brand);
      reply.header('cache-control', 'private, no-store');
      return findCart(db, request.site.brand, userId);
    },
  );

  app.post(
    '/shop/cart/items',
    {
      ...memberOfShop,
      config: cartWrites,
      schema: {
        tags: ['shop'],
        summary: '장바구니에 담기 (이미 있으면 O8004, 가득 차면 CART0001)',
        body: AddCartItemBody,
        response: { 201: CartCount, 400: ErrorResponses[400], 401: ErrorResponses[401], 404: ErrorResponses[404], 409: ErrorResponses[409], 429: ErrorResponses[429] },
      },
    },
    async (request, reply) => {
      const { userId } = authorizeCartUse((await app.requireUser(request)).user, request.site.brand);
      const result = await addCartItem(db, {
        brand: request.site.brand,
        userId,
        productNo: request.body.productNo,
        optionNo: request.body.optionNo,
        quantity: request.body.quantity ?? 1,
      });
      return reply.status(201).header('cache-control', 'no-store').send(result);
    },
  );

  app.delete(
    '/shop/cart/items/:productNo/:optionNo',
    {
      ...memberOfShop,
      config: cartWrites,
      schema: {
        tags: ['shop'],
        summary: '장바구니에서 빼기 (내 장바구니에 없으면 404)',
        params: CartItemParams,
        response: { 200: CartCount, 400: ErrorResponses[400], 401: ErrorResponses[401], 404: ErrorResponses[404], 429: ErrorResponses[429] },
      },
    },
    async (request, reply) => {
      const { userId } = authorizeCartUse((await app.requireUser(request)).user, request.site.brand);
      await removeCartItem(db, { brand: request.site.brand, userId, ...request.params });
      reply.header('cache-control', 'no-store');
      return { count: await countCartItems(db, request.site.brand, userId) };
    },
  );
}
