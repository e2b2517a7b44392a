/** The brand's audit log for its ADMINs: every operator change, newest first, paged by id. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { authorizeAuditReading } from '../../audit/audit-policy';
import { findAuditEvents } from '../../audit/find-audit-events';
import { ErrorResponses } from '../../../contracts/common';
import { AUDIT_EVENTS_MAX_LIMIT, AuditEventPage, AuditEventsQuery } from '../../../contracts/console-exams';
import { consoleRateLimit, consoleSchemaErrorFormatter, noStore, operatorsOnly } from './console-route-kit';

export async function consoleAuditEventRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(consoleSchemaErrorFormatter);
  noStore(app);

  app.get(
    '/apiV2/admin/audit-events',
    {
      config: consoleRateLimit(),
      ...operatorsOnly(authorizeAuditReading),
      schema: {
        tags: ['admin-audit'],
        summary: '감사 기록 (최신순; 다음 페이지는 before=nextBefore)',
        querystring: AuditEventsQuery,
        response: { 200: AuditEventPage, ...ErrorResponses },
      },
    },
    async (request) => {
      authorizeAuditReading((await request.getSession())?.user ?? null, request.site.brand);
      const { before, resourceType, resourceId } = request.query;
      const limit = Math.min(request.query.limit ?? 50, AUDIT_EVENTS_MAX_LIMIT);
      return findAuditEvents(db, request.site.brand, { before, limit, resourceType, resourceId });
    },
  );
}
