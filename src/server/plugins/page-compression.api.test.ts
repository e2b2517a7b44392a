/**
 * Pages Next renders go out compressed: a member's page and a page-cache miss as brotli or gzip, as the
 * client takes, while the page cache still keeps the page as rendered and stamps later visitors' nonces into it.
 * Next is a fake that renders a page of a few KB carrying the request's nonce, or a script, or a streamed body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCspNonce } from '../../config/csp-nonce';
import { loadConfig } from '../../config/server-config';
import type { Database } from '../../db/client';
import { createLoggedInUser } from '../../test/factories';
import { BRAND_A_HOST } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { buildApp } from '../app';

const filler = '<p>한국사능력검정시험 기출문제 풀이</p>'.repeat(200);

async function fakeNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.url === '/robots-like.js') {
    res.setHeader('content-type', 'application/javascript');
    res.end(`window.x = "${'x'.repeat(4000)}";`);
    return;
  }
  const nonce = getCspNonce(req);
  const body = `<!DOCTYPE html><html><head><script nonce="${nonce}">window.boot=1</script></head><body>${filler}</body></html>`;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('etag', '"page-etag"');
  if (req.url === '/cbt/streamed') {
    // Written in pieces, the way a streamed render would be: still one compressed body.
    res.write(body.slice(0, 100));
    res.write(Buffer.from(body.slice(100, 2000)));
    res.end(body.slice(2000));
    return;
  }
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

function get(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return app.inject({ method, url, headers: { host: BRAND_A_HOST, 'user-agent': 'Mozilla/5.0 Chrome/156.0', ...headers } });
}

const headerNonce = (response: LightMyRequestResponse) =>
  /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  return response.body;
}

describe('pages Next renders', () => {
  it('sends a member’s page brotli or gzip compressed as the client takes it, with a weak ETag', async () => {
    const member = await createLoggedInUser(database.db);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get('/cbt/practice/1?record=2', { cookie: member.cookie, 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-page-cache']).toBeUndefined();
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toContain('accept-encoding');
      expect(response.headers.etag).toBe('W/"page-etag"');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(filler) / 4);
      const html = decoded(response);
      expect(html).toContain(filler);
      expect(html).toContain(`nonce="${headerNonce(response)}"`);
    }
  });

  it('sends the page as rendered to a client that takes no compression, and to a HEAD', async () => {
    for (const response of [await get('/cbt/practice/1'), await get('/cbt/practice/1', { 'accept-encoding': 'identity' })]) {
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.etag).toBe('"page-etag"');
      expect(response.body).toContain(filler);
    }
    const head = await get('/cbt/practice/1', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.rawPayload.length).toBe(0);
  });

  it('compresses a page written in pieces as one body', async () => {
    const response = await get('/cbt/streamed', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toContain(`${filler}</body></html>`);
  });

  it('leaves what is not HTML to pass as Next wrote it', async () => {
    const response = await get('/robots-like.js', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(`window.x = "${'x'.repeat(4000)}";`);
  });

  it('compresses a page-cache miss and keeps the page as rendered, stamping the next visitor’s nonce into it', async () => {
    const miss = await get('/exam/detail/77', { 'accept-encoding': 'br' });
    expect(miss.headers['x-page-cache']).toBe('miss');
    expect(miss.headers['content-encoding']).toBe('br');
    expect(decoded(miss)).toContain(`nonce="${headerNonce(miss)}"`);

    for (const accept of ['gzip', undefined]) {
      const hit = await get('/exam/detail/77', accept ? { 'accept-encoding': accept } : {});
      expect(hit.headers['x-page-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBe(accept);
      expect(headerNonce(hit)).not.toBe(headerNonce(miss));
      const html = decoded(hit);
      expect(html).toContain(`nonce="${headerNonce(hit)}"`);
      expect(html).toContain(filler);
    }
  });
});
