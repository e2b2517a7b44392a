/**
 * The console's customer inquiry queue (ADR 30) for the brand's ADMINs: the list (open first, oldest
 * first, one status on request), one inquiry with its attachments, answer (stored, shown to the member, mailed) and
 * close, both audited. Rate limit → authenticate (401) → authorize (inquiry-policy: 403 for anyone but an ADMIN of
 * the brand) → validate → operation.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import {
  ConsoleInquiriesQuery,
  ConsoleInquiryDetail,
  ConsoleInquiryPage,
  AnswerInquiryBody,
  INQUIRIES_DEFAULT_PAGE_SIZE,
  InquiryChangeResult,
  InquiryParams,
} from '../../../contracts/inquiries';
import type { Db } from '../../../db/client';
import { answerInquiry } from '../../inquiries/answer-inquiry';
import { closeInquiry } from '../../inquiries/close-inquiry';
import { findInquiries } from '../../inquiries/find-inquiries';
import { getInquiry } from '../../inquiries/get-inquiry';
import { authorizeInquiryHandling } from '../../inquiries/inquiry-policy';
import { consoleRateLimit, consoleSchemaErrorFormatter, noStore, operatorsOnly } from './console-route-kit';

export async function consoleInquiryRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(consoleSchemaErrorFormatter);
  noStore(app);

  app.get(
    '/apiV2/admin/inquiries',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeInquiryHandling),
      schema: {
        tags: ['admin-inquiries'],
        summary: '고객 문의 목록 (답변 대기 먼저, 오래된 순; status로 상태 하나만)',
        querystring: ConsoleInquiriesQuery,
        response: { 200: ConsoleInquiryPage, ...ErrorResponses },
      },
    },
    async (request) => {
      const operator = authorizeInquiryHandling((await request.getSession())?.user, request.site.brand);
      const { status, page = 1, pageSize = INQUIRIES_DEFAULT_PAGE_SIZE } = request.query;
      return findInquiries(db, { operator, status, page, pageSize });
    },
  );

  app.get(
    '/apiV2/admin/inquiries/:inquiryId',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeInquiryHandling),
      schema: {
        tags: ['admin-inquiries'],
        summary: '고객 문의 하나 (내용, 이메일, 기기, 회원, 첨부 파일, 답변)',
        params: InquiryParams,
        response: { 200: ConsoleInquiryDetail, ...ErrorResponses },
      },
    },
    async (request) => {
      const operator = authorizeInquiryHandling((await request.getSession())?.user, request.site.brand);
      return getInquiry(db, { operator, inquiryId: request.params.inquiryId });
    },
  );

  app.post(
    '/apiV2/admin/inquiries/:inquiryId/answer',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeInquiryHandling),
      schema: {
        tags: ['admin-inquiries'],
        summary: '고객 문의 답변 (회원에게 보이고 문의 이메일로 보냅니다; 다시 보내면 답변을 고칩니다)',
        params: InquiryParams,
        body: AnswerInquiryBody,
        response: { 200: InquiryChangeResult, ...ErrorResponses },
      },
    },
    async (request) => {
      const operator = authorizeInquiryHandling((await request.getSession())?.user, request.site.brand);
      return answerInquiry(db, { mailer: app.mailer, profileCounts: app.profileCounts }, { operator, inquiryId: request.params.inquiryId, answer: request.body.reply });
    },
  );

  app.post(
    '/apiV2/admin/inquiries/:inquiryId/close',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeInquiryHandling),
      schema: {
        tags: ['admin-inquiries'],
        summary: '고객 문의 종료 (답변이 있으면 회원에게 계속 보입니다)',
        params: InquiryParams,
        response: { 200: InquiryChangeResult, ...ErrorResponses },
      },
    },
    async (request) => {
      const operator = authorizeInquiryHandling((await request.getSession())?.user, request.site.brand);
      return closeInquiry(db, { operator, inquiryId: request.params.inquiryId });
    },
  );
}
