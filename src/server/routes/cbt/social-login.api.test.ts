/**
 * Kakao and Naver login through /apiV2/auth/social against a local server that speaks both providers'
 * authorize, token and account endpoints (src/test/fake-oauth-provider.ts): a first login completes a sign-up and the
 * next one logs straight in; a verified email of a member links after their password; a Kakao account without an
 * email gives one; a member links and unlinks from their profile while another way in remains; a refused consent, a
 * replayed or foreign state and a failed token exchange end on /login with a Korean message and no session; an
 * off-site return address is replaced by the home page.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedInUser, createUser, TEST_PASSWORD } from '../../../test/factories';
import { type FakeAccount, type FakeOAuthProvider, startFakeOAuthProvider } from '../../../test/fake-oauth-provider';
import { BRAND_B_HOST, injectRequest, sessionCookieFrom, useTestApp } from '../../../test/test-app';
import { socialFailureMessage } from '../../social-login/social-login-errors';

const CLIENTS = {
  kakao: { clientId: 'kakao-test-client', clientSecret: 'kakao-test-secret' },
  naver: { clientId: 'naver-test-client', clientSecret: 'naver-test-secret' },
};
let fake: FakeOAuthProvider;
beforeAll(async () => {
  fake = await startFakeOAuthProvider({ clients: CLIENTS });
});
afterAll(() => fake.close());

const t = useTestApp(() => ({
  socialLogin: {
    kakao: { ...CLIENTS.kakao, authOrigin: fake.origin, apiOrigin: fake.origin },
    naver: { ...CLIENTS.naver, authOrigin: fake.origin, apiOrigin: fake.origin },
  },
}));

type Provider = 'kakao' | 'naver';
const uniqueId = () => String(Math.floor(Math.random() * 1e12));
const uniqueEmail = () => `social-${randomBytes(4).toString('hex')}@example.kr`;
const cookieOf = (response: LightMyRequestResponse, name: string) => response.cookies.find((c) => c.name === name)?.value;

interface Trip {
  /** The callback's answer. */
  callback: LightMyRequestResponse;
  location: string;
  /** The callback address the provider sent the browser to. */
  callbackUrl: string;
  binding: string;
}

/** A browser's round trip: start (with `next`), the provider's consent as `account`, back to the callback. */
async function trip(provider: Provider, account: FakeAccount | 'deny', options: { next?: string; host?: string; cookie?: string } = {}): Promise<Trip> {
  const started = await injectRequest(t.app, 'GET', `/apiV2/auth/social/${provider}/start?next=${encodeURIComponent(options.next ?? '/')}`, options);
  expect(started.statusCode, started.body).toBe(302);
  const binding = cookieOf(started, 'social_login_binding')!;
  const back = new URL(await fake.consent(started.headers.location as string, account));
  const callbackUrl = `${back.pathname}${back.search}`;
  const cookie = [`social_login_binding=${binding}`, options.cookie].filter(Boolean).join('; ');
  const callback = await injectRequest(t.app, 'GET', callbackUrl, { host: options.host, cookie });
  expect(callback.statusCode, callback.body).toBe(302);
  return { callback, location: callback.headers.location as string, callbackUrl, binding };
}

const signupCookie = (response: LightMyRequestResponse) => `social_signup=${cookieOf(response, 'social_signup')}`;

async function profile(cookie: string, host?: string) {
  const response = await injectRequest(t.app, 'GET', '/apiV2/auth/profile', { cookie, host });
  return { status: response.statusCode, body: response.json() };
}

