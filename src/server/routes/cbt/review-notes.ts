/** The member's wrong-answer note (/mycbt/note): list, counts, and marking problems mastered. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { findReviewNotes } from '../../review-notes/find-review-notes';
import { getReviewNoteAggregate } from '../../review-notes/get-review-note-aggregate';
import { updateReviewNoteMastery } from '../../review-notes/update-review-note-mastery';
import { ErrorResponses, Page } from '../../../contracts/common';
import { ProblemParams } from '../../../contracts/problems';
import { MasteryState, ReviewNote, ReviewNoteAggregate, ReviewNoteQuery } from '../../../contracts/review-notes';
import { schemaErrorFormatter, memberOnly, paging, rateLimit } from '../../http/route-kit';
import { REVIEW_NOTES_MAX_PAGE_SIZE } from '../../../contracts/constants';

export async function cbtReviewNoteRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(schemaErrorFormatter);
  const member = memberOnly(app);

  app.get(
    '/apiV2/user/me/review-notes',
    {
      ...member,
      schema: {
        tags: ['cbt-review-notes'],
        summary: '오답노트 (최근에 틀린 순; 문제, 마지막 오답, 정답, 해설 포함)',
        querystring: ReviewNoteQuery,
        response: { 200: Page(ReviewNote), ...ErrorResponses },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      const { examTypeId, examIdx, includeMastered } = request.query;
      const page = paging(request.query, REVIEW_NOTES_MAX_PAGE_SIZE);
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
        response: { 200: ReviewNoteAggregate, ...ErrorResponses },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return getReviewNoteAggregate(db, request.site.brand, user.id);
    },
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/apiV2/user/me/review-notes/:multipleProblemIdx/master',
      config: rateLimit(300),
      ...member,
      schema: {
        tags: ['cbt-review-notes'],
        summary: method === 'POST' ? '암기 완료로 표시' : '암기 완료 해제',
        params: ProblemParams,
        response: { 200: MasteryState, ...ErrorResponses },
      },
      handler: async (request) => {
        const { user } = await app.requireUser(request);
        return updateReviewNoteMastery(db, user.id, request.params.multipleProblemIdx, method === 'POST');
      },
    });
  }
}
