/**
 * Authentication: reads the session token from `Authorization: Bearer` or the `accessToken` cookie,
 * resolves it once per request (through the session cache, so most member requests cost no query), and offers
 * `requireUser` for routes that need a member. `app.sessionCache` is what logouts and user changes invalidate.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { HostEntry } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type SessionUser, getSessionUser } from '../accounts/get-session-user';
import type { SessionCache } from '../accounts/session-cache';
import { unauthorized } from '../http/errors';

export const ACCESS_TOKEN_COOKIE = 'accessToken';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of this request; resolved lazily and memoised. */
    getSession(): Promise<SessionUser | null>;
    sessionToken(): string | undefined;
  }
  interface FastifyInstance {
    /** Sessions from memory; pass it to the operations that revoke sessions or change a user (they forget them). */
    sessionCache: SessionCache;
    requireUser(request: FastifyRequest): Promise<SessionUser>;
    setSessionCookie(reply: FastifyReply, request: FastifyRequest, token: string, expiresAt: Date): void;
    clearSessionCookie(reply: FastifyReply, request: FastifyRequest): void;
  }
}

export interface AuthOptions {
  db: Db;
  sessionTtlDays: number;
  secureCookies: boolean;
  hostTable: Readonly<Record<string, HostEntry>>;
  sessionCache: SessionCache;
}

const requestSessions = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthOptions) => {
    const { db, sessionCache, sessionTtlDays } = options;
    app.decorate('sessionCache', sessionCache);

    app.decorateRequest('sessionToken', function (this: FastifyRequest) {
      const header = this.headers.authorization;
      if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
      return this.cookies[ACCESS_TOKEN_COOKIE] || undefined;
    });

    app.decorateRequest('getSession', function (this: FastifyRequest) {
      let pending = requestSessions.get(this);
      if (!pending) {
        const token = this.sessionToken();
        const brand = this.site.brand;
        // Tokens are 43 base64url characters; anything else cannot be ours and costs no query.
        pending =
          token && /^[A-Za-z0-9_-]{43}$/.test(token)
            ? sessionCache.get(brand, token, () => getSessionUser(db, brand, token, sessionTtlDays))
            : Promise.resolve(null);
        requestSessions.set(this, pending);
      }
      return pending;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const session = await request.getSession();
      if (!session) throw unauthorized();
      return session;
    });

    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookies,
      // Spec §9: the cookie domain follows the current host; host-only on *.localhost.
      ...(request.site.cookieDomain ? { domain: request.site.cookieDomain } : {}),
    });

    app.decorate('setSessionCookie', (reply: FastifyReply, request: FastifyRequest, token: string, expiresAt: Date) => {
      reply.setCookie(ACCESS_TOKEN_COOKIE, token, { ...cookieOptions(request), expires: expiresAt });
    });

    app.decorate('clearSessionCookie', (reply: FastifyReply, request: FastifyRequest) => {
      reply.clearCookie(ACCESS_TOKEN_COOKIE, cookieOptions(request));
    });
  },
  { name: 'auth', dependencies: ['site'] },
);