describe('first login', () => {
  it('offers the configured providers and refuses an unconfigured one in Korean', async () => {
    expect((await injectRequest(t.app, 'GET', '/apiV2/auth/social/providers')).json()).toEqual({ providers: ['KAKAO', 'NAVER'] });
  });

  it('completes a Kakao sign-up with a nickname and the required agreements, then the next login goes straight in', async () => {
    const account = { id: uniqueId(), email: uniqueEmail(), emailVerified: true, nickname: '카카오하늘' };
    const first = await trip('kakao', account, { next: '/exam/major-company' });
    expect(first.location).toBe('/login/social?next=%2Fexam%2Fmajor-company');
    expect(cookieOf(first.callback, 'accessToken')).toBeUndefined();
    const cookie = signupCookie(first.callback);

    const pending = await injectRequest(t.app, 'GET', '/apiV2/auth/social/signup', { cookie });
    expect(pending.json()).toEqual({ provider: 'KAKAO', mode: 'COMPLETE', email: account.email, emailRequired: false, nickname: '카카오하늘', returnTo: '/exam/major-company' });

    const complete = (payload: Record<string, unknown>) => injectRequest(t.app, 'POST', '/apiV2/auth/social/signup/complete', { cookie, payload });
    const base = { nickname: '하늘', agreeTerms: true, agreePrivacy: true, agreeAge14: true };
    for (const [payload, code] of [
      [{ ...base, nickname: '가' }, 'INVALID_NICKNAME'],
      [{ ...base, agreePrivacy: false }, 'AGREEMENTS_REQUIRED'],
      [{ ...base, interests: ['NOT_A_FIELD'] }, undefined],
    ] as const) {
      const refused = await complete(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      if (code) expect(refused.json().code).toBe(code);
      expect(refused.json().message).toMatch(/[가-힣]/);
    }
    const done = await complete({ ...base, interests: ['IT'], targets: ['UNIVERSITY'] });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ returnTo: '/exam/major-company', user: { email: account.email, nickname: '하늘', type: 'NORMAL' } });
    expect((await profile(sessionCookieFrom(done))).body.nickname).toBe('하늘');
    // Spent: completing again finds nothing.
    expect((await complete(base)).statusCode).toBe(404);

    const again = await trip('kakao', account, { next: '/mycbt/archive' });
    expect(again.location).toBe('/mycbt/archive');
    expect((await profile(sessionCookieFrom(again.callback))).body.email).toBe(account.email);
  });

  it('asks a Kakao account without an email for one, and refuses an address that is already a member', async () => {
    const member = await createUser(t.database.db, { email: uniqueEmail() });
    const first = await trip('kakao', { id: uniqueId(), email: null, nickname: '이메일없음' });
    const cookie = signupCookie(first.callback);
    expect((await injectRequest(t.app, 'GET', '/apiV2/auth/social/signup', { cookie })).json()).toMatchObject({ mode: 'COMPLETE', email: null, emailRequired: true });
    const complete = (email?: string) =>
      injectRequest(t.app, 'POST', '/apiV2/auth/social/signup/complete', { cookie, payload: { nickname: '이메일없음', agreeTerms: true, agreePrivacy: true, agreeAge14: true, ...(email === undefined ? {} : { email }) } });
    expect((await complete()).json()).toMatchObject({ code: 'EMAIL_REQUIRED', message: '이메일을 입력해주세요.' });
    expect((await complete('not-an-email')).json()).toMatchObject({ code: 'INVALID_EMAIL' });
    const taken = await complete(member.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('이미 가입된 이메일입니다. 이메일로 로그인한 뒤 프로필에서 연결해주세요.');
    const email = uniqueEmail();
    expect((await complete(email)).statusCode).toBe(201);
  });

  it('signs up separately on brand B, whose members are its own', async () => {
    const account = { id: uniqueId(), email: uniqueEmail(), nickname: '간호사' };
    const first = await trip('naver', account, { host: BRAND_B_HOST });
    const done = await injectRequest(t.app, 'POST', '/apiV2/auth/social/signup/complete', {
      host: BRAND_B_HOST,
      cookie: signupCookie(first.callback),
      payload: { nickname: '간호사', agreeTerms: true, agreePrivacy: true, agreeAge14: true },
    });
    expect(done.json().user).toMatchObject({ brand: 'b', email: account.email });
    // The same Naver account on brand A is a stranger there.
    expect((await trip('naver', account)).location).toBe('/login/social?next=%2F');
  });
});

