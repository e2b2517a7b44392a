import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, createTestApp, sessionCookieFrom, type TestApp } from '../../../test/test-app';
import { expectKoreanError } from '../../../test/expect-korean-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxAttempts: 5 });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { host: BRAND_A_HOST, ...headers } });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: BRAND_A_HOST, ...headers } });


describe('register', () => {
  it('creates an individual member, starts a session and returns the profile', async () => {
    const response = await post('/apiV2/auth/register', {
      email: 'New.Student@Example.kr',
      password: 'abcd1234',
      username: '새학생',
      type: 'NORMAL',
      agreeTerms: true,
      agreePrivacy: true,
      agreeAge14: true,
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ email: 'new.student@example.kr', username: '새학생', type: 'NORMAL', brand: 'a' });
    const cookie = response.cookies.find((c) => c.name === 'accessToken');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const profile = await get('/apiV2/auth/profile', { cookie: sessionCookieFrom(response) });
    expect(profile.json()).toMatchObject({ email: 'new.student@example.kr', notificationUnreadCount: 0, scrapCount: 0 });
  });

  it('creates a corporate member with company details', async () => {
    const response = await post('/apiV2/auth/register', {
      email: 'hr@company.kr',
      password: 'abcd1234',
      username: '인사담당',
      type: 'CORPORATE',
      companyName: '(주)새회사',
      // A made-up number with a valid check digit (corporate-accounts.api.test.ts covers the corporate rules).
      businessNumber: '123-45-67891',
      representativeName: '김대표',
      contactPhone: '02-1234-5678',
      agreeTerms: true,
      agreePrivacy: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.type).toBe('CORPORATE');
  });

  it.each([
    [{ password: 'abcd1234', username: '이름', type: 'NORMAL' }, '이메일을 입력해주세요.'],
    [{ email: 'a@b.kr', username: '이름', type: 'NORMAL' }, '비밀번호를 입력해주세요.'],
    [{ email: 'a@b.kr', password: 'abcd1234', type: 'NORMAL' }, '이름을 입력해주세요.'],
    [{ email: 'not-an-email', password: 'abcd1234', username: '이름', type: 'NORMAL' }, '잘못된 이메일 형식입니다.'],
    [{ email: 'a@b.kr', password: 'short1', username: '이름', type: 'NORMAL' }, '비밀번호는 8자 이상 입력해주세요.'],
    [{ email: 'a@b.kr', password: 'onlyletters', username: '이름', type: 'NORMAL' }, '비밀번호는 영문과 숫자를 모두 포함해야 합니다.'],
    [{ email: 'a@b.kr', password: 'abcd1234', username: '이름', type: 'ADMIN' }, '회원 유형이 올바르지 않습니다.'],
    [{ email: 'a@b.kr', password: 'abcd1234', username: '이름', type: 'CORPORATE', companyName: '회사', representativeName: '대표' }, '사업자등록번호를 입력해주세요.'],
  ])('refuses %j with a Korean message', async (payload, message) => {
    expectKoreanError(await post('/apiV2/auth/register', payload), 400, message);
  });

  it('refuses an email already registered on the same brand, but not on the other brand', async () => {
    await createUser(t.database.db, { email: 'taken@example.kr' });
    const body = { email: 'taken@example.kr', password: 'abcd1234', username: '중복', type: 'NORMAL', agreeTerms: true, agreePrivacy: true, agreeAge14: true };
    expectKoreanError(await post('/apiV2/auth/register', body), 409, '이미 가입된 이메일입니다.');
    const other = await post('/apiV2/auth/register', body, { host: BRAND_B_HOST });
    expect(other.statusCode).toBe(201);
    expect(other.json().user.brand).toBe('b');
  });

  it('answers a malformed JSON body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/apiV2/auth/register',
      headers: { host: BRAND_A_HOST, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectKoreanError(response, 400, '요청 본문이 올바른 JSON 형식이 아닙니다.');
  });

  it('answers an oversized body with 413', async () => {
    const response = await post('/apiV2/auth/register', {
      email: 'big@example.kr',
      password: 'abcd1234',
      username: '큰요청',
      type: 'NORMAL',
      nickname: 'x'.repeat(2_000_000),
    });
    expectKoreanError(response, 413, '요청 본문이 너무 큽니다.');
  });
});

describe('login and logout', () => {
  it('logs in with the right password, and the session ends at logout', async () => {
    await createUser(t.database.db, { email: 'login@example.kr', username: '로그인' });
    const login = await post('/apiV2/auth/login', { email: 'LOGIN@example.kr', password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.username).toBe('로그인');
    const cookie = sessionCookieFrom(login);

    expect((await get('/apiV2/auth/profile', { cookie })).statusCode).toBe(200);
    const logout = await post('/apiV2/auth/logout', {}, { cookie });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'accessToken')?.value).toBe('');
    // The old cookie no longer works: the session was revoked server-side.
    expectKoreanError(await get('/apiV2/auth/profile', { cookie }), 401);
  });

  it('accepts the session token as a bearer token', async () => {
    await createUser(t.database.db, { email: 'bearer@example.kr' });
    const login = await post('/apiV2/auth/login', { email: 'bearer@example.kr', password: TEST_PASSWORD });
    const token = sessionCookieFrom(login).split('=')[1];
    const profile = await get('/apiV2/auth/profile', { authorization: `Bearer ${token}` });
    expect(profile.statusCode).toBe(200);
  });

  it('gives the same message for a wrong password and an unknown email', async () => {
    await createUser(t.database.db, { email: 'wrongpw@example.kr' });
    const message = '이메일 또는 비밀번호가 올바르지 않습니다.';
    expectKoreanError(await post('/apiV2/auth/login', { email: 'wrongpw@example.kr', password: 'nope12345' }), 401, message);
    expectKoreanError(await post('/apiV2/auth/login', { email: 'nobody@example.kr', password: 'nope12345' }), 401, message);
  });

  it('a session of brand A does not log in on brand B', async () => {
    await createUser(t.database.db, { email: 'brand-a@example.kr' });
    const login = await post('/apiV2/auth/login', { email: 'brand-a@example.kr', password: TEST_PASSWORD });
    const cookie = sessionCookieFrom(login);
    expectKoreanError(await get('/apiV2/auth/profile', { cookie, host: BRAND_B_HOST }), 401);
    expectKoreanError(
      await post('/apiV2/auth/login', { email: 'brand-a@example.kr', password: TEST_PASSWORD }, { host: BRAND_B_HOST }),
      401,
    );
  });

  it.each([
    [{ password: 'x' }, '이메일을 입력해주세요.'],
    [{ email: '', password: 'x' }, '이메일을 입력해주세요.'],
    [{ email: 'bad-email', password: 'x' }, '잘못된 이메일 형식입니다.'],
    [{ email: 'a@b.kr' }, '비밀번호를 입력해주세요.'],
    [{ email: 'a@b.kr', password: '' }, '비밀번호를 입력해주세요.'],
  ])('refuses %j with a Korean message', async (payload, message) => {
    expectKoreanError(await post('/apiV2/auth/login', payload), 400, message);
  });

  it('locks out an account after too many attempts from one client', async () => {
    await createUser(t.database.db, { email: 'locked@example.kr' });
    const attempt = (password: string) =>
      post('/apiV2/auth/login', { email: 'locked@example.kr', password }, { 'x-forwarded-for': '10.0.0.9' });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password1')).statusCode).toBe(401);
    const blocked = await attempt(TEST_PASSWORD);
    expectKoreanError(blocked, 429, '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.');
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('refuses a cookie-authenticated post from a foreign origin', async () => {
    const response = await post('/apiV2/auth/logout', {}, { origin: 'https://evil.example.com' });
    expectKoreanError(response, 403, '허용되지 않은 출처의 요청입니다.');
  });

  it('refuses an opaque Origin unless the browser says the request is same-origin (a no-referrer form)', async () => {
    expectKoreanError(await post('/apiV2/auth/logout', {}, { origin: 'null' }), 403, '허용되지 않은 출처의 요청입니다.');
    expectKoreanError(
      await post('/apiV2/auth/logout', {}, { origin: 'null', 'sec-fetch-site': 'cross-site' }),
      403,
      '허용되지 않은 출처의 요청입니다.',
    );
    expect((await post('/apiV2/auth/logout', {}, { origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).not.toBe(403);
  });
});

describe('profile', () => {
  it('answers 401 with the login-required message when logged out', async () => {
    expectKoreanError(await get('/apiV2/auth/profile'), 401, '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.');
  });

  it('answers 401 for a forged token', async () => {
    expectKoreanError(await get('/apiV2/auth/profile', { cookie: `accessToken=${'A'.repeat(43)}` }), 401);
    expectKoreanError(await get('/apiV2/auth/profile', { authorization: 'Bearer garbage' }), 401);
  });

  it('unknown API paths answer a JSON 404', async () => {
    expectKoreanError(await get('/apiV2/nothing-here'), 404, '요청하신 정보를 찾을 수 없습니다.');
  });

  it('publishes the OpenAPI document with the auth routes', async () => {
    const doc = (await get('/apiV2/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/apiV2/auth/login', '/apiV2/auth/register', '/apiV2/auth/profile', '/users/me']),
    );
  });
});

describe('registration limit', () => {
  it('refuses registrations over the per-minute limit of one client', async () => {
    const limited = await createTestApp({ registerMaxPerMinute: 2 });
    try {
      const register = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/apiV2/auth/register',
          headers: { host: BRAND_A_HOST },
          payload: { email: `r${n}@example.kr`, password: 'abcd1234', username: '가입자', type: 'NORMAL', agreeTerms: true, agreePrivacy: true, agreeAge14: true },
        });
      expect((await register(1)).statusCode).toBe(201);
      expect((await register(2)).statusCode).toBe(201);
      expectKoreanError(await register(3), 429, '가입 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    } finally {
      await limited.close();
    }
  });
});
