/**
 * embeddablePosts from the read cache: a visitor's repeat of the web's document is answered from memory
 * (ETag, 304 on GET) until a write bumps community-posts:<brand>; members, errors and anything else are answered by
 * Mercurius exactly as before; each brand has its own answers.
 *
 * The app gets its read versions from the test, which bumps them as the community's write paths do after their commit
 * (createCommunityPost and the comment writes; their own tests show the bump). A post written here WITHOUT a bump
 * shows whether an answer came from the cache: a fresh execution would include it.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/server-config';
import type { Database } from '../../../db/client';
import { BOARD_NOT_FOUND, INVALID_PAGE, INVALID_URI, expectRefusal } from '../../../test/community-kit';
import {
  createCommunityBoard,
  createCommunityComment,
  createCommunityPost,
  createLoggedInUser,
} from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-db';
import { EMBEDDABLE_POSTS_QUERY } from '../../../contracts/community';
import { buildApp } from '../../app';
import { readTags } from '../../http/public-read';
import { createInProcessReadVersions } from '../../read-cache/read-versions';
import { COMMUNITY_GRAPHQL_PATH } from './graphql';

const versions = createInProcessReadVersions();
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' });
  app = await buildApp({ config, db: database.db, readVersions: versions, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
const db = () => database.db;

/** What a community write path does after its commit. */
const announceWrite = (brand: 'a' | 'b') => versions.bump([readTags.communityPosts(brand)]);

/** The same document with a comment: not on the allowlist, so Mercurius answers it as it answers every document. */
const UNCACHED_QUERY = `${EMBEDDABLE_POSTS_QUERY}# answered by Mercurius\n`;

interface CallOptions {
  host?: string;
  cookie?: string;
  authorization?: string;
  ifNoneMatch?: string;
}

const headersOf = (options: CallOptions) => ({
  host: options.host ?? BRAND_A_HOST,
  ...(options.cookie ? { cookie: options.cookie } : {}),
  ...(options.authorization ? { authorization: options.authorization } : {}),
  ...(options.ifNoneMatch ? { 'if-none-match': options.ifNoneMatch } : {}),
});

function post(payload: Record<string, unknown>, options: CallOptions = {}) {
  return app.inject({
    method: 'POST',
    url: COMMUNITY_GRAPHQL_PATH,
    headers: { ...headersOf(options), 'content-type': 'application/json' },
    payload,
  });
}

function get(query: Record<string, string>, options: CallOptions = {}) {
  return app.inject({ method: 'GET', url: COMMUNITY_GRAPHQL_PATH, query, headers: headersOf(options) });
}

const embeddablePosts = (variables: Record<string, unknown>, options: CallOptions = {}) =>
  post({ query: EMBEDDABLE_POSTS_QUERY, variables }, options);

const titlesOf = (response: LightMyRequestResponse): string[] => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.embeddablePosts.nodes.map((node: { title: string }) => node.title);
};

