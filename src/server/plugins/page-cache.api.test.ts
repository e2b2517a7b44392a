/**
 * Anonymous catalogue pages from the front door's page cache: Next (here a fake that counts its renders
 * and stamps the request's CSP nonce as pages/_document.tsx does) renders a page once; later visitors get the same
 * page carrying their own nonce, which matches their CSP header. Members, other variants, cookies set by the page,
 * errors and writes that change the page all reach Next.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getCspNonce } from '../../config/csp-nonce';
import { loadConfig } from '../../config/server-config';
import type { Database } from '../../db/client';
import { communityCall } from '../../test/community-kit';
import { createCommunityBoard, createExam, createLoggedInUser } from '../../test/factories';
import { dataOf } from '../../test/graphql-call';
import { BRAND_A_HOST, BRAND_B_HOST } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { buildApp } from '../app';

interface Render {
  url: string;
  cookie: string | undefined;
}

const renders: Render[] = [];
/** When set, renders wait for it (a render in progress while others arrive). */
let gate: Promise<void> | undefined;
let onRender: (() => void) | undefined;

async function fakeNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  renders.push({ url: req.url ?? '', cookie: req.headers.cookie });
  onRender?.();
  if (gate) await gate;
  const nonce = getCspNonce(req);
  if (req.url === '/exam/missing') {
    res.statusCode = 404;
  } else if (req.url === '/exam/sets-cookie') {
    res.setHeader('set-cookie', 'visited=1; Path=/');
  }
  const body =
    `<!DOCTYPE html><html><head><script nonce="${nonce}">window.boot=1</script></head>` +
    `<body><main>시험 ${req.url} 렌더 ${renders.length} 쿠키 ${req.headers.cookie ?? '없음'}</main>` +
    `<script nonce="${nonce}" src="/_next/static/chunks/main.js"></script></body></html>`;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  res.setHeader('etag', `"${renders.length}"`);
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
}

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' });
  app = await buildApp({ config, db: database.db, logger: false, nextHandler: fakeNext });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  renders.length = 0;
  gate = undefined;
  onRender = undefined;
});

