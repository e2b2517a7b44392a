/** Brand B header category tabs (spec §2.3, §7.2): GET /v2/categories/gnb. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { SHOP_CATEGORY_KINDS } from '../../../db/schema';
import { findShopCategories } from '../../shop/find-shop-categories';
import { errorResponses } from '../schemas';
import { requireShopBrand } from './shop-brand';

const shopCategorySchema = {
  type: 'object',
  required: ['label', 'categoryId', 'kind'],
  properties: {
    label: { type: 'string', description: '탭 이름' },
    categoryId: { type: 'integer', description: '분류 번호 (LIST는 쇼핑몰의 /list/{categoryId})' },
    kind: {
      type: 'string',
      enum: [...SHOP_CATEGORY_KINDS],
      description: 'LIST: 강의 목록, MAJOR_LEARNING: 전공학습 (드롭다운 메뉴가 있는 탭)',
    },
  },
} as const;

export async function shopCategoryRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;

  app.get(
    '/v2/categories/gnb',
    {
      preValidation: requireShopBrand,
      schema: {
        tags: ['shop'],
        summary: '브랜드 B 헤더 분류 탭 (메뉴 순서; 브랜드 A는 404)',
        response: { 200: { type: 'array', items: shopCategorySchema }, 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const categories = await findShopCategories(db, request.site.brand);
      // The same for every visitor of the host; a minute of staleness is fine for a menu.
      reply.header('cache-control', 'public, max-age=60');
      return categories;
    },
  );
}
