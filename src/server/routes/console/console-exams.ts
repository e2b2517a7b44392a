/**
 * Exam authoring for operators: the brand's exams with their drafts, papers, passages and problems, and
 * publishing.
 * rate limit → authenticate (a visitor is 401) → authorize (CONTENT_EDITOR or ADMIN of the host's brand, else 403)
 * → validate → operation (resources of another brand are 404) → present. A write members and visitors can see makes the brand's
 * cached catalogue stale after its commit (exams:<brand>, which the page cache follows), so the next reader has it.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { BrandId } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import { createExamDetail } from '../../exam-details/create-exam-detail';
import { EXAM_DETAIL_NOT_FOUND_MESSAGE } from '../../exam-details/present-authoring-exam-detail';
import { getAuthoringExamDetail } from '../../exam-details/get-authoring-exam-detail';
import { updateExamDetail } from '../../exam-details/update-exam-detail';
import { createExam } from '../../exams/create-exam';
import type { AuthoringResult } from '../../exams/exam-authoring-policy';
import { findAuthoringExams } from '../../exams/find-authoring-exams';
import { getAuthoringExam } from '../../exams/get-authoring-exam';
import { EXAM_NOT_FOUND_MESSAGE } from '../../exams/present-authoring-exam';
import { publishExam } from '../../exams/publish-exam';
import { unpublishExam } from '../../exams/unpublish-exam';
import { updateExam } from '../../exams/update-exam';
import { notFound } from '../../http/errors';
import { createPassage } from '../../problems/create-passage';
import { deletePassage } from '../../problems/delete-passage';
import { updatePassage } from '../../problems/update-passage';
import { createProblem } from '../../problems/create-problem';
import { updateProblem } from '../../problems/update-problem';
import type { ReadCache } from '../../read-cache/read-cache';
import { ErrorResponses, Page } from '../../../contracts/common';
import {
  ADMIN_EXAM_LIST_MAX_PAGE_SIZE,
  ConsoleExam,
  ConsoleExamDetail,
  ConsoleExamDetailWithProblems,
  ConsoleExamListQuery,
  ConsoleExamWithDetails,
  ConsolePassage,
  ConsoleProblem,
  CreateExamBody,
  CreateExamDetailBody,
  CreatePassageBody,
  CreateProblemBody,
  DeletedPassage,
  ExamDetailIdxParams,
  ExamIdxParams,
  PassageParams,
  ProblemParams,
  UpdateExamBody,
  UpdateExamDetailBody,
  UpdatePassageBody,
  UpdateProblemBody,
} from '../../../contracts/console-exams';
import { type TypeBoxApp, paging } from '../../http/route-kit';
import { consoleRateLimit, consoleSchemaErrorFormatter, afterAuthoring, examAuthorOf, examAuthorsOnly, noStore } from './console-route-kit';

const TAGS = ['admin-exams'];

export async function consoleExamRoutes(fastify: FastifyInstance, options: { db: Db; readCache: ReadCache }) {
  const { db, readCache } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(consoleSchemaErrorFormatter);
  noStore(app);

  const kit: ExamRouteKit = {
    db,
    authors: examAuthorsOnly(),
    published: (brand, result) => afterAuthoring(readCache, brand, result),
  };
  examRoutes(app, kit);
  examDetailRoutes(app, kit);
  problemAndPassageRoutes(app, kit);
}

/** What every route of this file shares: the database, the role check before the body, and the cache's after-write. */
interface ExamRouteKit {
  db: Db;
  authors: ReturnType<typeof examAuthorsOnly>;
  /** An authoring result's value, after making the brand's public catalogue stale when the change is public. */
  published: <T>(brand: BrandId, result: AuthoringResult<T>) => Promise<T>;
}

