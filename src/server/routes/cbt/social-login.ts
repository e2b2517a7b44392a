/**
 * Kakao and Naver login, a redirect flow on every host (no popups: the native app's web view and
 * KakaoTalk's in-app browser cannot use them): start → the provider → callback → a session, or /login/social to
 * complete a sign-up or link an existing account, or /login with a Korean message. Thin over src/server/social-login.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppEnv, HostEntry } from '../../../config/hosts';
import { safeRedirect } from '../../../config/redirects';
import { ErrorResponses } from '../../../contracts/common';
import {
  CompleteSocialSignupBody,
  LinkSocialSignupBody,
  LoginMethods,
  SocialCallbackQuery,
  SocialProviderParams,
  SocialProvidersResponse,
  SocialSignupResult,
  SocialSignupView,
  SocialStartQuery,
} from '../../../contracts/social-login';
import type { Db } from '../../../db/client';
import type { SocialProvider, User } from '../../../db/schema';
import { createSession } from '../../accounts/create-session';
import { getProfile } from '../../accounts/get-profile';
import { clientOrigin } from '../../http/client-origin';
import { rateLimit } from '../../http/rate-limit';
import { completeSocialSignup } from '../../social-login/complete-social-signup';
import { findUserLoginMethods } from '../../social-login/find-user-identities';
import { finishSocialLogin } from '../../social-login/finish-social-login';
import { getSocialSignup, presentSocialSignup } from '../../social-login/get-social-signup';
import { linkSocialSignup } from '../../social-login/link-social-signup';
import { socialLoginErrors } from '../../social-login/social-login-errors';
import { LOGIN_STATE_TTL_MS, SIGNUP_TTL_MS } from '../../social-login/social-login-tokens';
import type { SocialLoginProvider } from '../../social-login/social-providers';
import { startSocialLogin } from '../../social-login/start-social-login';
import { unlinkUserIdentity } from '../../social-login/unlink-user-identity';

export const SOCIAL_BINDING_COOKIE = 'social_login_binding';
export const SOCIAL_SIGNUP_COOKIE = 'social_signup';
const SOCIAL_PATH = '/apiV2/auth/social';

export interface SocialLoginRouteOptions {
  db: Db;
  providers: ReadonlyMap<SocialProvider, SocialLoginProvider>;
  hostTable: Readonly<Record<string, HostEntry>>;
  appEnv: AppEnv;
  sessionTtlDays: number;
  secureCookies: boolean;
  /** Completing a sign-up is a registration: it shares its per-minute limit. */
  registerMaxPerMinute: number;
}

