/**
 * `GET /apiV2/exams/for-my-tests`: the member's scrapped portal postings with a written test ahead and the
 * mock exams that prepare for each. Member data: never cached publicly (the CBT home's page cache only ever holds the
 * visitor's page; the card fetches this in the browser for members only).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import {
  ExamsForScrappedTests,
  ExamsForScrappedTestsQuery,
  SCRAPPED_TESTS_MAX_PAGE_SIZE,
} from '../../../contracts/exams-for-scrapped-tests';
import type { Db } from '../../../db/client';
import { findExamsForScrappedTests } from '../../exams/find-exams-for-scrapped-tests';
import { markPrivate } from '../../http/public-read';
import { schemaErrorFormatter, memberOnly, paging, rateLimit } from '../../http/route-kit';

export const EXAMS_FOR_MY_TESTS_PATH = '/apiV2/exams/for-my-tests';

export async function cbtExamsForScrappedTestsRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(schemaErrorFormatter);

  app.get(
    EXAMS_FOR_MY_TESTS_PATH,
    {
      config: rateLimit(120),
      ...memberOnly(app),
      schema: {
        tags: ['cbt-exams'],
        summary: '스크랩한 공고의 다가오는 필기시험과 맞는 모의고사 (시험일 빠른 순)',
        querystring: ExamsForScrappedTestsQuery,
        response: { 200: ExamsForScrappedTests, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const page = paging(request.query, SCRAPPED_TESTS_MAX_PAGE_SIZE);
      const result = await findExamsForScrappedTests(db, {
        brand: request.site.brand,
        userId: user.id,
        examLimit: request.query.examLimit ?? 3,
        paging: page,
      });
      markPrivate(reply);
      return { ...result, page: page.page, pageSize: page.pageSize };
    },
  );
}
