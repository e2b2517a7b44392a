/** The product that sells a paid exam (spec §4 purchase flow, §7.2): GET /cbt-product/exams/:examIdx. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import { ExamProduct } from '../../../contracts/shop';
import type { Db } from '../../../db/client';
import { getExamProduct } from '../../shop/products/get-exam-product';
import { productNotFound } from '../../shop/shop-errors';
import { ExamIdxParams } from '../../../contracts/exams';
import { schemaErrorFormatter } from '../../http/route-kit';
import { requireShopBrand } from './shop-brand';

export async function shopExamProductRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;
  // A bad examIdx reads "잘못된 시험 번호입니다.", as on the CBT routes.
  app.setSchemaErrorFormatter(schemaErrorFormatter);

  app.get(
    '/cbt-product/exams/:examIdx',
    {
      preValidation: requireShopBrand,
      schema: {
        tags: ['shop'],
        summary: '유료 시험의 판매 상품 (상품 번호와 옵션 번호; 무료·판매하지 않는 시험은 404)',
        params: ExamIdxParams,
        response: {
          200: ExamProduct,
          400: ErrorResponses[400],
          404: ErrorResponses[404],
        },
      },
    },
    async (request, reply) => {
      const product = await getExamProduct(db, request.site.brand, request.params.examIdx);
      if (!product) throw productNotFound();
      reply.header('cache-control', 'public, max-age=60');
      return product;
    },
  );
}
