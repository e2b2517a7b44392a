/**
 * Sign-out is a write: the portal's /logout and brand B's /sso/sign-out end a session only on a POST from a page of
 * ours. A GET (an image or link another page planted) answers the confirmation page and leaves the session alone; a
 * POST another site made is refused; `next` / `redirectUri` must be one of our origins, port included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, createTestApp, sessionCookieFrom, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let members = 0;
async function loggedIn(brand: 'a' | 'b') {
  const email = `signout${(members += 1)}@example.kr`;
  await createUser(t.database.db, { brand, email });
  const response = await t.app.inject({
    method: 'POST',
    url: '/apiV2/auth/login',
    headers: { host: brand === 'a' ? BRAND_A_HOST : BRAND_B_HOST },
    payload: { email, password: TEST_PASSWORD },
  });
  return sessionCookieFrom(response);
}

const profileStatus = async (brand: 'a' | 'b', cookie: string) =>
  (await t.app.inject({ url: '/apiV2/auth/profile', headers: { host: brand === 'a' ? BRAND_A_HOST : BRAND_B_HOST, cookie } })).statusCode;

const SIGN_OUTS = [
  { name: 'portal /logout', brand: 'a', host: 'careerroad.localhost:3000', path: '/logout', param: 'next' },
  { name: 'brand B /sso/sign-out', brand: 'b', host: BRAND_B_HOST, path: '/sso/sign-out', param: 'redirectUri' },
] as const;

describe.each(SIGN_OUTS)('$name', ({ brand, host, path, param }) => {
  const origin = `http://${host}`;

  it('a GET with the session cookie answers the confirmation page and leaves the session alive', async () => {
    const cookie = await loggedIn(brand);
    const response = await t.app.inject({ url: `${path}?${param}=%2F`, headers: { host, cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.body).toContain(`<form method="post" action="${path}?${param}=%2F">`);
    expect(response.body).toContain('>로그아웃</button>');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await profileStatus(brand, cookie)).toBe(200);
  });

  it('a GET without a session just goes on to the target', async () => {
    const response = await t.app.inject({ url: `${path}?${param}=%2Fcalendar`, headers: { host } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/calendar');
  });

  it.each([
    ['an Origin of another host', { origin: 'https://evil.example.com', 'sec-fetch-site': 'cross-site' }],
    ['an Origin of our host on another port', { origin: `http://${host.replace(/:\d+$/, '')}:9999` }],
    ['sec-fetch-site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an opaque Origin', { origin: 'null' }],
    ['an opaque Origin from another site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['a same-site page of another host with no Origin', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a POST with %s and leaves the session alive', async (_label, headers) => {
    const cookie = await loggedIn(brand);
    const response = await t.app.inject({ method: 'POST', url: `${path}?${param}=%2F`, headers: { host, cookie, ...headers } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('허용되지 않은 출처의 요청입니다.');
    expect(await profileStatus(brand, cookie)).toBe(200);
  });

  it('a same-origin form POST logs out and follows the target', async () => {
    const cookie = await loggedIn(brand);
    const response = await t.app.inject({
      method: 'POST',
      url: `${path}?${param}=%2Fcalendar`,
      headers: {
        host,
        cookie,
        origin,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/calendar');
    expect(await profileStatus(brand, cookie)).toBe(401);
  });

  it('a same-origin form POST whose Origin is null (our pages send no referrer) logs out', async () => {
    const cookie = await loggedIn(brand);
    const response = await t.app.inject({
      method: 'POST',
      url: `${path}?${param}=%2Fcalendar`,
      headers: { host, cookie, origin: 'null', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    expect(await profileStatus(brand, cookie)).toBe(401);
  });

  it('refuses a target on our host with another port and goes to the safe default', async () => {
    const cookie = await loggedIn(brand);
    const target = `http://${host.replace(/:\d+$/, '')}:9999/`;
    const response = await t.app.inject({
      method: 'POST',
      url: `${path}?${param}=${encodeURIComponent(target)}`,
      headers: { host, cookie, origin },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(brand === 'a' ? 'http://careerroad.localhost:3000/' : '/');
    // The same target on the port the member uses is ours.
    const ours = `http://${host}/exam`;
    const again = await t.app.inject({ url: `${path}?${param}=${encodeURIComponent(ours)}`, headers: { host } });
    expect(again.headers.location).toBe(ours);
  });
});
