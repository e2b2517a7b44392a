/** Brand B main (shop) API accounts part (spec §7.2): /users/me and the SSO sign-out redirect. */
import type { FastifyInstance } from 'fastify';
import type { HostEntry } from '../../../config/hosts';
import { safeRedirect } from '../../../config/redirects';
import type { Db } from '../../../db/client';
import { deleteSession } from '../../accounts/delete-session';
import { errorResponses } from '../schemas';

export async function shopUserRoutes(
  app: FastifyInstance,
  options: { db: Db; hostTable: Readonly<Record<string, HostEntry>> },
) {
  app.get(
    '/users/me',
    {
      schema: {
        tags: ['shop'],
        summary: '브랜드 B 현재 사용자',
        response: {
          200: {
            type: 'object',
            required: ['username', 'nickname', 'email'],
            properties: { username: { type: 'string' }, nickname: { type: ['string', 'null'] }, email: { type: 'string' } },
          },
          401: errorResponses[401],
        },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return { username: user.username, nickname: user.nickname, email: user.email };
    },
  );

  app.get<{ Querystring: { redirectUri?: string } }>(
    '/sso/sign-out',
    {
      schema: {
        tags: ['shop'],
        summary: '로그아웃 후 redirectUri로 이동 (같은 사이트 주소만)',
        querystring: { type: 'object', properties: { redirectUri: { type: 'string', maxLength: 2048 } } },
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      if (session) await deleteSession(options.db, session.sessionId);
      app.clearSessionCookie(reply, request);
      return reply.redirect(safeRedirect(request.query.redirectUri, options.hostTable), 302);
    },
  );
}
