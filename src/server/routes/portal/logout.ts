/**
 * Portal logout (spec §2.5): the header's 로그아웃 posts to `/logout?next=<individual home>` and returns to `next`.
 * Only the POST ends the session (sign-out-form.ts); a GET of the same address — a bookmark, a link, or an image another
 * page planted — answers the confirmation page instead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppEnv, type HostEntry, findHostFor } from '../../../config/hosts';
import { safeRedirect } from '../../../config/redirects';
import type { Db } from '../../../db/client';
import { deleteSession } from '../../accounts/delete-session';
import { clientOrigin } from '../../http/client-origin';
import { acceptSignOutForm, refuseCrossSiteSignOut, signOutConfirmPage } from '../../http/sign-out-form';

type LogoutRequest = FastifyRequest<{ Querystring: { next?: string } }>;

const schema = (summary: string) => ({
  tags: ['portal'],
  summary,
  querystring: { type: 'object', properties: { next: { type: 'string', maxLength: 2048 } } },
});

export async function portalLogoutRoutes(
  app: FastifyInstance,
  options: { db: Db; hostTable: Readonly<Record<string, HostEntry>>; appEnv: AppEnv },
) {
  acceptSignOutForm(app);

  /** Where to go afterwards: `next` when it is ours (same origin rules as every redirect), else the portal home. */
  const target = (request: LogoutRequest) => {
    const portalHost = findHostFor(options.hostTable, 'portal');
    const port = request.headers.host?.match(/:(\d+)$/)?.[1];
    const home = portalHost ? `${request.protocol}://${portalHost}${port ? `:${port}` : ''}/` : '/';
    return safeRedirect(request.query.next, options.hostTable, clientOrigin(request, options.appEnv), home);
  };

  app.get<{ Querystring: { next?: string } }>(
    '/logout',
    { schema: schema('로그아웃 확인 페이지 (세션은 POST로만 끝남)') },
    async (request, reply: FastifyReply) => {
      const next = target(request);
      // Nobody to log out: nothing to confirm.
      if (!(await request.getSession())) return reply.redirect(next, 302);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(signOutConfirmPage(`/logout?next=${encodeURIComponent(next)}`));
    },
  );

  app.post<{ Querystring: { next?: string } }>(
    '/logout',
    { schema: schema('로그아웃 후 next로 이동 (같은 사이트 주소만)') },
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
