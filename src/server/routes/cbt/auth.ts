/** CBT accounts API (spec §7.1 /apiV2/auth/*): register, login, logout, profile. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthResponse, LoginBody, Profile, RegisterBody } from '../../../contracts/auth';
import { Type } from 'typebox';
import { ErrorResponses } from '../../../contracts/common';
import type { Db } from '../../../db/client';
import { createSession } from '../../accounts/create-session';
import { deleteSession } from '../../accounts/delete-session';
import { getProfile } from '../../accounts/get-profile';
import type { ProfileCountsCache } from '../../accounts/profile-counts-cache';
import { registerUser } from '../../accounts/register-user';
import { verifyCredentials } from '../../accounts/verify-credentials';
import { DomainError } from '../../errors/domain-error';
import { badRequest } from '../../http/errors';
import { type LoginAttempt, type LoginThrottle, TOO_MANY_LOGINS_MESSAGE } from '../../http/login-throttle';
import { clientAddressKey, enforceRateLimit, rateLimit } from '../../http/rate-limit';

export interface AuthRouteOptions {
  db: Db;
  sessionTtlDays: number;
  /** Every limit on logging in: attempts per client and account, failures per client and per account. */
  loginThrottle: LoginThrottle;
  registerMaxPerMinute: number;
  /** The profile's counts from memory; writes to notifications and scraps forget them (app.profileCounts). */
  profileCounts: ProfileCountsCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Pass it to the operations that write a member's notifications or scraps: they make the counts stale. */
    profileCounts: ProfileCountsCache;
  }
}

const JSON_UTF8 = 'application/json; charset=utf-8';
const profileBodies = new WeakMap<Profile, string>();

// Login checks the email format itself so an empty value gets "이메일을 입력해주세요." before the format message.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The client and the account a login tries, read from the body before it is validated. */
function loginAttempt(request: FastifyRequest): LoginAttempt {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
  return { client: clientAddressKey(request.ip), account: `${request.site.brand}:${email}` };
}

export async function authRoutes(fastify: FastifyInstance, options: AuthRouteOptions) {
  const { db, profileCounts } = options;
  // Request and reply types come from src/contracts/auth.ts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const startSession = async (request: FastifyRequest, reply: Parameters<typeof app.setSessionCookie>[0], userId: { id: string; brand: 'a' | 'b' }) => {
    const { token, expiresAt } = await createSession(db, userId, {
      ttlDays: options.sessionTtlDays,
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    app.setSessionCookie(reply, request, token, expiresAt);
  };

  app.post(
    '/apiV2/auth/register',
    {
      config: rateLimit('auth', options.registerMaxPerMinute, 60_000, '가입 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
      schema: {
        tags: ['auth'],
        summary: '회원가입 (개인·기업)',
        body: RegisterBody,
        response: { 201: AuthResponse, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const user = await registerUser(db, { ...request.body, brand: request.site.brand });
      await startSession(request, reply, user);
      return reply.status(201).send({ user: await getProfile(db, profileCounts, user) });
    },
  );

  app.post(
    '/apiV2/auth/login',
    {
      // Counted per client and account once the body is parsed, before validation (rate limit → validate).
      preValidation: async (request, reply) => {
        enforceRateLimit(reply, await options.loginThrottle.countAttempt(loginAttempt(request)), TOO_MANY_LOGINS_MESSAGE);
      },
      schema: {
        tags: ['auth'],
        summary: '로그인',
        body: LoginBody,
        response: { 200: AuthResponse, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (!email.trim()) throw badRequest('이메일을 입력해주세요.');
      if (!EMAIL_PATTERN.test(email.trim())) throw badRequest('잘못된 이메일 형식입니다.');
      const attempt = loginAttempt(request);
      await options.loginThrottle.begin(attempt);
      const user = await verifyCredentials(db, request.site.brand, email, password).catch(async (error: unknown) => {
        if (error instanceof DomainError && error.kind === 'unauthenticated') await options.loginThrottle.failed(attempt);
        throw error;
      });
      await options.loginThrottle.succeeded(attempt);
      await startSession(request, reply, user);
      return { user: await getProfile(db, profileCounts, user) };
    },
  );

  app.post(
    '/apiV2/auth/logout',
    { schema: { tags: ['auth'], summary: '로그아웃', response: { 204: Type.Null() } } },
    async (request, reply) => {
      const session = await request.getSession();
      if (session) await deleteSession(db, app.sessionCache, { sessionId: session.sessionId, userId: session.user.id });
      app.clearSessionCookie(reply, request);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/apiV2/auth/profile',
    {
      schema: {
        tags: ['auth'],
        summary: '현재 사용자 (로그아웃 상태면 401)',
        response: { 200: Profile, 401: ErrorResponses[401] },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const profile = await getProfile(db, profileCounts, user);
      // getProfile answers the same object while nothing changed: its body is serialised once (by the route's own
      // response schema) and then sent as is, since the profile is fetched on every page load.
      let body = profileBodies.get(profile);
      if (body === undefined) profileBodies.set(profile, (body = reply.serialize(profile) as string));
      return (reply as FastifyReply).type(JSON_UTF8).send(body);
    },
  );
}
