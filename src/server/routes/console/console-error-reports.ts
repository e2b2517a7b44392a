/**
 * The console's 문제 오류 신고 queue and answer-key rescore (ADR 32), content work for ADMIN and
 * CONTENT_EDITOR of the brand: the queue (open first, oldest first), resolve (처리 완료, with a note) or dismiss (반려),
 * notifying brand A reporters; a problem's rescore impact and the explicit 재채점. Rate limit → authenticate (401) →
 * authorize (error-report-policy / exam-authoring-policy: 403 for anyone else) → validate → operation.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ErrorResponses } from '../../../contracts/common';
import {
  ConsoleErrorReportPage,
  ERROR_REPORTS_DEFAULT_PAGE_SIZE,
  ErrorReportParams,
  ErrorReportsQuery,
  ProblemIdParams,
  RescoreImpact,
  RescoreResult,
  ResolveErrorReportBody,
  ResolveErrorReportResult,
} from '../../../contracts/error-reports';
import type { Db } from '../../../db/client';
import { authorizeErrorReportHandling } from '../../error-reports/error-report-policy';
import { findErrorReports } from '../../error-reports/find-error-reports';
import { resolveErrorReport } from '../../error-reports/resolve-error-report';
import { getRescoreImpact } from '../../problems/get-rescore-impact';
import { rescoreProblem } from '../../problems/rescore-problem';
import type { ReadCache } from '../../read-cache/read-cache';
import { consoleRateLimit, consoleSchemaErrorFormatter, afterAuthoring, examAuthorOf, examAuthorsOnly, noStore, operatorsOnly } from './console-route-kit';

const RescoreImpactQuery = Type.Object(
  { answer: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: '정답' })) },
  { additionalProperties: false },
);

export async function consoleErrorReportRoutes(fastify: FastifyInstance, options: { db: Db; readCache: ReadCache }) {
  const { db, readCache } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(consoleSchemaErrorFormatter);
  noStore(app);

  app.get(
    '/apiV2/admin/error-reports',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeErrorReportHandling),
      schema: {
        tags: ['admin-error-reports'],
        summary: '문제 오류 신고 목록 (처리 대기 먼저, 오래된 순; status로 상태 하나만)',
        querystring: ErrorReportsQuery,
        response: { 200: ConsoleErrorReportPage, ...ErrorResponses },
      },
    },
    async (request) => {
      const operator = authorizeErrorReportHandling((await request.getSession())?.user, request.site.brand);
      const { status, page = 1, pageSize = ERROR_REPORTS_DEFAULT_PAGE_SIZE } = request.query;
      return findErrorReports(db, { operator, status, page, pageSize });
    },
  );

  app.post(
    '/apiV2/admin/error-reports/:reportId/resolve',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeErrorReportHandling),
      schema: {
        tags: ['admin-error-reports'],
        summary: '문제 오류 신고 처리 완료(RESOLVE, 처리 내용 필수) 또는 반려(DISMISS); allOnProblem이면 같은 문제의 열린 신고 모두',
        params: ErrorReportParams,
        body: ResolveErrorReportBody,
        response: { 200: ResolveErrorReportResult, ...ErrorResponses },
      },
    },
    async (request) => {
      const operator = authorizeErrorReportHandling((await request.getSession())?.user, request.site.brand);
      return resolveErrorReport(db, { profileCounts: app.profileCounts, mailer: app.mailer }, { operator, reportId: request.params.reportId, ...request.body });
    },
  );

  app.get(
    '/apiV2/admin/problems/:problemId/rescore',
    {
      config: consoleRateLimit(),
      ...examAuthorsOnly(),
      schema: {
        tags: ['admin-error-reports'],
        summary: '재채점하면 점수가 달라질 수 있는 응시 기록 수 (answer로 바꿀 정답을 미리 보기)',
        params: ProblemIdParams,
        querystring: RescoreImpactQuery,
        response: { 200: RescoreImpact, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      return getRescoreImpact(db, author, request.params.problemId, request.query.answer);
    },
  );

  app.post(
    '/apiV2/admin/problems/:problemId/rescore',
    {
      config: consoleRateLimit(),
      ...examAuthorsOnly(),
      schema: {
        tags: ['admin-error-reports'],
        summary: '재채점: 제출된 응시 기록의 이 문제 채점과 점수를 현재 정답으로 다시 계산 (두 번째 실행은 아무것도 바꾸지 않음)',
        params: ProblemIdParams,
        response: { 200: RescoreResult, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      // Results and statistics read stored scores; the brand's cached catalogue and pages follow exams:<brand>.
      return afterAuthoring(readCache, author.brand, await rescoreProblem(db, author, request.params.problemId));
    },
  );
}
