/** The member's wrong-answer note (/mycbt/note): list, counts, and marking problems mastered. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { errorResponses } from '../schemas';
import { findReviewNotes } from '../../review-notes/find-review-notes';
import { getReviewNoteAggregate } from '../../review-notes/get-review-note-aggregate';
import { updateReviewNoteMastery } from '../../review-notes/update-review-note-mastery';
import {
  type PageQuery,
  cbtSchemaErrorFormatter,
  idSchema,
  masteryStateSchema,
  memberOnly,
  pageOf,
  pageQueryProperties,
  paging,
  problemParams,
  rateLimit,
  reviewNoteAggregateSchema,
  reviewNoteSchema,
} from './cbt-schemas';

export const MAX_NOTES_PAGE_SIZE = 100;

interface ReviewNoteQuery extends PageQuery {
  examTypeId?: number;
  examIdx?: number;
  includeMastered: boolean;
}

export async function cbtReviewNoteRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  app.setSchemaErrorFormatter(cbtSchemaErrorFormatter);
  const member = memberOnly(app);

  app.get<{ Querystring: ReviewNoteQuery }>(
    '/apiV2/user/me/review-notes',
    {
      ...member,
      schema: {
        tags: ['cbt-review-notes'],
        summary: '오답노트 (최근에 틀린 순; 문제, 마지막 오답, 정답, 해설 포함)',
        querystring: {
          type: 'object',
          properties: {
            examTypeId: idSchema('시험 유형 (하위 유형 포함)'),
            examIdx: idSchema('시험 번호'),
            includeMastered: { type: 'boolean', default: false, description: '암기 완료한 문제도 포함' },
            ...pageQueryProperties(20, MAX_NOTES_PAGE_SIZE),
          },
        },
        response: { 200: pageOf(reviewNoteSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      const { examTypeId, examIdx, includeMastered } = request.query;
      const page = paging(request.query, MAX_NOTES_PAGE_SIZE);
      const result = await findReviewNotes(db, request.site.brand, user.id, { examTypeId, examIdx, includeMastered }, page);
      return { ...result, page: page.page, pageSize: page.pageSize };
    },
  );

  app.get(
    '/apiV2/user/me/review-notes/aggregate',
    {
      ...member,
      schema: {
        tags: ['cbt-review-notes'],
        summary: '오답노트 집계 (최상위 시험 유형별, 시험별: 전체와 미완료)',
        response: { 200: reviewNoteAggregateSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return getReviewNoteAggregate(db, request.site.brand, user.id);
    },
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route<{ Params: { multipleProblemIdx: number } }>({
      method,
      url: '/apiV2/user/me/review-notes/:multipleProblemIdx/master',
      config: rateLimit(300),
      ...member,
      schema: {
        tags: ['cbt-review-notes'],
        summary: method === 'POST' ? '암기 완료로 표시' : '암기 완료 해제',
        params: problemParams,
        response: { 200: masteryStateSchema, ...errorResponses },
      },
      handler: async (request) => {
        const { user } = await app.requireUser(request);
        return updateReviewNoteMastery(db, user.id, request.params.multipleProblemIdx, method === 'POST');
      },
    });
  }
}
