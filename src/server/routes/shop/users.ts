/**
 * Brand B main (shop) API accounts part (spec §7.2): /users/me and the SSO sign-out. Only a POST of
 * `/sso/sign-out?redirectUri=` ends the session (sign-out-form.ts); a GET answers the confirmation page.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ErrorResponses } from '../../../contracts/common';
import { ShopUser } from '../../../contracts/shop';
import type { AppEnv, HostEntry } from '../../../config/hosts';
import { safeRedirect } from '../../../config/redirects';
import type { Db } from '../../../db/client';
import { deleteSession } from '../../accounts/delete-session';
import { clientOrigin } from '../../http/client-origin';
import { acceptSignOutForm, refuseCrossSiteSignOut, signOutConfirmPage } from '../../http/sign-out-form';

export async function shopUserRoutes(
  fastify: FastifyInstance,
  options: { db: Db; hostTable: Readonly<Record<string, HostEntry>>; appEnv: AppEnv },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  acceptSignOutForm(fastify);
  const SignOutQuery = Type.Object({ redirectUri: Type.Optional(Type.String({ maxLength: 2048 })) });
  const target = (request: { query: { redirectUri?: string } } & Parameters<typeof clientOrigin>[0]) =>
    safeRedirect(request.query.redirectUri, options.hostTable, clientOrigin(request, options.appEnv));
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
    { schema: { tags: ['shop'], summary: '로그아웃 확인 페이지 (세션은 POST로만 끝남)', querystring: SignOutQuery } },
    async (request, reply) => {
      const redirectUri = target(request);
      // Nobody to sign out: nothing to confirm.
      if (!(await request.getSession())) return reply.redirect(redirectUri, 302);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(signOutConfirmPage(`/sso/sign-out?redirectUri=${encodeURIComponent(redirectUri)}`));
    },
  );

  app.post(
    '/sso/sign-out',
    { schema: { tags: ['shop'], summary: '로그아웃 후 redirectUri로 이동 (같은 사이트 주소만)', querystring: SignOutQuery } },
    async (request, reply) => {
      refuseCrossSiteSignOut(request, options.hostTable, options.appEnv);
      const session = await request.getSession();
      if (session) await deleteSession(options.db, app.sessionCache, { sessionId: session.sessionId, userId: session.user.id });
      app.clearSessionCookie(reply, request);
      // 303: the browser follows with a GET.
      return reply.redirect(target(request), 303);
    },
  );
}