export async function socialLoginRoutes(fastify: FastifyInstance, options: SocialLoginRouteOptions) {
  const { db, providers } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const available = [...providers.keys()];

  const providerOf = (name: 'kakao' | 'naver'): SocialLoginProvider => {
    const provider = providers.get(name.toUpperCase() as SocialProvider);
    if (!provider) throw socialLoginErrors.unknownProvider();
    return provider;
  };
  // The provider sends the member back to the host they started on (each host is registered with the provider).
  const callbackUri = (request: FastifyRequest, name: string) => {
    if (!request.site.known) throw socialLoginErrors.unknownProvider();
    return `${request.protocol}://${request.host}${SOCIAL_PATH}/${name}/callback`;
  };
  const cookie = (request: FastifyRequest, path: string, maxAgeMs: number) => ({
    path,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation from another site, which Lax cookies accompany.
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    maxAge: Math.floor(maxAgeMs / 1000),
    ...(request.site.cookieDomain ? { domain: request.site.cookieDomain } : {}),
  });
  const logIn = async (request: FastifyRequest, reply: FastifyReply, user: Pick<User, 'id' | 'brand'>) => {
    const { token, expiresAt } = await createSession(db, user, {
      ttlDays: options.sessionTtlDays,
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    app.setSessionCookie(reply, request, token, expiresAt);
  };

  app.get(
    `${SOCIAL_PATH}/providers`,
    { schema: { tags: ['auth'], summary: '로그인 버튼을 보여줄 소셜 로그인 제공자', response: { 200: SocialProvidersResponse } } },
    async () => ({ providers: available }),
  );

  app.get(
    `${SOCIAL_PATH}/:provider/start`,
    {
      config: rateLimit('auth', 30, 60_000, '로그인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
      schema: { tags: ['auth'], summary: '소셜 로그인 시작 (제공자로 이동)', params: SocialProviderParams, querystring: SocialStartQuery, response: { 302: Type.Null(), ...ErrorResponses } },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const returnTo = safeRedirect(
        request.query.redirect ?? request.query.next,
        options.hostTable,
        clientOrigin(request, options.appEnv),
        '/',
      );
      const started = await startSocialLogin(db, provider, {
        brand: request.site.brand,
        returnTo,
        redirectUri: callbackUri(request, request.params.provider),
      });
      reply.setCookie(SOCIAL_BINDING_COOKIE, started.browserBinding, cookie(request, SOCIAL_PATH, LOGIN_STATE_TTL_MS));
      return reply.redirect(started.authorizationUrl, 302);
    },
  );

  app.get(
    `${SOCIAL_PATH}/:provider/callback`,
    {
      config: rateLimit('auth', 30, 60_000, '로그인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
      schema: { tags: ['auth'], summary: '소셜 로그인 콜백', params: SocialProviderParams, querystring: SocialCallbackQuery, response: { 302: Type.Null(), ...ErrorResponses } },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const outcome = await finishSocialLogin(db, provider, {
        brand: request.site.brand,
        state: request.query.state,
        browserBinding: request.cookies[SOCIAL_BINDING_COOKIE],
        code: request.query.code,
        error: request.query.error,
        redirectUri: callbackUri(request, request.params.provider),
        currentUserId: (await request.getSession())?.user.id ?? null,
      });
      reply.clearCookie(SOCIAL_BINDING_COOKIE, { path: SOCIAL_PATH, ...(request.site.cookieDomain ? { domain: request.site.cookieDomain } : {}) });
      const next = (path: string) => `${path}?next=${encodeURIComponent(outcome.returnTo ?? '/')}`;
      switch (outcome.kind) {
        case 'member':
          // A member linking from their profile keeps the session they have.
          if (!(await request.getSession())) await logIn(request, reply, { id: outcome.userId, brand: request.site.brand });
          return reply.redirect(outcome.returnTo, 302);
        case 'signup':
          reply.setCookie(SOCIAL_SIGNUP_COOKIE, outcome.signupToken, cookie(request, '/', SIGNUP_TTL_MS));
          return reply.redirect(next('/login/social'), 302);
        case 'failed':
          return reply.redirect(`${next('/login')}&socialError=${outcome.code}&provider=${request.params.provider}`, 302);
      }
    },
  );

  app.get(
    `${SOCIAL_PATH}/signup`,
    { schema: { tags: ['auth'], summary: '완료를 기다리는 소셜 가입 (없으면 404)', response: { 200: SocialSignupView, ...ErrorResponses } } },
    async (request) =>
      presentSocialSignup(await getSocialSignup(db, { brand: request.site.brand, token: request.cookies[SOCIAL_SIGNUP_COOKIE] })),
  );

  const finishSignup = async (request: FastifyRequest, reply: FastifyReply, user: User, returnTo: string) => {
    await logIn(request, reply, user);
    reply.clearCookie(SOCIAL_SIGNUP_COOKIE, { path: '/', ...(request.site.cookieDomain ? { domain: request.site.cookieDomain } : {}) });
    return { user: await getProfile(db, app.profileCounts, user), returnTo };
  };

  app.post(
    `${SOCIAL_PATH}/signup/complete`,
    {
      config: rateLimit('auth', options.registerMaxPerMinute, 60_000, '가입 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
      schema: { tags: ['auth'], summary: '소셜 가입 완료 (닉네임, 필수 약관, 관심 분야)', body: CompleteSocialSignupBody, response: { 201: SocialSignupResult, ...ErrorResponses } },
    },
    async (request, reply) => {
      const token = request.cookies[SOCIAL_SIGNUP_COOKIE];
      const { returnTo } = await getSocialSignup(db, { brand: request.site.brand, token });
      const user = await completeSocialSignup(db, { brand: request.site.brand, token, ...request.body });
      return reply.status(201).send(await finishSignup(request, reply, user, returnTo));
    },
  );

  app.post(
    `${SOCIAL_PATH}/signup/link`,
    {
      config: rateLimit('auth', 10, 60_000, '비밀번호 확인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
      schema: { tags: ['auth'], summary: '기존 계정에 소셜 계정 연결 (비밀번호 확인)', body: LinkSocialSignupBody, response: { 200: SocialSignupResult, ...ErrorResponses } },
    },
    async (request, reply) => {
      const token = request.cookies[SOCIAL_SIGNUP_COOKIE];
      const { returnTo } = await getSocialSignup(db, { brand: request.site.brand, token });
      const user = await linkSocialSignup(db, { brand: request.site.brand, token, password: request.body.password });
      return finishSignup(request, reply, user, returnTo);
    },
  );

  app.get(
    `${SOCIAL_PATH}/identities`,
    { schema: { tags: ['auth'], summary: '내 로그인 방법 (비밀번호, 연결된 소셜 계정)', response: { 200: LoginMethods, ...ErrorResponses } } },
    async (request) => {
      const { user } = await app.requireUser(request);
      return { ...(await findUserLoginMethods(db, user.id)), available };
    },
  );

  app.delete(
    `${SOCIAL_PATH}/identities/:provider`,
    {
      config: rateLimit('auth', 10, 60_000, '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
      schema: { tags: ['auth'], summary: '소셜 계정 연결 해제 (다른 로그인 방법이 있을 때만)', params: SocialProviderParams, response: { 204: Type.Null(), ...ErrorResponses } },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      await unlinkUserIdentity(db, { userId: user.id, provider: request.params.provider.toUpperCase() as SocialProvider });
      return reply.status(204).send(null);
    },
  );
}
