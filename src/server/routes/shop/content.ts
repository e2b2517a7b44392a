/**
 * Brand B shop reading pages (spec §2.3 `/terms`, `/help`; ADR 29): 이용약관·개인정보처리방침 and 자주 묻는 질문
 * from the content files of src/server/shop/content. Public and the same for everyone; brand A 404.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import { ShopHelp, ShopPolicies } from '../../../contracts/shop-content';
import { SHOP_HELP } from '../../shop/content/shop-help';
import { SHOP_POLICIES } from '../../shop/content/shop-policies';
import { requireShopBrand } from './shop-brand';

// The text changes only with a deploy: browsers and CDNs may keep it a while.
const CONTENT_CACHE_CONTROL = 'public, max-age=300';

export async function shopContentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/shop/content/terms',
    {
      preValidation: requireShopBrand,
      schema: { tags: ['shop'], summary: '이용약관과 개인정보처리방침', response: { 200: ShopPolicies, 404: ErrorResponses[404] } },
    },
    async (_request, reply) => {
      reply.header('cache-control', CONTENT_CACHE_CONTROL);
      return SHOP_POLICIES;
    },
  );

  app.get(
    '/shop/content/help',
    {
      preValidation: requireShopBrand,
      schema: { tags: ['shop'], summary: '자주 묻는 질문 (주제별)', response: { 200: ShopHelp, 404: ErrorResponses[404] } },
    },
    async (_request, reply) => {
      reply.header('cache-control', CONTENT_CACHE_CONTROL);
      return SHOP_HELP;
    },
  );
}
