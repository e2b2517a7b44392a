/**
 * 문제 오류 신고 for members (ADR 32): report a problem from the solution or one-question screen, and
 * read one's own reports with the operator's decision. Rate limit → authenticate (a visitor 401) → validate → authorize
 * (error-report-policy) → operation.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import {
  CreateErrorReportBody,
  ERROR_REPORTS_DEFAULT_PAGE_SIZE,
  MyErrorReport,
  MyErrorReportPage,
  MyErrorReportsQuery,
  ProblemIdParams,
} from '../../../contracts/error-reports';
import type { Db } from '../../../db/client';
import { createErrorReport } from '../../error-reports/create-error-report';
import { authorizeErrorReporting } from '../../error-reports/error-report-policy';
import { findMyErrorReports } from '../../error-reports/find-my-error-reports';
import { schemaErrorFormatter, memberOnly, rateLimit } from '../../http/route-kit';

export async function memberErrorReportRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(schemaErrorFormatter);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.post(
    '/apiV2/problems/:problemId/error-reports',
    {
      config: rateLimit(30),
      ...memberOnly(app),
      schema: {
        tags: ['error-reports'],
        summary: '문제 오류 신고 (본인이 푼 문제; 같은 문제에 처리 대기 중인 신고가 있으면 409)',
        params: ProblemIdParams,
        body: CreateErrorReportBody,
        response: { 201: MyErrorReport, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const reporter = authorizeErrorReporting((await request.getSession())?.user, request.site.brand);
      const report = await createErrorReport(db, { reporter, problemId: request.params.problemId, ...request.body });
      return reply.status(201).send(report);
    },
  );

  app.get(
    '/apiV2/error-reports/mine',
    {
      config: rateLimit(120),
      ...memberOnly(app),
      schema: {
        tags: ['error-reports'],
        summary: '내 문제 오류 신고 (최신순, 처리 결과 포함; 본인 신고만)',
        querystring: MyErrorReportsQuery,
        response: { 200: MyErrorReportPage, ...ErrorResponses },
      },
    },
    async (request) => {
      const reporter = authorizeErrorReporting((await request.getSession())?.user, request.site.brand);
      const { page = 1, pageSize = ERROR_REPORTS_DEFAULT_PAGE_SIZE } = request.query;
      return findMyErrorReports(db, { ...reporter, page, pageSize });
    },
  );
}
