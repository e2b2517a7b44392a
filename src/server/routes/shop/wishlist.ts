/**
 * Brand B wishlist (찜, spec §2.3 `/mypage/wishlist`; ADR 29): the member's list (20 per page), whether a product is
 * in it, 찜하기 (PUT, idempotent) and 찜 해제 (DELETE). The member's own lines only; a visitor is 401, brand A 404.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import { ShopPageQuery } from '../../../contracts/orders';
import { WishlistPage, WishlistProductParams, WishlistStatus } from '../../../contracts/wishlist';
import type { Db } from '../../../db/client';
import { rateLimit } from '../../http/rate-limit';
import { addWishlistItem } from '../../shop/wishlist/add-wishlist-item';
import { findWishlist } from '../../shop/wishlist/find-wishlist';
import { getWishlistStatus } from '../../shop/wishlist/get-wishlist-status';
import { removeWishlistItem } from '../../shop/wishlist/remove-wishlist-item';
import { authorizeWishlistUse } from '../../shop/wishlist/wishlist-policy';
import { shopMemberOnly } from './shop-brand';

export async function shopWishlistRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const memberOfShop = shopMemberOnly(app);
  const wishlistWrites = rateLimit('shop-wishlist', 120, 60_000, '찜 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');

  app.get(
    '/shop/wishlist',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '내 찜 목록 (최근에 찜한 순, 20개씩, 오늘의 가격)',
        querystring: ShopPageQuery,
        response: { 200: WishlistPage, 400: ErrorResponses[400], 401: ErrorResponses[401], 404: ErrorResponses[404] },
      },
    },
    async (request, reply) => {
      const { userId } = authorizeWishlistUse((await app.requireUser(request)).user, request.site.brand);
      reply.header('cache-control', 'private, no-store');
      return findWishlist(db, { brand: request.site.brand, userId, page: request.query.page });
    },
  );

  app.get(
    '/shop/wishlist/:productNo',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '상품이 내 찜 목록에 있는지',
        params: WishlistProductParams,
        response: { 200: WishlistStatus, 400: ErrorResponses[400], 401: ErrorResponses[401], 404: ErrorResponses[404] },
      },
    },
    async (request, reply) => {
      const { userId } = authorizeWishlistUse((await app.requireUser(request)).user, request.site.brand);
      reply.header('cache-control', 'private, no-store');
      return getWishlistStatus(db, { brand: request.site.brand, userId, productNo: request.params.productNo });
    },
  );

  app.put(
    '/shop/wishlist/:productNo',
    {
      ...memberOfShop,
      config: wishlistWrites,
      schema: {
        tags: ['shop'],
        summary: '찜하기 (이미 찜했으면 그대로; 판매 중이 아니면 404, 가득 차면 WISHLIST_FULL)',
        params: WishlistProductParams,
        response: {
          200: WishlistStatus,
          400: ErrorResponses[400],
          401: ErrorResponses[401],
          404: ErrorResponses[404],
          409: ErrorResponses[409],
          429: ErrorResponses[429],
        },
      },
    },
    async (request, reply) => {
      const { userId } = authorizeWishlistUse((await app.requireUser(request)).user, request.site.brand);
      reply.header('cache-control', 'no-store');
      return addWishlistItem(db, { brand: request.site.brand, userId, productNo: request.params.productNo });
    },
  );

  app.delete(
    '/shop/wishlist/:productNo',
    {
      ...memberOfShop,
      config: wishlistWrites,
      schema: {
        tags: ['shop'],
        summary: '찜 해제 (내 찜 목록에 없으면 404)',
        params: WishlistProductParams,
        response: { 200: WishlistStatus, 400: ErrorResponses[400], 401: ErrorResponses[401], 404: ErrorResponses[404], 429: ErrorResponses[429] },
      },
    },
    async (request, reply) => {
      const { userId } = authorizeWishlistUse((await app.requireUser(request)).user, request.site.brand);
      await removeWishlistItem(db, { brand: request.site.brand, userId, productNo: request.params.productNo });
      reply.header('cache-control', 'no-store');
      return { productNo: request.params.productNo, wished: false };
    },
  );
}
