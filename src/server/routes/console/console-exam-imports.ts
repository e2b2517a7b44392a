/**
 * Exam paper import and export for operators (ADR 31), and 공개/비공개 of one paper. The same pipeline as
 * the authoring routes (console-exams.ts): rate limit → authenticate (a visitor is 401) → authorize (CONTENT_EDITOR or
 * ADMIN of the host's brand, else 403: exam-authoring-policy.ts) → validate → operation → present.
 * The import routes take up to 4 MB of JSON (a 2 MB XLSX as base64); a larger body is 413 before it is read.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { toCsv } from '../../../config/exam-import/parse-exam-csv';
import { TEMPLATE_EXAMPLE } from '../../../config/exam-import/template-example';
import { paperToTemplateRows } from '../../../config/exam-import/template-rows';
import { ErrorResponses } from '../../../contracts/common';
import {
  ExamImportBody,
  ExamImportReport,
  ExamImportResult,
  IMPORT_LOCK_TTL_MS,
  PaperPreview,
  PaperStatisticsResponse,
} from '../../../contracts/console-exam-imports';
import { ConsoleExamDetail, ExamDetailIdxParams } from '../../../contracts/console-exams';
import type { Db } from '../../../db/client';
import { publishExamDetail } from '../../exam-details/publish-exam-detail';
import { EXAM_DETAIL_NOT_FOUND_MESSAGE } from '../../exam-details/present-authoring-exam-detail';
import { unpublishExamDetail } from '../../exam-details/unpublish-exam-detail';
import { dryRunExamImport } from '../../exam-import/dry-run-exam-import';
import { writeExamQtiZip } from '../../exam-import/exam-qti';
import { writeExamXlsx } from '../../exam-import/exam-xlsx';
import { getPaperStatistics } from '../../exam-import/get-paper-statistics';
import { importExamPaper } from '../../exam-import/import-exam-paper';
import { readExamPaper } from '../../exam-import/read-exam-paper';
import { notFound } from '../../http/errors';
import { oneAtATime } from '../../http/one-at-a-time';
import { rateLimitKey } from '../../http/rate-limit';
import type { ReadCache } from '../../read-cache/read-cache';
import { consoleRateLimit, consoleSchemaErrorFormatter, afterAuthoring, examAuthorOf, examAuthorsOnly, noStore } from './console-route-kit';

const TAGS = ['admin-exam-imports'];
export const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;
export const IMPORT_BUSY_MESSAGE = '이미 가져오기를 처리하고 있습니다. 끝난 뒤에 다시 시도해주세요.';

/** A download's name in both forms: ASCII for old clients, the Korean title as RFC 5987 UTF-8. */
function attachment(reply: FastifyReply, title: string, extension: string, type: string) {
  const safe = title.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'paper';
  reply.header('content-type', type);
  reply.header(
    'content-disposition',
    `attachment; filename="paper.${extension}"; filename*=UTF-8''${encodeURIComponent(`${safe}.${extension}`)}`,
  );
}