describe('linking', () => {
  it("links a Naver account whose verified email is a member's once the member's password is confirmed", async () => {
    const member = await createUser(t.database.db, { email: uniqueEmail() });
    const account = { id: uniqueId(), email: member.email, nickname: '네이버회원' };
    const first = await trip('naver', account, { next: '/calendar' });
    const cookie = signupCookie(first.callback);
    expect((await injectRequest(t.app, 'GET', '/apiV2/auth/social/signup', { cookie })).json()).toMatchObject({ mode: 'LINK', email: member.email });
    // Completing a new account with a member's address is not the way.
    expect((await injectRequest(t.app, 'POST', '/apiV2/auth/social/signup/complete', { cookie, payload: { nickname: '새회원', agreeTerms: true, agreePrivacy: true, agreeAge14: true } })).json().code).toBe('SOCIAL_SIGNUP_LINKING');
    const link = (password: string) => injectRequest(t.app, 'POST', '/apiV2/auth/social/signup/link', { cookie, payload: { password } });
    const wrong = await link('wrong-password1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('비밀번호가 올바르지 않습니다.');
    expect(cookieOf(wrong, 'accessToken')).toBeUndefined();
    const linked = await link(TEST_PASSWORD);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ returnTo: '/calendar', user: { id: member.id } });

    const again = await trip('naver', account);
    expect((await profile(sessionCookieFrom(again.callback))).body.id).toBe(member.id);
  });

  it('treats an unverified Kakao email as no proof: no link is offered', async () => {
    const member = await createUser(t.database.db, { email: uniqueEmail() });
    const first = await trip('kakao', { id: uniqueId(), email: member.email, emailVerified: false });
    expect((await injectRequest(t.app, 'GET', '/apiV2/auth/social/signup', { cookie: signupCookie(first.callback) })).json()).toMatchObject({ mode: 'COMPLETE' });
  });

  it('links from the profile for a logged-in member, and unlinks only while another way in remains', async () => {
    const { user, cookie } = await createLoggedInUser(t.database.db, { email: uniqueEmail() });
    const kakao = { id: uniqueId(), email: uniqueEmail() };
    const linked = await trip('kakao', kakao, { cookie, next: '/profile' });
    expect(linked.location).toBe('/profile');
    const methods = await injectRequest(t.app, 'GET', '/apiV2/auth/social/identities', { cookie });
    expect(methods.json()).toMatchObject({ hasPassword: true, identities: [{ provider: 'KAKAO', email: kakao.email }], available: ['KAKAO', 'NAVER'] });

    // Another member cannot take that Kakao account over.
    const other = await createLoggedInUser(t.database.db);
    expect((await trip('kakao', kakao, { cookie: other.cookie })).location).toMatch(/socialError=TAKEN/);

    expect((await injectRequest(t.app, 'DELETE', '/apiV2/auth/social/identities/kakao', { cookie })).statusCode).toBe(204);
    expect((await injectRequest(t.app, 'DELETE', '/apiV2/auth/social/identities/kakao', { cookie })).json().code).toBe('SOCIAL_NOT_LINKED');

    // A member who signed up with Naver alone keeps it.
    const naverOnly = await trip('naver', { id: uniqueId(), email: uniqueEmail() });
    const done = await injectRequest(t.app, 'POST', '/apiV2/auth/social/signup/complete', { cookie: signupCookie(naverOnly.callback), payload: { nickname: '네이버만', agreeTerms: true, agreePrivacy: true, agreeAge14: true } });
    const naverCookie = sessionCookieFrom(done);
    const last = await injectRequest(t.app, 'DELETE', '/apiV2/auth/social/identities/naver', { cookie: naverCookie });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('다른 로그인 방법이 없어 연결을 해제할 수 없습니다. 비밀번호를 먼저 설정해주세요.');
    expect((await injectRequest(t.app, 'GET', '/apiV2/auth/social/identities')).statusCode).toBe(401);
    expect(user.id).toBeTruthy();
  });
});

