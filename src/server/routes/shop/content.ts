/**
 * Brand B shop reading pages (spec §2.3 `/terms`, `/help`; ADR 29): the 이용약관·개인정보처리방침 in force and the
 * 자주 묻는 질문, read from the brand's legal documents and FAQ (the one model every site and the console share).
 * Public and the same for everyone; brand A 404.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { ErrorResponses } from '../../../contracts/common';
import { ShopHelp, ShopPolicies } from '../../../contracts/shop-content';
import { findFaq } from '../../faq/find-faq';
import { findLegalDocument } from '../../legal-documents/find-legal-document';
import { requireShopBrand } from './shop-brand';

// Operators' edits show within a minute; readers meanwhile are served by their browser.
const CONTENT_CACHE_CONTROL = 'public, max-age=60';

const HELP_CONTACT = '찾는 답이 없으면 help@nursepass.co.kr 로 문의해주세요. 평일 10:00~18:00에 답변드립니다.';

export async function shopContentRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/shop/content/terms',
    {
      preValidation: requireShopBrand,
      schema: { tags: ['shop'], summary: '이용약관과 개인정보처리방침 (시행 중인 버전)', response: { 200: ShopPolicies, 404: ErrorResponses[404] } },
    },
    async (request, reply) => {
      const documents = await Promise.all(
        (['terms', 'privacy'] as const).map(async (kind) => {
          const doc = await findLegalDocument(db, { brand: request.site.brand, kind });
          return { id: kind, title: doc.title, effectiveDate: doc.effectiveDate, articles: doc.articles };
        }),
      );
      reply.header('cache-control', CONTENT_CACHE_CONTROL);
      return { documents };
    },
  );

  app.get(
    '/shop/content/help',
    {
      preValidation: requireShopBrand,
      schema: { tags: ['shop'], summary: '자주 묻는 질문 (주제별)', response: { 200: ShopHelp, 404: ErrorResponses[404] } },
    },
    async (request, reply) => {
      const { categories } = await findFaq(db, request.site.brand);
      reply.header('cache-control', CONTENT_CACHE_CONTROL);
      return {
        groups: categories.map((category, index) => ({
          id: `faq-${index + 1}`,
          title: category.title,
          items: category.items.map(({ question, answer }) => ({ question, answer })),
        })),
        contact: HELP_CONTACT,
      };
    },
  );
}