function page(url: string, options: { host?: string; cookie?: string; method?: 'GET' | 'HEAD' | 'POST'; headers?: Record<string, string> } = {}) {
  return app.inject({
    method: options.method ?? 'GET',
    url,
    headers: {
      host: options.host ?? BRAND_A_HOST,
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
  });
}

/** The nonce the response's CSP header allows. */
const headerNonce = (response: LightMyRequestResponse) =>
  /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
/** Every nonce the page's script tags carry. */
const bodyNonces = (response: LightMyRequestResponse) => [...response.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

function expectOwnNonce(response: LightMyRequestResponse) {
  const nonce = headerNonce(response);
  expect(nonce).toBeTruthy();
  expect(bodyNonces(response)).toEqual([nonce, nonce]);
}

describe('page cache', () => {
  it('sends a stored page compressed to a client that takes brotli or gzip, with its own nonce inside', async () => {
    await page('/exam/compressed');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const hit = await page('/exam/compressed', { headers: { 'accept-encoding': accept } });
      expect(hit.headers['x-page-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBe(encoding);
      expect(String(hit.headers.vary)).toContain('accept-encoding');
      expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
      const html = decode(hit.rawPayload).toString();
      expect([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])).toEqual([headerNonce(hit), headerNonce(hit)]);
    }
    expect(renders).toHaveLength(1);
  });

  it('renders an anonymous home page once and serves it again with the visitor’s own nonce', async () => {
    const first = await page('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expectOwnNonce(first);

    const second = await page('/');
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-page-cache']).toBe('hit');
    expectOwnNonce(second);
    expect(headerNonce(second)).not.toBe(headerNonce(first));
    expect(second.body.replaceAll(headerNonce(second)!, 'N')).toBe(first.body.replaceAll(headerNonce(first)!, 'N'));
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(second.body));
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers.etag).toBeUndefined();
    expect(renders).toHaveLength(1);
  });

  it('answers a HEAD from the page a GET rendered, and lets Next answer a HEAD it has no page for', async () => {
    const get = await page('/exam/detail/77');
    const head = await page('/exam/detail/77', { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(renders).toHaveLength(1);

    const coldHead = await page('/exam/detail/78', { method: 'HEAD' });
    expect(coldHead.headers['x-page-cache']).toBeUndefined();
    expect((await page('/exam/detail/78')).headers['x-page-cache']).toBe('miss');
    expect(renders).toHaveLength(3);
  });

  it('never serves nor keeps a page for a request carrying a session', async () => {
    await page('/exam/psat');
    const member = { cookie: 'accessToken=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' };
    for (const response of [
      await page('/exam/psat', member),
      await page('/exam/psat', member),
      await page('/exam/psat', { headers: { authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' } }),
    ]) {
      expect(response.headers['x-page-cache']).toBeUndefined();
      expectOwnNonce(response);
    }
    expect(renders.map((r) => r.cookie)).toEqual([undefined, member.cookie, member.cookie, undefined]);
    expect((await page('/exam/psat')).headers['x-page-cache']).toBe('hit');
  });

  it('keeps one page per web-view and disabledHeader cookie, host and user-agent class', async () => {
    const variants = [
      {},
      { cookie: 'webview=1' },
      { cookie: 'webview=0' },
      { cookie: 'disabledHeader=true' },
      { host: BRAND_B_HOST },
      { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148' } },
      { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 CareerRoadApp/3.2.1' } },
    ];
    for (const variant of variants) expect((await page('/exam/korean-history', variant)).headers['x-page-cache']).toBe('miss');
    expect(renders).toHaveLength(variants.length);

    const webView = await page('/exam/korean-history', { cookie: 'webview=1; _ga=unrelated' });
    expect(webView.headers['x-page-cache']).toBe('hit');
    expect(webView.body).toContain('쿠키 webview=1');
    // Another browser of the same class shares the page.
    const otherChrome = await page('/exam/korean-history', { headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/150.0' } });
    expect(otherChrome.headers['x-page-cache']).toBe('hit');
    expect(renders).toHaveLength(variants.length);
  });

  it('never keeps a page that sets a cookie or is not a 200', async () => {
    for (const url of ['/exam/sets-cookie', '/exam/sets-cookie', '/exam/missing', '/exam/missing']) {
      const response = await page(url);
      expect(response.headers['x-page-cache']).toBe('miss');
      expectOwnNonce(response);
    }
    expect(renders).toHaveLength(4);
  });

  it('caches only the catalogue pages of the CBT sites, and only GET and HEAD', async () => {
    for (const request of [
      { url: '/mycbt/archive' },
      { url: '/cbt/practice/1' },
      { url: '/', host: 'chat.careerroad.localhost:3000' },
      { url: '/exam/psat', method: 'POST' as const },
    ]) {
      await page(request.url, request);
      const again = await page(request.url, request);
      expect(again.headers['x-page-cache']).toBeUndefined();
    }
    expect(renders).toHaveLength(8);
  });

  it('renders again after a like, the write that changes what the pages show', async () => {
    const exam = await createExam(database.db, { title: '페이지 캐시 시험' });
    const url = `/exam/detail/${exam.examIdx}`;
    expect((await page(url)).headers['x-page-cache']).toBe('miss');
    expect((await page(url)).headers['x-page-cache']).toBe('hit');
    // Another brand's write leaves brand A's page alone.
    expect((await page(url, { host: BRAND_B_HOST })).headers['x-page-cache']).toBe('miss');
    const member = await createLoggedInUser(database.db);
    const like = await app.inject({
      method: 'POST',
      url: `/apiV2/exams/${exam.examIdx}/like`,
      headers: { host: BRAND_A_HOST, cookie: member.cookie },
    });
    expect(like.statusCode).toBe(200);
    expect((await page(url)).headers['x-page-cache']).toBe('miss');
    expect((await page(url)).headers['x-page-cache']).toBe('hit');
    expect((await page(url, { host: BRAND_B_HOST })).headers['x-page-cache']).toBe('hit');
    expect(renders).toHaveLength(3);
  });

  it('renders an exam detail again after a post is written in its information room, and keeps the home page', async () => {
    const board = await createCommunityBoard(database.db);
    const exam = await createExam(database.db, { title: '정보방 페이지 캐시 시험' });
    const url = `/exam/detail/${exam.examIdx}`;
    for (const path of [url, '/']) {
      expect((await page(path)).headers['x-page-cache']).toBe('miss');
      expect((await page(path)).headers['x-page-cache']).toBe('hit');
    }
    const member = await createLoggedInUser(database.db);
    const written = await communityCall(
      { app },
      'createPost',
      { boardSlug: board.slug, input: { title: '정보방 새 글', bodyHtml: '<p>시험 후기입니다.</p>' } },
      { cookie: member.cookie },
    );
    expect(dataOf(written, 'createCommunityPost')).toMatchObject({ title: '정보방 새 글' });
    expect((await page(url)).headers['x-page-cache']).toBe('miss');
    expect((await page('/')).headers['x-page-cache']).toBe('hit');
    expect(renders).toHaveLength(3);
  });

  it('has Next render a page once for visitors who arrive while it renders, each with their own nonce', async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const rendering = new Promise<void>((resolve) => (onRender = resolve));
    const crowd = Array.from({ length: 8 }, () => page('/exam/crowd'));
    await rendering;
    release();
    const responses = await Promise.all(crowd);
    expect(renders).toHaveLength(1);
    expect(responses.map((r) => r.headers['x-page-cache']).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expectOwnNonce(response);
    }
    expect(new Set(responses.map(headerNonce)).size).toBe(8);
  });
});
