/** Brand B header category tabs (spec §2.3, §7.2): GET /v2/categories/gnb. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import { ShopCategoryList } from '../../../contracts/shop';
import type { Db } from '../../../db/client';
import { readTags, sendPublicRead } from '../../http/public-read';
import type { ReadCache } from '../../read-cache/read-cache';
import { findShopCategories } from '../../shop/products/find-shop-categories';
import { requireShopBrand } from './shop-brand';

export async function shopCategoryRoutes(fastify: FastifyInstance, options: { db: Db; readCache: ReadCache }) {
  const { db, readCache } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v2/categories/gnb',
    {
      preValidation: requireShopBrand,
      schema: {
        tags: ['shop'],
        summary: '브랜드 B 헤더 분류 탭 (메뉴 순서; 브랜드 A는 404)',
        response: { 200: ShopCategoryList, 404: ErrorResponses[404] },
      },
    },
    // The same for every visitor of the host: from memory, revalidated with the ETag.
    async (request, reply) =>
      sendPublicRead(request, reply, readCache, {
        key: null,
        tags: [readTags.shopCategories(request.site.brand)],
        load: () => findShopCategories(db, request.site.brand),
      }),
  );
}
