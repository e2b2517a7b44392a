import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { BRAND_B_HOST, createTestApp, sessionCookieFrom, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function loginOnBrandB(email: string) {
  await createUser(t.database.db, { brand: 'b', email, username: '이서윤', nickname: '서윤간호사' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/apiV2/auth/login',
    headers: { host: BRAND_B_HOST },
    payload: { email, password: TEST_PASSWORD },
  });
  return sessionCookieFrom(response);
}

describe('brand B /users/me', () => {
  it('returns username, nickname and email of the member', async () => {
    const cookie = await loginOnBrandB('me@nurse.kr');
    const response = await t.app.inject({ url: '/users/me', headers: { host: BRAND_B_HOST, cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: '이서윤', nickname: '서윤간호사', email: 'me@nurse.kr' });
  });

  it('answers 401 to a visitor', async () => {
    const response = await t.app.inject({ url: '/users/me', headers: { host: BRAND_B_HOST } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.');
  });
});

describe('brand B /sso/sign-out', () => {
  it('revokes the session and returns to a same-site redirectUri', async () => {
    const cookie = await loginOnBrandB('signout@nurse.kr');
    const response = await t.app.inject({
      method: 'POST',
      url: `/sso/sign-out?redirectUri=${encodeURIComponent('http://nurse.localhost:3000/exam/hospital-test')}`,
      headers: { host: BRAND_B_HOST, cookie, origin: 'http://nurse.localhost:3000' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('http://nurse.localhost:3000/exam/hospital-test');
    const after = await t.app.inject({ url: '/users/me', headers: { host: BRAND_B_HOST, cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an off-site redirectUri and goes home instead', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/sso/sign-out?redirectUri=${encodeURIComponent('https://evil.example.com/phish')}`,
      headers: { host: BRAND_B_HOST },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });
});
