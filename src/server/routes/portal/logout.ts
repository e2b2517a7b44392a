/** Portal logout (spec §2.5): a link to the API's logout path with `next` pointing back to the individual home. */
import type { FastifyInstance } from 'fastify';
import { type HostEntry, findHostFor } from '../../../config/hosts';
import { safeRedirect } from '../../../config/redirects';
import type { Db } from '../../../db/client';
import { deleteSession } from '../../accounts/delete-session';

export async function portalLogoutRoutes(
  app: FastifyInstance,
  options: { db: Db; hostTable: Readonly<Record<string, HostEntry>> },
) {
  app.get<{ Querystring: { next?: string } }>(
    '/logout',
    {
      schema: {
        tags: ['portal'],
        summary: '로그아웃 후 next로 이동 (같은 사이트 주소만)',
        querystring: { type: 'object', properties: { next: { type: 'string', maxLength: 2048 } } },
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      if (session) await deleteSession(options.db, app.sessionCache, { sessionId: session.sessionId, userId: session.user.id });
      app.clearSessionCookie(reply, request);
      const portalHost = findHostFor(options.hostTable, 'portal');
      const port = request.headers.host?.match(/:(\d+)$/)?.[1];
      const home = portalHost ? `${request.protocol}://${portalHost}${port ? `:${port}` : ''}/` : '/';
      return reply.redirect(safeRedirect(request.query.next, options.hostTable, home), 302);
    },
  );
}
