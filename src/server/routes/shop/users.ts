/** Brand B main (shop) API accounts part (spec §7.2): /users/me and the SSO sign-out redirect. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ErrorResponses } from '../../../contracts/common';
import { ShopUser } from '../../../contracts/shop';
import type { HostEntry } from '../../../config/hosts';
import { safeRedirect } from '../../../config/redirects';
import type { Db } from '../../../db/client';
import { deleteSession } from '../../accounts/delete-session';

export async function shopUserRoutes(
  fastify: FastifyInstance,
  options: { db: Db; hostTable: Readonly<Record<string, HostEntry>> },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/users/me',
    {
      schema: {
        tags: ['shop'],
        summary: '브랜드 B 현재 사용자',
        response: {
          200: ShopUser,
          401: ErrorResponses[401],
        },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return { username: user.username, nickname: user.nickname, email: user.email };
    },
  );

  app.get(
    '/sso/sign-out',
    {
      schema: {
        tags: ['shop'],
        summary: '로그아웃 후 redirectUri로 이동 (같은 사이트 주소만)',
        querystring: Type.Object({ redirectUri: Type.Optional(Type.String({ maxLength: 2048 })) }),
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      if (session) await deleteSession(options.db, app.sessionCache, { sessionId: session.sessionId, userId: session.user.id });
      app.clearSessionCookie(reply, request);
      return reply.redirect(safeRedirect(request.query.redirectUri, options.hostTable), 302);
    },
  );
}
