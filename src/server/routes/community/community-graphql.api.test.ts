/**
 * The community GraphQL endpoint itself: its own schema apart from /graphql, partial answers, the Korean 500,
 * never handed to Next, unknown hosts. What it answers is in community-{boards,posts,bookmarks}.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/server-config';
import { COMMUNITY_DOCS, communityCall, expectRefusal } from '../../../test/community-kit';
import { createCommunityBoard } from '../../../test/factories';
import { dataOf, graphql } from '../../../test/graphql-call';
import { createTestApp, useTestApp } from '../../../test/test-app';
import { buildApp } from '../../app';

const t = useTestApp();
const db = () => t.database.db;

describe('community GraphQL: the endpoint', () => {
  it('serves its own schema: community fields are unknown at /graphql and portal fields at /community/graphql', async () => {
    const portal = await graphql(t, COMMUNITY_DOCS.boardBySlug, { boardSlug: 'cbt-ncs' });
    expect(portal.statusCode).toBe(400);
    expect(portal.json().errors[0].message).toMatch(/boardBySlug/);
    const community = await communityCall(t, { query: 'query { currentUser { id } }' });
    expect(community.statusCode).toBe(400);
    expect(community.json().errors[0].message).toMatch(/currentUser/);
  });

  it('keeps the answered fields and status 200 when only some root fields fail', async () => {
    const board = await createCommunityBoard(db(), { title: '부분 응답 게시판' });
    const response = await communityCall(t, {
      query: `query ($slug: String!) { boardBySlug(boardSlug: $slug) { title } broken: board(id: "0") { title } }`,
    }, { slug: board.slug });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toEqual({ boardBySlug: { title: '부분 응답 게시판' }, broken: null });
    expect(body.errors).toMatchObject([{ path: ['broken'], extensions: { code: 'INVALID_ID', statusCode: 400 } }]);
  });

  it('hides an unexpected failure behind the Korean 500 message, without a stack trace', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.db.execute(sql`alter table community_posts rename to community_posts_gone`);
      const board = await createCommunityBoard(broken.database.db, { slug: 'cbt-broken' });
      const response = await communityCall(broken, 'posts', { uri: `/community/${board.slug}` });
      expectRefusal(response, { status: 500, code: 'INTERNAL_ERROR', message: '알 수 없는 오류가 발생했습니다.' });
      expect(response.body).not.toMatch(/community_posts|relation|sql/i);
    } finally {
      await broken.close();
    }
  });

  it('is answered by the API, never handed to Next, while community pages are', async () => {
    const handed: string[] = [];
    const app = await buildApp({
      config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }),
      db: db(),
      logger: false,
      nextHandler: async (req, res) => {
        handed.push(`${req.method} ${req.url}`);
        res.statusCode = 200;
        res.end('next');
      },
    });
    await app.ready();
    try {
      const api = await communityCall({ app }, 'boardBySlug', { boardSlug: 'no-such-board' }, { host: 'community.careerroad.localhost:3000' });
      expect(api.json()).toEqual({ data: { boardBySlug: null } });
      const page = await app.inject({ method: 'GET', url: '/community/cbt-ncs', headers: { host: 'community.careerroad.localhost:3000' } });
      expect(page.body).toBe('next');
      expect(handed).toEqual(['GET /community/cbt-ncs']);
    } finally {
      await app.close();
    }
  });
});

describe('community GraphQL: unknown hosts', () => {
  it('treats an unknown host as brand A, like every other API', async () => {
    const board = await createCommunityBoard(db(), { brand: 'a', slug: 'cbt-unknown-host' });
    const response = await communityCall(t, 'boardBySlug', { boardSlug: 'cbt-unknown-host' }, { host: 'unknown.example.com' });
    expect(dataOf(response, 'boardBySlug').id).toBe(String(board.id));
  });
});
