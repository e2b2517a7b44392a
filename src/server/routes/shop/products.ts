/**
 * Brand B shop catalogue: a category's products (`/list/{categoryId}`), one product and the search
 * (`/search?keywords=`, spec §5: blank keywords are 400 "1글자 이상 검색해주세요."). Public reads, no session.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import {
  ShopCategoryProducts,
  ShopProduct,
  ShopProductListParams,
  ShopProductListQuery,
  ShopProductPage,
  ShopProductParams,
  ShopProductSearchQuery,
} from '../../../contracts/shop-products';
import type { Db } from '../../../db/client';
import { rateLimit } from '../../http/rate-limit';
import { findCategoryProducts } from '../../shop/products/find-category-products';
import { getShopProduct } from '../../shop/products/get-shop-product';
import { searchShopProducts } from '../../shop/products/search-shop-products';
import { productNotFound } from '../../shop/shop-errors';
import { requireShopBrand } from './shop-brand';

/** Lists follow paid orders (인기순) and sales that start or end: short public caching only. */
const SHORT_PUBLIC = 'public, max-age=10';

export async function shopProductRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const reads = { preValidation: requireShopBrand, config: rateLimit('shop-catalogue', 300, 60_000) };

  app.get(
    '/shop/categories/:categoryId/products',
    {
      ...reads,
      schema: {
        tags: ['shop'],
        summary: '분류의 상품 목록 (정렬: 최신순, 인기순, 낮은 가격순; 20개씩)',
        params: ShopProductListParams,
        querystring: ShopProductListQuery,
        response: { 200: ShopCategoryProducts, 400: ErrorResponses[400], 404: ErrorResponses[404], 429: ErrorResponses[429] },
      },
    },
    async (request, reply) => {
      const result = await findCategoryProducts(db, {
        brand: request.site.brand,
        categoryId: request.params.categoryId,
        sort: request.query.sort,
        page: request.query.page,
      });
      reply.header('cache-control', SHORT_PUBLIC);
      return result;
    },
  );

  app.get(
    '/shop/products/search',
    {
      ...reads,
      schema: {
        tags: ['shop'],
        summary: '상품 검색 (한글 자모·초성, 20개씩; 빈 검색어는 400 "1글자 이상 검색해주세요.")',
        querystring: ShopProductSearchQuery,
        response: { 200: ShopProductPage, 400: ErrorResponses[400], 404: ErrorResponses[404], 429: ErrorResponses[429] },
      },
    },
    async (request, reply) => {
      const result = await searchShopProducts(db, { brand: request.site.brand, keywords: request.query.keywords, page: request.query.page });
      reply.header('cache-control', SHORT_PUBLIC);
      return result;
    },
  );

  app.get(
    '/shop/products/:productNo',
    {
      ...reads,
      schema: {
        tags: ['shop'],
        summary: '상품 상세 (판매 중이 아니면 404)',
        params: ShopProductParams,
        response: { 200: ShopProduct, 400: ErrorResponses[400], 404: ErrorResponses[404], 429: ErrorResponses[429] },
      },
    },
    async (request, reply) => {
      const product = await getShopProduct(db, request.site.brand, request.params.productNo);
      if (!product) throw productNotFound();
      reply.header('cache-control', SHORT_PUBLIC);
      return product;
    },
  );
}