export async function consoleExamImportRoutes(fastify: FastifyInstance, options: { db: Db; readCache: ReadCache }) {
  const { db, readCache } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(consoleSchemaErrorFormatter);
  noStore(app);

  const authors = examAuthorsOnly();
  // A dry run or confirmation parses the whole upload: one at a time per operator, on every instance.
  const oneImportPerOperator = <T>(userId: string, run: () => Promise<T>) =>
    oneAtATime(app.rateLimiter.store, rateLimitKey('admin', 'exam-import', `user:${userId}`), { ttlMs: IMPORT_LOCK_TTL_MS, message: IMPORT_BUSY_MESSAGE }, run);

  app.post(
    '/apiV2/admin/exam-imports/dry-run',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: consoleRateLimit(120),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '가져오기 미리보기: 만들어질 회차와 줄 번호가 붙은 오류 (아무것도 저장하지 않음)',
        body: ExamImportBody,
        response: { 200: ExamImportReport, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      return oneImportPerOperator(author.userId, () => dryRunExamImport(db, author, request.body));
    },
  );

  app.post(
    '/apiV2/admin/exam-imports',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: consoleRateLimit(60),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '가져오기 확정: 같은 입력을 다시 읽어 비공개 회차로 저장 (오류가 있으면 400, 저장 없음)',
        body: ExamImportBody,
        response: { 201: ExamImportResult, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const author = await examAuthorOf(request);
      const result = await oneImportPerOperator(author.userId, () => importExamPaper(db, author, request.body));
      return reply.code(201).send(await afterAuthoring(readCache, author.brand, result));
    },
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/apiV2/admin/exam-imports/template.${format}`,
      {
        config: consoleRateLimit(60),
        ...authors,
        schema: {
          tags: TAGS,
          summary: `가져오기 양식 (${format.toUpperCase()}, 예시 문제 3개)`,
          response: { 200: Type.Unknown({ description: `${format.toUpperCase()} 파일` }), ...ErrorResponses },
        },
      },
      async (request, reply) => {
        await examAuthorOf(request);
        if (format === 'csv') {
          attachment(reply, '문제 가져오기 양식', 'csv', 'text/csv; charset=utf-8');
          // A BOM, so Excel opens the Korean text as UTF-8.
          return reply.send(`\uFEFF${toCsv(paperToTemplateRows(TEMPLATE_EXAMPLE))}`);
        }
        attachment(reply, '문제 가져오기 양식', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return reply.send(await writeExamXlsx(TEMPLATE_EXAMPLE));
      },
    );
  }

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/apiV2/admin/exam-details/:examDetailIdx/${action}`,
      {
        config: consoleRateLimit(),
        ...authors,
        schema: {
          tags: TAGS,
          summary: action === 'publish' ? '회차 공개 (문제가 있어야 함)' : '회차 비공개 (응시자 목록에서 빠짐)',
          params: ExamDetailIdxParams,
          response: { 200: ConsoleExamDetail, ...ErrorResponses },
        },
      },
      async (request) => {
        const author = await examAuthorOf(request);
        const change = action === 'publish' ? publishExamDetail : unpublishExamDetail;
        return afterAuthoring(readCache, author.brand, await change(db, author, request.params.examDetailIdx));
      },
    );
  }

  app.get(
    '/apiV2/admin/exam-details/:examDetailIdx/statistics',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '회차 문항 통계: 응시자 수, 정답률, 상하위 27% 변별도, 보기별 선택 (제출·만료된 응시, 최근 5,000건)',
        params: ExamDetailIdxParams,
        response: { 200: PaperStatisticsResponse, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      const stats = await getPaperStatistics(db, author.brand, request.params.examDetailIdx);
      if (!stats) throw notFound(EXAM_DETAIL_NOT_FOUND_MESSAGE);
      return stats;
    },
  );

  app.get(
    '/apiV2/admin/exam-details/:examDetailIdx/preview',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '회차 미리보기: 지문과 문제 (정답·해설 포함, 공개 여부와 상관없이)',
        params: ExamDetailIdxParams,
        response: { 200: PaperPreview, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      const found = await readExamPaper(db, author.brand, request.params.examDetailIdx);
      if (!found) throw notFound(EXAM_DETAIL_NOT_FOUND_MESSAGE);
      const problems = found.paper.problems.map((problem, i) => ({ multipleProblemIdx: found.problemIds[i]!, ...problem }));
      return { examTitle: found.examTitle, paperTitle: found.paperTitle, passages: found.paper.passages, problems };
    },
  );

  for (const format of ['xlsx', 'qti.zip'] as const) {
    app.get(
      `/apiV2/admin/exam-details/:examDetailIdx/export.${format}`,
      {
        config: consoleRateLimit(60),
        ...authors,
        schema: {
          tags: TAGS,
          summary: format === 'xlsx' ? '회차를 가져오기 양식(XLSX)으로 내보내기' : '회차를 QTI 3.0 패키지(zip)로 내보내기',
          params: ExamDetailIdxParams,
          // The file goes out as bytes (Fastify sends a Buffer unserialised); the schema documents the errors.
          response: { 200: Type.Unknown({ description: format === 'xlsx' ? 'XLSX 파일' : 'zip 파일' }), ...ErrorResponses },
        },
      },
      async (request, reply) => {
        const author = await examAuthorOf(request);
        const found = await readExamPaper(db, author.brand, request.params.examDetailIdx);
        if (!found) throw notFound(EXAM_DETAIL_NOT_FOUND_MESSAGE);
        const title = `${found.examTitle} ${found.paperTitle}`;
        if (format === 'xlsx') {
          attachment(reply, title, 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
          return reply.send(await writeExamXlsx(found.paper));
        }
        attachment(reply, title, 'zip', 'application/zip');
        // Images stay on our uploads, linked from the host the operator exported on (served on every host).
        return reply.send(await writeExamQtiZip(title, found.paper, { imageBase: `${request.protocol}://${request.host}` }));
      },
    );
  }
}
