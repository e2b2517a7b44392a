/**
 * Each brand's legal documents and 자주 묻는 질문 for every site's pages and the sign-up forms' 보기 (public, on every
 * host, the brand of the host): `/apiV2/legal-documents/:kind[?version=N]` and `/apiV2/faq[?q=]`.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { ErrorResponses } from '../../../contracts/common';
import { FaqList, FaqQuery } from '../../../contracts/faq';
import { LegalDocumentParams, LegalDocumentQuery, LegalDocumentView } from '../../../contracts/legal-documents';
import { findFaq } from '../../faq/find-faq';
import { rateLimit, schemaErrorFormatter } from '../../http/route-kit';
import { findLegalDocument } from '../../legal-documents/find-legal-document';

// Operators' edits show within a minute; readers of the same page meanwhile are served by their browser.
const CACHE_CONTROL = 'public, max-age=60';

export async function legalDocumentRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(schemaErrorFormatter);

  app.get(
    '/apiV2/legal-documents/:kind',
    {
      config: rateLimit(300),
      schema: {
        tags: ['legal'],
        summary: '이용약관·개인정보처리방침·마케팅 정보 수신 안내 (시행 중인 버전, 또는 ?version=N의 이전 버전)',
        params: LegalDocumentParams,
        querystring: LegalDocumentQuery,
        response: { 200: LegalDocumentView, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const document = await findLegalDocument(db, { brand: request.site.brand, kind: request.params.kind, version: request.query.version });
      reply.header('cache-control', CACHE_CONTROL);
      return document;
    },
  );

  app.get(
    '/apiV2/faq',
    {
      config: rateLimit(300),
      schema: {
        tags: ['legal'],
        summary: '자주 묻는 질문 (분류별; q로 질문과 답변 검색)',
        querystring: FaqQuery,
        response: { 200: FaqList, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const faq = await findFaq(db, request.site.brand, request.query.q);
      reply.header('cache-control', CACHE_CONTROL);
      return faq;
    },
  );
}
