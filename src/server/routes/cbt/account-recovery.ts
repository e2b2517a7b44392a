/**
 * 비밀번호 찾기 and 이메일 찾기 beside the login (/apiV2/auth/*), on every host of a brand: request a reset link by
 * email, check and use the mailed link, and find the login email by name and phone. Nothing answered tells whether
 * an email is registered: a link request answers the same notice at once for every address, and the lookup and
 * mail run after the answer, so neither the body nor the time taken differs.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AuthNotice,
  AuthResponse,
  FindLoginEmailBody,
  FindLoginEmailResponse,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PasswordResetLink,
  PasswordResetParams,
  PasswordResetRequestBody,
  ResetPasswordBody,
} from '../../../contracts/auth';
import { ErrorResponses } from '../../../contracts/common';
import { type AppEnv, findHostFor, type HostEntry } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import { createSession } from '../../accounts/create-session';
import { findLoginEmail } from '../../accounts/find-login-email';
import { getPasswordReset } from '../../accounts/get-password-reset';
import { getProfile } from '../../accounts/get-profile';
import { requestPasswordReset } from '../../accounts/request-password-reset';
import { resetPassword } from '../../accounts/reset-password';
import { clientOrigin } from '../../http/client-origin';
import { badRequest } from '../../http/errors';
import { enforceRateLimit, rateLimit, rateLimitKey } from '../../http/rate-limit';

const HOUR_MS = 3_600_000;
/** Link requests per client address and per email address (of a brand) in an hour. */
export const PASSWORD_RESET_MAX_PER_CLIENT = 20;
export const PASSWORD_RESET_MAX_PER_EMAIL = 5;
/** 이메일 찾기 attempts per client address and per phone number in an hour: each one tries a name and phone pair. */
export const FIND_EMAIL_MAX_PER_CLIENT = 10;
export const FIND_EMAIL_MAX_PER_PHONE = 5;

const TOO_MANY_RESETS_MESSAGE = '비밀번호 찾기 요청이 너무 많습니다. 1시간 후 다시 시도해주세요.';
const TOO_MANY_FINDS_MESSAGE = '이메일 찾기 요청이 너무 많습니다. 1시간 후 다시 시도해주세요.';
const EMAIL_FOUND_MESSAGE = '입력하신 정보로 가입된 계정의 이메일입니다.';
const EMAIL_NOT_FOUND_MESSAGE =
  '입력하신 정보와 일치하는 계정을 찾지 못했습니다. 회원정보에 휴대폰 번호를 등록하지 않으셨다면 고객문의로 문의해주세요.';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sites with a login page, and so the pages of the mailed link; a request from any other host links to the CBT. */
const LINK_SITES = new Set(['cbt', 'portal', 'corporate', 'community', 'shop', 'console']);

export interface AccountRecoveryRouteOptions {
  db: Db;
  hostTable: Readonly<Record<string, HostEntry>>;
  appEnv: AppEnv;
  sessionTtlDays: number;
}

export async function accountRecoveryRoutes(fastify: FastifyInstance, options: AccountRecoveryRouteOptions) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Link requests run after their answer; the app waits for those still running before it closes.
  const running = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  /**
   * The origin the link points at: the one the member used when it is a login site of the host table (the site plugin
   * resolved the same header), else the brand's CBT host on the same scheme and port. A Host header the table does not
   * know never reaches a mail.
   */
  const linkOrigin = (request: FastifyRequest): string => {
    const origin = new URL(clientOrigin(request, options.appEnv));
    if (request.site.known && LINK_SITES.has(request.site.site)) return origin.origin;
    origin.hostname = findHostFor(options.hostTable, 'cbt', request.site.brand) ?? origin.hostname;
    return origin.origin;
  };

  app.post(
    '/apiV2/auth/password-reset',
    {
      config: rateLimit('auth', PASSWORD_RESET_MAX_PER_CLIENT, HOUR_MS, TOO_MANY_RESETS_MESSAGE),
      schema: {
        tags: ['auth'],
        summary: '비밀번호 찾기: 재설정 링크 메일 (가입 여부와 관계없이 같은 답)',
        body: PasswordResetRequestBody,
        response: { 202: AuthNotice, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      if (!email) throw badRequest('이메일을 입력해주세요.');
      if (!EMAIL_PATTERN.test(email)) throw badRequest('잘못된 이메일 형식입니다.');
      const brand = request.site.brand;
      // Counted for every address, registered or not, so the limit tells nothing either.
      const perEmail = await app.rateLimiter.hit(
        rateLimitKey('auth', 'password-reset-email', brand, email),
        PASSWORD_RESET_MAX_PER_EMAIL,
        HOUR_MS,
      );
      enforceRateLimit(reply, perEmail, TOO_MANY_RESETS_MESSAGE);
      const job = requestPasswordReset(db, app.mailer, { brand, email, origin: linkOrigin(request) })
        .catch((error: unknown) => request.log.warn({ err: error }, 'password reset mail not sent'))
        .finally(() => running.delete(job));
      running.add(job);
      return reply.status(202).send({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    },
  );

  app.get(
    '/apiV2/auth/password-reset/:token',
    {
      config: rateLimit('auth', 60, 10 * 60_000),
      schema: {
        tags: ['auth'],
        summary: '비밀번호 재설정 링크 확인 (사용됨·만료 → 400)',
        params: PasswordResetParams,
        response: { 200: PasswordResetLink, ...ErrorResponses },
      },
    },
    async (request) => {
      const { expiresAt } = await getPasswordReset(db, { brand: request.site.brand, token: request.params.token });
      return { expiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    '/apiV2/auth/password-reset/:token',
    {
      config: rateLimit('auth', 20, 10 * 60_000),
      schema: {
        tags: ['auth'],
        summary: '비밀번호 재설정: 새 비밀번호로 바꾸고 다른 모든 로그인을 끝낸 뒤 로그인',
        params: PasswordResetParams,
        body: ResetPasswordBody,
        response: { 200: AuthResponse, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const user = await resetPassword(db, app.sessionCache, {
        brand: request.site.brand,
        token: request.params.token,
        ...request.body,
      });
      const { token, expiresAt } = await createSession(db, user, {
        ttlDays: options.sessionTtlDays,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      app.setSessionCookie(reply, request, token, expiresAt);
      return { user: await getProfile(db, app.profileCounts, user) };
    },
  );

  app.post(
    '/apiV2/auth/find-email',
    {
      config: rateLimit('auth', FIND_EMAIL_MAX_PER_CLIENT, HOUR_MS, TOO_MANY_FINDS_MESSAGE),
      schema: {
        tags: ['auth'],
        summary: '이메일 찾기: 이름과 휴대폰 번호가 정확히 맞으면 가린 이메일',
        body: FindLoginEmailBody,
        response: { 200: FindLoginEmailResponse, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { name, phone } = request.body;
      if (!name.trim()) throw badRequest('이름을 입력해주세요.');
      if (!phone.trim()) throw badRequest('휴대폰 번호를 입력해주세요.');
      const perPhone = await app.rateLimiter.hit(
        rateLimitKey('auth', 'find-email-phone', request.site.brand, phone.replace(/\D/g, '')),
        FIND_EMAIL_MAX_PER_PHONE,
        HOUR_MS,
      );
      enforceRateLimit(reply, perPhone, TOO_MANY_FINDS_MESSAGE);
      const emails = await findLoginEmail(db, { brand: request.site.brand, name, phone });
      return emails.length ? { message: EMAIL_FOUND_MESSAGE, emails } : { message: EMAIL_NOT_FOUND_MESSAGE, emails: [] };
    },
  );
}
