/**
 * CBT exam catalogue (spec §7.1): exam types, exam lists, one exam, its papers, best exams, likes,
 * the community board, and the member's liked and purchased exams. Everything is of the request's brand.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
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
import { findViewerExamFlags, withViewerFlags } from '../../exams/find-viewer-exam-flags';
import { findLikedExams } from '../../exams/find-liked-exams';
import { getExam } from '../../exams/get-exam';
import { getExamSummaries } from '../../exams/get-exam-summaries';
import { notFound } from '../../http/errors';
import { type PublicRead, loadPublicRead, markPrivate, readTags, sendPublicRead } from '../../http/public-read';
import type { ReadCache } from '../../read-cache/read-cache';
import { ErrorResponses, Page, PageQueryProperties } from '../../../contracts/common';
import { ExamDetailIdxParams, ExamDetailItem } from '../../../contracts/exam-details';
import { ExamTypeList } from '../../../contracts/exam-types';
import {
  BestExamsQuery,
  EntitledExam,
  ExamCommunityBoard,
  ExamIdxParams,
  ExamListQuery,
  ExamSummary,
  ExamSummaryList,
  LikeState,
  LikedExam,
} from '../../../contracts/exams';
import { type TypeBoxApp, memberOnly, paging, rateLimit, schemaErrorFormatter } from '../../http/route-kit';
import { BEST_EXAMS_MAX_LIMIT, EXAM_LIST_MAX_PAGE_SIZE } from '../../../contracts/constants';

export const EXAM_NOT_FOUND_MESSAGE = '시험을 찾을 수 없습니다.';
const MAX_PAGE_SIZE = EXAM_LIST_MAX_PAGE_SIZE;
const PageQuery = Type.Object(PageQueryProperties(20, MAX_PAGE_SIZE));

export async function cbtExamRoutes(fastify: FastifyInstance, options: { db: Db; readCache: ReadCache }) {
  // Request and reply types come from the contracts (src/contracts), so a changed field breaks this file's build.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(schemaErrorFormatter);
  catalogueRoutes(app, options);
  paperRoutes(app, options);
  memberExamRoutes(app, options);
}

const viewerId = async (request: FastifyRequest) => (await request.getSession())?.user.id ?? null;

async function loadExam(db: Db, brand: BrandId, examIdx: number) {
  const exam = await getExam(db, brand, examIdx);
  if (!exam) throw notFound(EXAM_NOT_FOUND_MESSAGE);
  return exam;
}

/** The catalogue anyone may read: exam types, exam lists, best exams and one exam (cached for visitors). */
function catalogueRoutes(app: TypeBoxApp, { db, readCache }: { db: Db; readCache: ReadCache }) {
  /**
   * A public exam read: a visitor gets the cached JSON (ETag, 304); a member gets the same cached summaries with
   * their own like and entitlement flags merged on, uncached. `load` reads as an anonymous visitor.
   */
  const sendExamRead = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    read: PublicRead & { load: () => Promise<T> },
    examsOf: (value: T) => readonly ExamSummary[],
    rebuild: (value: T, exams: ExamSummary[]) => T,
  ) => {
    const userId = await viewerId(request);
    if (!userId) return sendPublicRead(request, reply, readCache, read);
    const shared = (await loadPublicRead(request, readCache, read)).value as T;
    const flags = await findViewerExamFlags(db, userId, examsOf(shared).map((exam) => exam.examIdx));
    markPrivate(reply);
    return rebuild(shared, examsOf(shared).map((exam) => withViewerFlags(exam, flags)));
  };

  app.get(
    '/apiV2/exam-types',
    {
      schema: {
        tags: ['cbt-exams'],
        summary: '시험 유형 트리 (부모가 자식보다 먼저, 형제는 정렬 순서대로)',
        response: { 200: ExamTypeList },
      },
    },
    async (request, reply) =>
      sendPublicRead(request, reply, readCache, {
        key: null,
        tags: [readTags.exams(request.site.brand)],
        load: async () => ({ items: await findExamTypeList(db, request.site.brand) }),
      }),
  );

  app.get(
    '/apiV2/exams',
    {
      schema: {
        tags: ['cbt-exams'],
        summary: '시험 목록 (최신순)',
        querystring: ExamListQuery,
        response: { 200: Page(ExamSummary), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { examTypeId, examTypeIds = [], categorySlug, keyword, isFree } = request.query;
      const page = paging(request.query, MAX_PAGE_SIZE);
      const ids = examTypeId === undefined ? examTypeIds : [examTypeId, ...examTypeIds];
      const filter = { examTypeIds: ids.length ? ids : undefined, categorySlug, keyword, isFree };
      return sendExamRead(
        request,
        reply,
        {
          key: { filter, page: page.page, pageSize: page.pageSize },
          tags: [readTags.exams(request.site.brand)],
          load: async () => ({ ...(await findExams(db, request.site.brand, filter, page, null)), page: page.page, pageSize: page.pageSize }),
        },
        (result) => result.items,
        (result, items) => ({ ...result, items }),
      );
    },
  );

  app.get(
    '/apiV2/exams/best',
    {
      schema: {
        tags: ['cbt-exams'],
        summary: '인기 시험 (최근 30일 응시자 수, 좋아요 수 순)',
        querystring: BestExamsQuery,
        response: { 200: ExamSummaryList, ...ErrorResponses },
      },
    },
    // Ranked by takers of the last 30 days: a record closing does not bump the tag; the cache's 60 s lifetime does.
    async (request, reply) => {
      const limit = Math.min(request.query.limit ?? 8, BEST_EXAMS_MAX_LIMIT);
      return sendExamRead(
        request,
        reply,
        {
          key: { limit },
          tags: [readTags.exams(request.site.brand)],
          load: async () => ({ items: await findBestExams(db, request.site.brand, limit, null) }),
        },
        (result) => result.items,
        (_result, items) => ({ items }),
      );
    },
  );

  app.get(
    '/apiV2/exams/:examIdx',
    {
      schema: {
        tags: ['cbt-exams'],
        summary: '시험 상세',
        params: ExamIdxParams,
        response: { 200: ExamSummary, ...ErrorResponses },
      },
    },
    async (request, reply) =>
      sendExamRead(
        request,
        reply,
        {
          key: request.params.examIdx,
          tags: [readTags.exams(request.site.brand)],
          load: async () => {
            const [exam] = await getExamSummaries(db, request.site.brand, [request.params.examIdx], null);
            if (!exam) throw notFound(EXAM_NOT_FOUND_MESSAGE);
            return exam;
          },
        },
        (exam) => [exam],
        (_exam, [merged]) => merged!,
      ),
  );
}

/** An exam's papers, one paper (the mode choice screen) and the exam's community board; a member sees their own flags. */
function paperRoutes(app: TypeBoxApp, { db }: { db: Db }) {
  app.get(
    '/apiV2/exams/:examIdx/exam-details',
    {
      schema: {
        tags: ['cbt-exams'],
        summary: '시험의 시험지(회차) 목록',
        params: ExamIdxParams,
        querystring: PageQuery,
        response: { 200: Page(ExamDetailItem), ...ErrorResponses },
      },
    },
    async (request) => {
      const exam = await loadExam(db, request.site.brand, request.params.examIdx);
      const page = paging(request.query, MAX_PAGE_SIZE);
      const result = await findExamDetails(db, exam.id, page, await viewerId(request));
      return { ...result, page: page.page, pageSize: page.pageSize };
    },
  );

  app.get(
    '/apiV2/exam-details/:examDetailIdx',
    {
      schema: {
        tags: ['cbt-exams'],
        summary: '시험지(회차) 하나 (모드 선택 화면용)',
        params: ExamDetailIdxParams,
        response: { 200: ExamDetailItem, ...ErrorResponses },
      },
    },
    async (request) => {
      const paper = await getExamDetail(db, request.site.brand, request.params.examDetailIdx, await viewerId(request));
      if (!paper) throw notFound('시험지를 찾을 수 없습니다.');
      return paper;
    },
  );

  app.get(
    '/apiV2/exams/:examIdx/community-board',
    {
      schema: {
        tags: ['cbt-exams'],
        summary: '시험 정보방 게시판',
        params: ExamIdxParams,
        response: { 200: ExamCommunityBoard, ...ErrorResponses },
      },
    },
    async (request) => {
      const exam = await loadExam(db, request.site.brand, request.params.examIdx);
      if (!exam.communityBoardSlug) throw notFound('시험 정보방을 찾을 수 없습니다.');
      return { boardSlug: exam.communityBoardSlug };
    },
  );
}

/** A member's own exams: likes, the liked list and the purchased list. */
function memberExamRoutes(app: TypeBoxApp, { db, readCache }: { db: Db; readCache: ReadCache }) {
  const member = memberOnly(app);

  for (const action of ['like', 'unlike'] as const) {
    app.post(
      `/apiV2/exams/:examIdx/${action}`,
      {
        config: rateLimit(120),
        ...member,
        schema: {
          tags: ['cbt-exams'],
          summary: action === 'like' ? '관심 시험 등록 (여러 번 호출해도 한 번)' : '관심 시험 해제 (여러 번 호출해도 한 번)',
          params: ExamIdxParams,
          response: { 200: LikeState, ...ErrorResponses },
        },
      },
      async (request) => {
        const { user } = await app.requireUser(request);
        const exam = await loadExam(db, request.site.brand, request.params.examIdx);
        const state = action === 'like' ? await createExamLike(db, user.id, exam.id) : await deleteExamLike(db, user.id, exam.id);
        // Like counts are part of every cached exam read of the brand.
        await readCache.invalidate(readTags.exams(request.site.brand));
        return state;
      },
    );
  }

  app.get(
    '/apiV2/user/me/likes/exams',
    {
      ...member,
      schema: {
        tags: ['cbt-exams'],
        summary: '내 관심 시험 (최근 등록순)',
        querystring: PageQuery,
        response: { 200: Page(LikedExam), ...ErrorResponses },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      const page = paging(request.query, MAX_PAGE_SIZE);
      const result = await findLikedExams(db, request.site.brand, user.id, page);
      return { ...result, page: page.page, pageSize: page.pageSize };
    },
  );

  app.get(
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
        querystring: PageQuery,
        response: { 200: Page(EntitledExam), ...ErrorResponses },
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
