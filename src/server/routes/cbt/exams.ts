/**
 * CBT exam catalogue (spec §7.1): exam types, exam lists, one exam, its papers, best exams, likes,
 * the community board, and the member's liked and purchased exams. Everything is of the request's brand.
 */
import type { FastifyInstance } from 'fastify';
import { getBrand } from '../../../config/brands';
import type { BrandId } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import { createExamLike } from '../../exams/create-exam-like';
import { deleteExamLike } from '../../exams/delete-exam-like';
import { findBestExams } from '../../exams/find-best-exams';
import { findEntitledExams } from '../../exams/find-entitled-exams';
import { findExamDetails } from '../../exams/find-exam-details';
import { getExamDetail } from '../../exams/get-exam-detail';
import { findExamTypeList } from '../../exams/find-exam-type-list';
import { findExams } from '../../exams/find-exams';
import { findLikedExams } from '../../exams/find-liked-exams';
import { getExam } from '../../exams/get-exam';
import { getExamSummaries } from '../../exams/get-exam-summaries';
import { notFound } from '../../http/errors';
import { errorResponses } from '../schemas';
import {
  type PageQuery,
  cbtSchemaErrorFormatter,
  entitledExamSchema,
  examDetailItemSchema,
  examDetailIdxParams,
  examIdxParams,
  examSummarySchema,
  examTypeListItemSchema,
  idSchema,
  likeStateSchema,
  likedExamSchema,
  memberOnly,
  pageOf,
  pageQueryProperties,
  paging,
  rateLimit,
} from './cbt-schemas';

export const EXAM_NOT_FOUND_MESSAGE = '시험을 찾을 수 없습니다.';
export const MAX_PAGE_SIZE = 100;
export const MAX_BEST_LIMIT = 50;

interface ExamListQuery extends PageQuery {
  examTypeId?: number;
  examTypeIds?: number[];
  categorySlug?: string;
  keyword?: string;
  isFree?: boolean;
}