describe('embeddablePosts from the read cache', () => {
  it('answers a visitor’s repeat from the cache, with ETag, and 304 to a GET holding it', async () => {
    const board = await createCommunityBoard(db());
    await createCommunityPost(db(), board, { title: '첫 글' });
    const variables = { uri: `/community/${board.slug}`, page: 1, pageSize: 5 };

    const first = await embeddablePosts(variables);
    expect(titlesOf(first)).toEqual(['첫 글']);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    await createCommunityPost(db(), board, { title: '알리지 않은 글' });
    // Mercurius would read the new post; the visitor's repeat is the first answer, byte for byte.
    expect(titlesOf(await post({ query: UNCACHED_QUERY, variables }))).toEqual(['알리지 않은 글', '첫 글']);
    const again = await embeddablePosts(variables);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    // The same document wrapped otherwise, with its operation named, is the same cached answer.
    const reindented = EMBEDDABLE_POSTS_QUERY.replace(/\n\s*/g, '\n\t');
    expect((await post({ query: reindented, variables, operationName: 'EmbeddablePosts' })).body).toBe(first.body);

    // Mercurius' GET form shares the entry; a client holding it gets 304 without a body.
    const viaGet = { query: EMBEDDABLE_POSTS_QUERY, variables: JSON.stringify(variables) };
    const fresh = await get(viaGet);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toBe(first.body);
    const notModified = await get(viaGet, { ifNoneMatch: etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
  });

  it('shows a new post (and a comment count) to the next visitor once its write bumps community-posts', async () => {
    const board = await createCommunityBoard(db());
    const older = await createCommunityPost(db(), board, { title: '먼저 쓴 글' });
    const variables = { uri: `/community/${board.slug}` };
    const before = await embeddablePosts(variables);
    expect(titlesOf(before)).toEqual(['먼저 쓴 글']);

    await createCommunityPost(db(), board, { title: '새 글' });
    await announceWrite('a');
    const after = await embeddablePosts(variables);
    expect(titlesOf(after)).toEqual(['새 글', '먼저 쓴 글']);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The old ETag no longer matches: a GET holding it gets the new answer.
    const revalidated = await get(
      { query: EMBEDDABLE_POSTS_QUERY, variables: JSON.stringify(variables) },
      { ifNoneMatch: String(before.headers.etag) },
    );
    expect(revalidated.statusCode).toBe(200);
    expect(titlesOf(revalidated)).toEqual(['새 글', '먼저 쓴 글']);

    await createCommunityComment(db(), older);
    await announceWrite('a');
    const { nodes } = (await embeddablePosts(variables)).json().data.embeddablePosts;
    expect(nodes.map((node: { commentCount: number }) => node.commentCount)).toEqual([0, 1]);
  });

  it('answers a member through Mercurius, never from the visitor cache', async () => {
    const board = await createCommunityBoard(db());
    await createCommunityPost(db(), board, { title: '공개 글' });
    const variables = { uri: `/community/${board.slug}` };
    expect(titlesOf(await embeddablePosts(variables))).toEqual(['공개 글']);
    await createCommunityPost(db(), board, { title: '회원만 먼저 보는 글' });

    const member = await createLoggedInUser(db());
    const byCookie = await embeddablePosts(variables, { cookie: member.cookie });
    expect(titlesOf(byCookie)).toEqual(['회원만 먼저 보는 글', '공개 글']);
    expect(byCookie.headers.etag).toBeUndefined();
    expect(byCookie.headers['cache-control']).toBeUndefined();
    const token = member.cookie.split('=')[1]!;
    const byBearer = await embeddablePosts(variables, { authorization: `Bearer ${token}` });
    expect(titlesOf(byBearer)).toEqual(['회원만 먼저 보는 글', '공개 글']);
    // Visitors still get the cached answer until a write is announced.
    expect(titlesOf(await embeddablePosts(variables))).toEqual(['공개 글']);
  });

  it('answers errors and invalid variables exactly as Mercurius does, and keeps none of them', async () => {
    const board = await createCommunityBoard(db());
    await createCommunityPost(db(), board, { title: '정상 글' });
    const uri = `/community/${board.slug}`;
    const posts: Array<Record<string, unknown>> = [
      { variables: {} },
      { variables: null },
      { variables: { uri: 5 } },
      { variables: { uri, page: 'one' } },
      { variables: { uri, pageSize: 1.5 } },
      { variables: { uri: 'https://example.com/somewhere' } },
      { variables: { uri: '/community/no-such-board' } },
      { variables: { uri, page: 0 } },
      { variables: { uri, pageSize: 51 } },
      { variables: { uri: `${uri}\u0000` } },
      { variables: [uri] },
      { variables: { uri }, operationName: 'Other' },
      { variables: { uri }, operationName: 5 },
      { variables: { uri }, extensions: 'x' },
    ];
    for (const payload of posts) {
      for (let round = 0; round < 2; round++) {
        const cachedPath = await post({ query: EMBEDDABLE_POSTS_QUERY, ...payload });
        const mercurius = await post({ query: UNCACHED_QUERY, ...payload });
        const what = JSON.stringify(payload);
        expect(cachedPath.statusCode, what).toBe(mercurius.statusCode);
        expect(cachedPath.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(cachedPath.body, what).toBe(mercurius.body);
        expect(cachedPath.headers.etag, what).toBeUndefined();
      }
    }
    const gets = ['not json', '[1]', 'null', '{"uri":"/community/no-such-board"}', '{"__proto__":{"uri":"x"}}'];
    for (const variables of gets) {
      const cachedPath = await get({ query: EMBEDDABLE_POSTS_QUERY, variables });
      const mercurius = await get({ query: UNCACHED_QUERY, variables });
      expect(cachedPath.statusCode, variables).toBe(mercurius.statusCode);
      expect(cachedPath.statusCode, variables).toBeGreaterThanOrEqual(400);
      expect(cachedPath.body, variables).toBe(mercurius.body);
    }

    // They are the community API's own refusals, and the same variables made valid are answered as usual.
    expectRefusal(await embeddablePosts({ uri: 'https://example.com/somewhere' }), INVALID_URI);
    expectRefusal(await embeddablePosts({ uri: '/community/no-such-board' }), BOARD_NOT_FOUND);
    expectRefusal(await embeddablePosts({ uri, page: 0 }), INVALID_PAGE);
    expect(titlesOf(await embeddablePosts({ uri }))).toEqual(['정상 글']);
  });

  it('keeps each brand’s answers apart, and a write of one brand stales only its own', async () => {
    const slug = `shared-${Date.now().toString(36)}`;
    const boardA = await createCommunityBoard(db(), { brand: 'a', slug });
    const boardB = await createCommunityBoard(db(), { brand: 'b', slug });
    await createCommunityPost(db(), boardA, { title: '브랜드 A 글' });
    await createCommunityPost(db(), boardB, { title: '브랜드 B 글' });
    const variables = { uri: `/community/${slug}` };

    const onA = await embeddablePosts(variables, { host: BRAND_A_HOST });
    const onB = await embeddablePosts(variables, { host: BRAND_B_HOST });
    expect(titlesOf(onA)).toEqual(['브랜드 A 글']);
    expect(titlesOf(onB)).toEqual(['브랜드 B 글']);
    expect(onA.headers.etag).not.toBe(onB.headers.etag);
    // B's ETag is no validator of A's answer.
    const crossed = await get(
      { query: EMBEDDABLE_POSTS_QUERY, variables: JSON.stringify(variables) },
      { host: BRAND_A_HOST, ifNoneMatch: String(onB.headers.etag) },
    );
    expect(titlesOf(crossed)).toEqual(['브랜드 A 글']);

    await createCommunityPost(db(), boardA, { title: '브랜드 A 새 글' });
    await createCommunityPost(db(), boardB, { title: '브랜드 B 새 글' });
    await announceWrite('b');
    expect(titlesOf(await embeddablePosts(variables, { host: BRAND_B_HOST }))).toEqual(['브랜드 B 새 글', '브랜드 B 글']);
    expect(titlesOf(await embeddablePosts(variables, { host: BRAND_A_HOST }))).toEqual(['브랜드 A 글']);
    await announceWrite('a');
    expect(titlesOf(await embeddablePosts(variables, { host: BRAND_A_HOST }))).toEqual(['브랜드 A 새 글', '브랜드 A 글']);
  });
});