describe('failures end on /login with a Korean message and no session', () => {
  const expectFailure = (result: Trip | LightMyRequestResponse, code: string, next = '%2F') => {
    const response = 'callback' in result ? result.callback : result;
    expect(response.headers.location).toBe(`/login?next=${next}&socialError=${code}&provider=${(response.headers.location as string).split('provider=')[1]}`);
    expect(cookieOf(response, 'accessToken')).toBeUndefined();
    expect(cookieOf(response, 'social_signup')).toBeUndefined();
  };

  it('a refused consent', async () => {
    const denied = await trip('kakao', 'deny', { next: '/calendar' });
    expectFailure(denied, 'DENIED', '%2Fcalendar');
    expect(socialFailureMessage('DENIED', 'KAKAO')).toBe('카카오 로그인을 취소했습니다.');
  });

  it('a replayed state, and a callback in a browser that did not start the login', async () => {
    const account = { id: uniqueId(), email: uniqueEmail() };
    const first = await trip('naver', account);
    expect(first.location).toMatch(/^\/login\/social/);
    const replay = await injectRequest(t.app, 'GET', first.callbackUrl, { cookie: `social_login_binding=${first.binding}` });
    expectFailure(replay, 'STATE');

    const started = await injectRequest(t.app, 'GET', '/apiV2/auth/social/kakao/start');
    const back = new URL(await fake.consent(started.headers.location as string, account));
    const elsewhere = await injectRequest(t.app, 'GET', `${back.pathname}${back.search}`, { cookie: 'social_login_binding=someone-else' });
    expectFailure(elsewhere, 'STATE');
    const noState = await injectRequest(t.app, 'GET', '/apiV2/auth/social/kakao/callback?code=abc');
    expect(noState.headers.location).toBe('/login?next=%2F&socialError=STATE&provider=kakao');
  });

  it('an error the provider sends back other than a refusal', async () => {
    const started = await injectRequest(t.app, 'GET', '/apiV2/auth/social/naver/start?next=%2Fcalendar');
    const state = new URL(started.headers.location as string).searchParams.get('state')!;
    const answer = await injectRequest(t.app, 'GET', `/apiV2/auth/social/naver/callback?error=server_error&error_description=down&state=${encodeURIComponent(state)}`, {
      cookie: `social_login_binding=${cookieOf(started, 'social_login_binding')}`,
    });
    expectFailure(answer, 'PROVIDER', '%2Fcalendar');
  });

  it('a failed token exchange', async () => {
    fake.failNextTokenExchange();
    const failed = await trip('kakao', { id: uniqueId(), email: uniqueEmail() }, { next: '/mycbt/note' });
    expectFailure(failed, 'PROVIDER', '%2Fmycbt%2Fnote');
    expect(socialFailureMessage('PROVIDER', 'NAVER')).toBe('네이버 로그인 중 문제가 생겼습니다. 잠시 후 다시 시도해주세요.');
  });

  it('an off-site return address is replaced by the home page', async () => {
    const started = await injectRequest(t.app, 'GET', `/apiV2/auth/social/kakao/start?next=${encodeURIComponent('https://evil.example/steal')}`);
    const back = new URL(await fake.consent(started.headers.location as string, 'deny'));
    const answer = await injectRequest(t.app, 'GET', `${back.pathname}${back.search}`, { cookie: `social_login_binding=${cookieOf(started, 'social_login_binding')}` });
    expect(answer.headers.location).toBe('/login?next=%2F&socialError=DENIED&provider=kakao');
    expect((await injectRequest(t.app, 'GET', '/apiV2/auth/social/signup')).json()).toMatchObject({ code: 'SOCIAL_SIGNUP_EXPIRED' });
  });
});

describe('without keys', () => {
  it('an unconfigured provider is not found', async () => {
    const { createTestApp } = await import('../../../test/test-app');
    const bare = await createTestApp();
    try {
      expect((await injectRequest(bare.app, 'GET', '/apiV2/auth/social/providers')).json()).toEqual({ providers: [] });
      const refused = await injectRequest(bare.app, 'GET', '/apiV2/auth/social/kakao/start');
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('사용할 수 없는 로그인 방법입니다.');
    } finally {
      await bare.close();
    }
  });
});
