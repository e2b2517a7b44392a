/**
 * GraphQL documents that would hold the event loop are refused before they are parsed or executed:
 * alias floods, deep nesting and fragment bombs answer a Korean 400 on both endpoints, and a request made at the
 * same time is served normally. (How fast the refusal is, is measured by `npm run bench`, not asserted here.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/server-config';
import { createTestApp, injectRequest, type TestApp } from '../../test/test-app';
import { GRAPHQL_LIMITS, GRAPHQL_MESSAGES } from './graphql-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const aliasFlood = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: embeddablePosts(uri: "/community/free", pageSize: 50) { totalCount }`).join(' ')} }`;
const deepNesting = (levels: number) => `{ currentUser ${'{ id '.repeat(levels)}${'}'.repeat(levels)} }`;
/** f0 spreads f1 twice, f1 spreads f2 twice…: 2^20 fields from a document of a few hundred characters. */
const fragmentBomb = (levels: number) =>
  `{ currentUser { ...f0 } } ${Array.from({ length: levels }, (_, i) =>
    i === levels - 1 ? `fragment f${i} on CurrentUser { id username }` : `fragment f${i} on CurrentUser { ...f${i + 1} ...f${i + 1} }`,
  ).join(' ')}`;

const post = (path: string, body: unknown) => injectRequest(t.app, 'POST', path, { payload: body });

function expectRefused(response: Awaited<ReturnType<typeof post>>, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { data: unknown; errors: Array<{ message: string }> };
  expect(body.errors[0]!.message).toBe(message);
  expect(response.body).not.toMatch(/Maximum call stack|\bat \w+ \(/);
}

describe('documents that are too large for any client of ours', () => {
  it('refuses 2,000 aliases of a list field on the community endpoint while a concurrent exam list is served', async () => {
    const [refused, exams] = await Promise.all([
      post('/community/graphql', { query: aliasFlood(2_000) }),
      injectRequest(t.app, 'GET', '/apiV2/exams?categorySlug=public'),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toMatch(/^GraphQL 문서가 너무 (깁니다|복잡합니다)/);
    expect(exams.statusCode).toBe(200);
  });

  it('refuses 10,000 levels of nesting on the portal endpoint with a Korean 400, not a stack overflow', async () => {
    expectRefused(await post('/graphql', { query: deepNesting(10_000) }), GRAPHQL_MESSAGES.tooLong);
    expectRefused(await post('/graphql', { query: deepNesting(GRAPHQL_LIMITS.depth + 1) }), GRAPHQL_MESSAGES.tooDeep);
  });

  it('refuses a flood of short aliases by its token count', async () => {
    const query = `{ ${Array.from({ length: 1_100 }, (_, i) => `a${i}:__typename`).join(' ')} }`;
    expect(query.length).toBeLessThan(GRAPHQL_LIMITS.queryLength);
    expectRefused(await post('/graphql', { query }), GRAPHQL_MESSAGES.tooComplex);
  });

  it('refuses a fragment bomb by its cost with fragments expanded', async () => {
    expectRefused(await post('/graphql', { query: fragmentBomb(20) }), GRAPHQL_MESSAGES.tooComplex);
  });

  it('counts a list field once per item it asks for', async () => {
    const posts = (pageSize: number, copies: number) =>
      `{ ${Array.from({ length: copies }, (_, i) => `p${i}: embeddablePosts(uri: "/community/free", pageSize: ${pageSize}) { nodes { id title contentText } }`).join(' ')} }`;
    expectRefused(await post('/community/graphql', { query: posts(50, 20) }), GRAPHQL_MESSAGES.tooComplex);
    const allowed = await post('/community/graphql', { query: posts(5, 2) });
    expect(allowed.json().errors?.[0]?.message ?? '').not.toBe(GRAPHQL_MESSAGES.tooComplex);
  });
});

describe('unusable requests', () => {
  it.each([
    ['an empty query', { query: '' }],
    ['no query', {}],
    ['a null query', { query: null }],
    ['a number', { query: 123 }],
  ])('answers %s with a Korean 400 on both endpoints', async (_name, body) => {
    for (const path of ['/graphql', '/community/graphql']) {
      const response = await post(path, body);
      expect(response.statusCode, `${path} ${response.body}`).toBe(400);
      expect(response.json().errors[0].message).toMatch(/[가-힣]/);
    }
  });

  it('answers a GET without a query or with unparsable variables with a Korean 400', async () => {
    for (const url of ['/graphql', '/graphql?variables=abc', '/community/graphql?query=%7BcurrentUser%7Bid%7D%7D&variables=abc']) {
      const response = await injectRequest(t.app, 'GET', url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json().errors[0].message).toMatch(/[가-힣]/);
    }
  });
});

describe('introspection', () => {
  const introspection = { query: '{ __schema { queryType { name } } }' };

  it('is open outside production, for development tools', async () => {
    expect((await post('/graphql', introspection)).json().data.__schema.queryType.name).toBe('Query');
  });

  it('is refused in production on both endpoints, while __typename still answers', async () => {
    const config = loadConfig({ APP_ENV: 'production' });
    const production = await createTestApp({ appEnv: 'production', hostTable: config.hostTable });
    try {
      for (const path of ['/graphql', '/community/graphql']) {
        const response = await injectRequest(production.app, 'POST', path, {
          host: path === '/graphql' ? 'cbt.careerroad.kr' : 'community.careerroad.kr',
          payload: introspection,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().errors[0].message).toBe(GRAPHQL_MESSAGES.introspection);
      }
      const typename = await injectRequest(production.app, 'POST', '/graphql', {
        host: 'cbt.careerroad.kr',
        payload: { query: '{ __typename }' },
      });
      expect(typename.json()).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await production.close();
    }
  });
});