/** 시험: the brand's exams, one exam, creating, editing, publishing and unpublishing them. */
function examRoutes(app: TypeBoxApp, { db, authors, published }: ExamRouteKit) {
  app.get(
    '/apiV2/admin/exams',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '시험 목록 (초안 포함, 최근 생성순)',
        querystring: ConsoleExamListQuery,
        response: { 200: Page(ConsoleExam), ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      const page = paging(request.query, ADMIN_EXAM_LIST_MAX_PAGE_SIZE);
      const { status, keyword } = request.query;
      const result = await findAuthoringExams(db, author.brand, { status, keyword }, page);
      return { ...result, page: page.page, pageSize: page.pageSize };
    },
  );

  app.post(
    '/apiV2/admin/exams',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '시험 만들기 (초안으로 만들어짐)',
        body: CreateExamBody,
        response: { 201: ConsoleExam, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const author = await examAuthorOf(request);
      const exam = await published(author.brand, await createExam(db, author, request.body));
      return reply.code(201).send(exam);
    },
  );

  app.get(
    '/apiV2/admin/exams/:examIdx',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '시험 하나와 모든 회차 (초안 포함)',
        params: ExamIdxParams,
        response: { 200: ConsoleExamWithDetails, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      const exam = await getAuthoringExam(db, author.brand, request.params.examIdx);
      if (!exam) throw notFound(EXAM_NOT_FOUND_MESSAGE);
      return exam;
    },
  );

  app.patch(
    '/apiV2/admin/exams/:examIdx',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '시험 고치기 (보낸 항목만)',
        params: ExamIdxParams,
        body: UpdateExamBody,
        response: { 200: ConsoleExam, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      return published(author.brand, await updateExam(db, author, request.params.examIdx, request.body));
    },
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/apiV2/admin/exams/:examIdx/${action}`,
      {
        config: consoleRateLimit(),
        ...authors,
        schema: {
          tags: TAGS,
          summary:
            action === 'publish'
              ? '시험 공개 (회차마다 문제가 있어야 함; 이미 공개면 그대로)'
              : '시험 공개 취소 (초안으로; 이미 초안이면 그대로)',
          params: ExamIdxParams,
          response: { 200: ConsoleExam, ...ErrorResponses },
        },
      },
      async (request) => {
        const author = await examAuthorOf(request);
        const change = action === 'publish' ? publishExam : unpublishExam;
        return published(author.brand, await change(db, author, request.params.examIdx));
      },
    );
  }

}

/** 회차: adding a paper to an exam, reading one with its problems and passages, editing it. */
function examDetailRoutes(app: TypeBoxApp, { db, authors, published }: ExamRouteKit) {
  app.post(
    '/apiV2/admin/exams/:examIdx/exam-details',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '회차(시험지) 만들기 (순서를 주지 않으면 맨 뒤)',
        params: ExamIdxParams,
        body: CreateExamDetailBody,
        response: { 201: ConsoleExamDetail, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const author = await examAuthorOf(request);
      const paper = await published(author.brand, await createExamDetail(db, author, request.params.examIdx, request.body));
      return reply.code(201).send(paper);
    },
  );

  app.get(
    '/apiV2/admin/exam-details/:examDetailIdx',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '회차 하나와 모든 문제 (정답·해설 포함), 지문',
        params: ExamDetailIdxParams,
        response: { 200: ConsoleExamDetailWithProblems, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      const paper = await getAuthoringExamDetail(db, author.brand, request.params.examDetailIdx);
      if (!paper) throw notFound(EXAM_DETAIL_NOT_FOUND_MESSAGE);
      return paper;
    },
  );

  app.patch(
    '/apiV2/admin/exam-details/:examDetailIdx',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '회차 고치기 (보낸 항목만; 제한 시간은 이후 시작하는 응시부터)',
        params: ExamDetailIdxParams,
        body: UpdateExamDetailBody,
        response: { 200: ConsoleExamDetail, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      return published(author.brand, await updateExamDetail(db, author, request.params.examDetailIdx, request.body));
    },
  );

}

/** 문제 and 지문: adding and editing a paper's problems, and its passages (added, edited, deleted). */
function problemAndPassageRoutes(app: TypeBoxApp, { db, authors, published }: ExamRouteKit) {
  app.post(
    '/apiV2/admin/exam-details/:examDetailIdx/problems',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '문제 만들기 (번호를 주지 않으면 마지막 다음; format 없으면 TEXT, HTML은 서버가 정리)',
        params: ExamDetailIdxParams,
        body: CreateProblemBody,
        response: { 201: ConsoleProblem, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const author = await examAuthorOf(request);
      const problem = await published(author.brand, await createProblem(db, author, request.params.examDetailIdx, request.body));
      return reply.code(201).send(problem);
    },
  );

  app.patch(
    '/apiV2/admin/problems/:multipleProblemIdx',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '문제 고치기 (보낸 항목만; 응시자 답안이 있으면 선택지 수·배점은 고정; format을 바꾸면 모든 글을 다시 검사)',
        params: ProblemParams,
        body: UpdateProblemBody,
        response: { 200: ConsoleProblem, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      return published(author.brand, await updateProblem(db, author, request.params.multipleProblemIdx, request.body));
    },
  );

  app.post(
    '/apiV2/admin/exam-details/:examDetailIdx/passages',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '지문 만들기 (TEXT 또는 HTML; 문제는 passageId로 연결)',
        params: ExamDetailIdxParams,
        body: CreatePassageBody,
        response: { 201: ConsolePassage, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const author = await examAuthorOf(request);
      const passage = await published(author.brand, await createPassage(db, author, request.params.examDetailIdx, request.body));
      return reply.code(201).send(passage);
    },
  );

  app.patch(
    '/apiV2/admin/passages/:passageId',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '지문 고치기 (보낸 항목만; format을 바꾸면 본문을 다시 검사)',
        params: PassageParams,
        body: UpdatePassageBody,
        response: { 200: ConsolePassage, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      return published(author.brand, await updatePassage(db, author, request.params.passageId, request.body));
    },
  );

  app.delete(
    '/apiV2/admin/passages/:passageId',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '지문 삭제 (문제는 그대로 남고 지문 연결만 풀림; 풀린 문제 수)',
        params: PassageParams,
        response: { 200: DeletedPassage, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      return published(author.brand, await deletePassage(db, author, request.params.passageId));
    },
  );
}
