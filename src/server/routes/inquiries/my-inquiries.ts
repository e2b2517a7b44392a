/**
 * A member's own customer inquiries with the operator's answers (ADR 30), for the inquiry panel's
 * "내 문의 내역" and the shop's /mypage/support. Own rows only (the operation filters by the member's id). Rate limit →
 * authenticate (401) → validate → authorize (inquiry-policy) → operation.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import { INQUIRIES_DEFAULT_PAGE_SIZE, InquiryParams, MyInquiriesQuery, MyInquiry, MyInquiryPage } from '../../../contracts/inquiries';
import type { Db } from '../../../db/client';
import { findMyInquiries } from '../../inquiries/find-my-inquiries';
import { getMyInquiry } from '../../inquiries/get-my-inquiry';
import { authorizeOwnInquiries } from '../../inquiries/inquiry-policy';
import { schemaErrorFormatter, memberOnly, rateLimit } from '../../http/route-kit';

export async function myInquiryRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(schemaErrorFormatter);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.get(
    '/apiV2/inquiries/mine',
    {
      config: rateLimit(120),
      ...memberOnly(app),
      schema: {
        tags: ['inquiries'],
        summary: '내 문의 내역 (최신순, 답변 포함; 본인 문의만)',
        querystring: MyInquiriesQuery,
        response: { 200: MyInquiryPage, ...ErrorResponses },
      },
    },
    async (request) => {
      const member = authorizeOwnInquiries((await request.getSession())?.user, request.site.brand);
      const { page = 1, pageSize = INQUIRIES_DEFAULT_PAGE_SIZE } = request.query;
      return findMyInquiries(db, { ...member, page, pageSize });
    },
  );

  app.get(
    '/apiV2/inquiries/mine/:inquiryId',
    {
      config: rateLimit(120),
      ...memberOnly(app),
      schema: {
        tags: ['inquiries'],
        summary: '내 문의 하나 (답변 포함; 다른 회원의 문의는 404)',
        params: InquiryParams,
        response: { 200: MyInquiry, ...ErrorResponses },
      },
    },
    async (request) => {
      const member = authorizeOwnInquiries((await request.getSession())?.user, request.site.brand);
      return getMyInquiry(db, { ...member, inquiryId: request.params.inquiryId });
    },
  );
}