export async function cbtExamRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  app.setSchemaErrorFormatter(cbtSchemaErrorFormatter);

  const member = memberOnly(app);
  const viewerId = async (request: Parameters<typeof app.requireUser>[0]) => (await request.getSession())?.user.id ?? null;
  const loadExam = async (brand: BrandId, examIdx: number) => {
    const exam = await getExam(db, brand, examIdx);
    if (!exam) throw notFound(EXAM_NOT_FOUND_MESSAGE);
    return exam;
  };

  app.get(
    '/apiV2/exam-types',
    {
      schema: {
        tags: ['cbt-exams'],
        summary: '시험 유형 트리 (부모가 자식보다 먼저, 형제는 정렬 순서대로)',
        response: {
          200: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: examTypeListItemSchema } } },
        },
      },
    },
    async (request) => ({ items: await findExamTypeList(db, request.site.brand) }),
  );

  app.get<{ Querystring: ExamListQuery }>(
    '/apiV2/exams',
    {
      schema: {
        tags: ['cbt-exams'],
        summary: '시험 목록 (최신순)',
        querystring: {
          type: 'object',
          properties: {
            examTypeId: idSchema('시험 유형 (하위 유형 포함)'),
            examTypeIds: { type: 'array', items: idSchema('시험 유형 (하위 유형 포함)'), description: '키를 반복해서 전달' },
            categorySlug: { type: 'string', maxLength: 50, description: '최상위 분류 slug (spec §2.1)' },
            keyword: { type: 'string', maxLength: 100, description: '제목 검색어' },
            isFree: { type: 'boolean' },
            ...pageQueryProperties(20, MAX_PAGE_SIZE),
          },
        },
        response: { 200: pageOf(examSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { examTypeId, examTypeIds = [], categorySlug, keyword, isFree } = request.query;
      const page = paging(request.query, MAX_PAGE_SIZE);
      const ids = examTypeId === undefined ? examTypeIds : [examTypeId, ...examTypeIds];
      const result = await findExams(
        db,
        request.site.brand,
        { examTypeIds: ids.length ? ids : undefined, categorySlug, keyword, isFree },
        page,
        await viewerId(request),
      );
      return { ...result, page: page.page, pageSize: page.pageSize };
    },
  );

  app.get<{ Querystring: { limit: number } }>(
    '/apiV2/exams/best',
    {
      schema: {
        tags: ['cbt-exams'],
        summary: '인기 시험 (최근 30일 응시자 수, 좋아요 수 순)',
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', minimum: 1, default: 8, description: `개수 (기본 8, 최대 ${MAX_BEST_LIMIT})` } },
        },
        response: {
          200: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: examSummarySchema } } },
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      items: await findBestExams(db, request.site.brand, Math.min(request.query.limit, MAX_BEST_LIMIT), await viewerId(request)),
    }),
  );

  app.get<{ Params: { examIdx: number } }>(
    '/apiV2/exams/:examIdx',
    {
      schema: {
        tags: ['cbt-exams'],
        summary: '시험 상세',
        params: examIdxParams,
        response: { 200: examSummarySchema, ...errorResponses },
      },
    },
    async (request) => {
      const [exam] = await getExamSummaries(db, request.site.brand, [request.params.examIdx], await viewerId(request));
      if (!exam) throw notFound(EXAM_NOT_FOUND_MESSAGE);
      return exam;
    },
  );

  app.get<{ Params: { examIdx: number }; Querystring: PageQuery }>(
    '/apiV2/exams/:examIdx/exam-details',
    {
      schema: {
        tags: ['cbt-exams'],
        summary: '시험의 시험지(회차) 목록',
        params: examIdxParams,
        querystring: { type: 'object', properties: pageQueryProperties(20, MAX_PAGE_SIZE) },
        response: { 200: pageOf(examDetailItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const exam = await loadExam(request.site.brand, request.params.examIdx);
      const page = paging(request.query, MAX_PAGE_SIZE);
      const result = await findExamDetails(db, exam.id, page, await viewerId(request));
      return { ...result, page: page.page, pageSize: page.pageSize };
    },
  );

  app.get<{ Params: { examDetailIdx: number } }>(
    '/apiV2/exam-details/:examDetailIdx',
    {
      schema: {
        tags: ['cbt-exams'],
        summary: '시험지(회차) 하나 (모드 선택 화면용)',
        params: examDetailIdxParams,
        response: { 200: examDetailItemSchema, ...errorResponses },
      },
    },
    async (request) => {
      const paper = await getExamDetail(db, request.site.brand, request.params.examDetailIdx, await viewerId(request));
      if (!paper) throw notFound('시험지를 찾을 수 없습니다.');
      return paper;
    },
  );

  for (const action of ['like', 'unlike'] as const) {
    app.post<{ Params: { examIdx: number } }>(
      `/apiV2/exams/:examIdx/${action}`,
      {
        config: rateLimit(120),
        ...member,
        schema: {
          tags: ['cbt-exams'],
          summary: action === 'like' ? '관심 시험 등록 (여러 번 호출해도 한 번)' : '관심 시험 해제 (여러 번 호출해도 한 번)',
          params: examIdxParams,
          response: { 200: likeStateSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { user } = await app.requireUser(request);
        const exam = await loadExam(request.site.brand, request.params.examIdx);
        return action === 'like' ? createExamLike(db, user.id, exam.id) : deleteExamLike(db, user.id, exam.id);
      },
    );
  }

  app.get<{ Params: { examIdx: number } }>(
    '/apiV2/exams/:examIdx/community-board',
    {
      schema: {
        tags: ['cbt-exams'],
        summary: '시험 정보방 게시판',
        params: examIdxParams,
        response: {
          200: { type: 'object', required: ['boardSlug'], properties: { boardSlug: { type: 'string' } } },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const exam = await loadExam(request.site.brand, request.params.examIdx);
      if (!exam.communityBoardSlug) throw notFound('시험 정보방을 찾을 수 없습니다.');
      return { boardSlug: exam.communityBoardSlug };
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/apiV2/user/me/likes/exams',
    {
      ...member,
      schema: {
        tags: ['cbt-exams'],
        summary: '내 관심 시험 (최근 등록순)',
        querystring: { type: 'object', properties: pageQueryProperties(20, MAX_PAGE_SIZE) },
        response: { 200: pageOf(likedExamSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      const page = paging(request.query, MAX_PAGE_SIZE);
      const result = await findLikedExams(db, request.site.brand, user.id, page);
      return { ...result, page: page.page, pageSize: page.pageSize };
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/apiV2/user/me/exams',
    {
      preValidation: async (request) => {
        // Only brand B sells exams (src/config/brands.ts hasShop): the route does not exist on brand A.
        if (!getBrand(request.site.brand).hasShop) throw notFound();
        await app.requireUser(request);
      },
      schema: {
        tags: ['cbt-exams'],
        summary: '내 구매 시험 (브랜드 B만; 브랜드 A는 404)',
        querystring: { type: 'object', properties: pageQueryProperties(20, MAX_PAGE_SIZE) },
        response: { 200: pageOf(entitledExamSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      const page = paging(request.query, MAX_PAGE_SIZE);
      const result = await findEntitledExams(db, request.site.brand, user.id, page);
      return { ...result, page: page.page, pageSize: page.pageSize };
    },
  );
}
