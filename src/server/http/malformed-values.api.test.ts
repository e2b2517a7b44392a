/**
 * Values the database cannot take never reach it: every id in a REST path written as
 * Infinity or in exponent form, non-finite paging, and NUL characters in search, login, registration and
 * inquiries all answer 400 with a Korean message, on PGlite and PostgreSQL alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectKoreanError } from '../../test/expect-korean-error';
import { createLoggedInOperator, createLoggedInUser } from '../../test/factories';
import { BRAND_B_HOST, createTestApp, injectRequest, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
let brandBCookie: string;
let adminCookie: string;
let idRoutes: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createLoggedInUser(t.database.db)).cookie;
  brandBCookie = (await createLoggedInUser(t.database.db, { brand: 'b' })).cookie;
  // Operator routes refuse members before they read the path (console-route-kit.ts operatorsOnly).
  adminCookie = (await createLoggedInOperator(t.database.db, { role: 'ADMIN' })).cookie;
  // Every documented route with an id in its path (exams, exam details, problems, records, answers, submit,
  // result, solution, like, unlike, master, community board, shop products…): the list grows with the API.
  const openapi = (await injectRequest(t.app, 'GET', '/apiV2/openapi.json')).json() as {
    paths: unknown;
  };
  type Operation = { parameters?: Array<{ in: string; schema?: { type?: string } }> };
  idRoutes = Object.entries(openapi.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.parameters?.some((p) => p.in === 'path' && p.schema?.type === 'integer'))
      .map(([method]) => ({ method: method.toUpperCase() as 'GET', path })),
  );
});
afterAll(() => t.close());

const NON_FINITE = ['Infinity', '-Infinity', '+Infinity', '1e309', '1e3', '0x10', 'NaN'];

describe('ids in paths', () => {
  it('answers every non-decimal id on every route with a Korean 400 naming the id', async () => {
    expect(idRoutes.length).toBeGreaterThanOrEqual(16);
    for (const { method, path } of idRoutes) {
      for (const value of NON_FINITE) {
        const url = path.replace(/\{\w+\}/g, encodeURIComponent(value));
        const payload = method === 'PUT' ? { choice: 1 } : method === 'GET' || method === 'DELETE' ? undefined : {};
        // The shop's routes are brand B's.
        const brandB = path.startsWith('/cbt-product') || path.startsWith('/v2/') || path.startsWith('/shop/');
        const response = await injectRequest(t.app, method, url, {
          cookie: brandB ? brandBCookie : path.startsWith('/apiV2/admin/') ? adminCookie : cookie,
          payload,
          host: brandB ? BRAND_B_HOST : undefined,
        });
        expect.soft(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
        expect.soft(response.json().message, `${method} ${url}`).toMatch(/[가-힣]/);
      }
    }
  });
});

describe('paging and filters', () => {
  it.each(['Infinity', '1e309', '-Infinity'])('refuses page=%s with a Korean 400', async (value) => {
    expectKoreanError(
      await injectRequest(t.app, 'GET', `/apiV2/exams?categorySlug=public&page=${value}`),
      400,
      '페이지 번호가 올바른 형식이 아닙니다.',
    );
  });

  it('refuses a non-finite exam filter of the review notes with a Korean 400', async () => {
    expectKoreanError(
      await injectRequest(t.app, 'GET', '/apiV2/user/me/review-notes?examIdx=Infinity', { cookie }),
      400,
      '잘못된 시험 번호입니다.',
    );
  });
});

describe('NUL and lone surrogates in text', () => {
  it('refuses them in the search keyword', async () => {
    // %ED%A0%80 is a lone surrogate encoded as if it were UTF-8; the URL decoder turns it into U+FFFD, which is fine.
    for (const keyword of ['%00', '%EC%B2%98%00', 'a%ED%A0%80']) {
      const response = await injectRequest(t.app, 'GET', `/apiV2/exams?categorySlug=public&keyword=${keyword}`);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    expectKoreanError(
      await injectRequest(t.app, 'GET', '/apiV2/exams?categorySlug=public&keyword=%00'),
      400,
      '검색어에 사용할 수 없는 문자가 포함되어 있습니다.',
    );
  });

  it('refuses them in the login email and the registration username', async () => {
    expectKoreanError(
      await injectRequest(t.app, 'POST', '/apiV2/auth/login', { payload: { email: 'a\u0000@example.kr', password: 'x1234567' } }),
      400,
      '이메일에 사용할 수 없는 문자가 포함되어 있습니다.',
    );
    expectKoreanError(
      await injectRequest(t.app, 'POST', '/apiV2/auth/register', {
        payload: { email: 'nul@example.kr', password: 'abcd1234', username: '홍\u0000길동', type: 'NORMAL' },
      }),
      400,
      '이름에 사용할 수 없는 문자가 포함되어 있습니다.',
    );
    expectKoreanError(
      await injectRequest(t.app, 'POST', '/apiV2/auth/register', {
        payload: { email: 'surrogate@example.kr', password: 'abcd1234', username: '홍\ud800길동', type: 'NORMAL' },
      }),
      400,
      '이름에 사용할 수 없는 문자가 포함되어 있습니다.',
    );
  });

  it('refuses them in an inquiry, sent as a variable or written into the document', async () => {
    const mutation = (content: string) => `mutation {
      createSuggestion(input: { email: "asker@example.kr", content: ${content}, deviceInfo: PC }) { email }
    }`;
    const asVariable = await injectRequest(t.app, 'POST', '/graphql', {
      payload: {
        query: 'mutation($input: CreateSuggestionInput!) { createSuggestion(input: $input) { email } }',
        variables: { input: { email: 'asker@example.kr', content: '문의\u0000내용', deviceInfo: 'PC' } },
      },
    });
    const inDocument = await injectRequest(t.app, 'POST', '/graphql', { payload: { query: mutation('"문의\\u0000내용"') } });
    for (const response of [asVariable, inDocument]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[0].message).toMatch(/^(내용|요청)에 사용할 수 없는 문자가 포함되어 있습니다\.$/);
    }
  });

  it('refuses a JSON body nested deeper than any contract', async () => {
    const deep = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/apiV2/auth/login',
      headers: { host: 'localhost:3000', 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/[가-힣]/);
  });
});
