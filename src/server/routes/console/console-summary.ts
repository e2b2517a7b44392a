/**
 * The console's dashboard (ADR 24): what waits in the ADMIN queues of the brand. Rate limit → authenticate
 * (401) → authorize (console-policy: ADMIN of the brand, else 403) → operation.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponses } from '../../../contracts/common';
import { ConsoleSummary } from '../../../contracts/console';
import type { Db } from '../../../db/client';
import { authorizeConsoleSummary } from '../../console/console-policy';
import { getConsoleSummary } from '../../console/get-console-summary';
import { consoleRateLimit, consoleSchemaErrorFormatter, noStore, operatorsOnly } from './console-route-kit';

export async function consoleSummaryRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(consoleSchemaErrorFormatter);
  noStore(app);

  app.get(
    '/apiV2/admin/console-summary',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeConsoleSummary),
      schema: {
        tags: ['admin-console'],
        summary: '운영 콘솔 대시보드 (승인 대기 기업회원, 신고 대기 게시글·댓글 수)',
        response: { 200: ConsoleSummary, ...ErrorResponses },
      },
    },
    async (request) => {
      const brand = request.site.brand;
      authorizeConsoleSummary((await request.getSession())?.user, brand);
      return getConsoleSummary(db, brand);
    },
  );
}
