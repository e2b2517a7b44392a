/**
 * The build's immutable files come from memory, compressed once, in the best encoding the client takes; nothing
 * outside the static folder is ever read, and anything not found is left to Next.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { nextHandlerPlugin } from '../plugins/next-handler';
import { createStaticAssets, pickEncoding } from './static-assets';

const dir = mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
const staticDir = path.join(dir, 'static');
mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
const script = `console.log(${JSON.stringify('가'.repeat(2_000))});\n`;
writeFileSync(path.join(staticDir, 'chunks', 'app-0123abcd.js'), script);
writeFileSync(path.join(staticDir, 'chunks', 'font.woff2'), Buffer.alloc(4_000, 7));
writeFileSync(path.join(dir, 'secret.txt'), 'outside the static folder');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('static assets', () => {
  it('keeps a script with its brotli and gzip forms, each decoding to the file', async () => {
    const asset = (await createStaticAssets(staticDir).find('/_next/static/chunks/app-0123abcd.js'))!;
    expect(asset.type).toBe('application/javascript; charset=utf-8');
    expect(zlib.brotliDecompressSync(asset.br!).toString()).toBe(script);
    expect(zlib.gunzipSync(asset.gzip!).toString()).toBe(script);
    expect(asset.br!.length).toBeLessThan(asset.identity.length / 4);
  });

  it('sends fonts as they are (already compressed)', async () => {
    const asset = (await createStaticAssets(staticDir).find('/_next/static/chunks/font.woff2'))!;
    expect(asset.type).toBe('font/woff2');
    expect(asset.br).toBeUndefined();
  });

  it('never reads outside the static folder, and finds nothing for names that do not exist', async () => {
    const assets = createStaticAssets(staticDir);
    for (const url of ['/_next/static/../secret.txt', '/_next/static/%2e%2e/secret.txt', '/_next/static/chunks/%00.js', '/_next/static/missing.js', '/_next/static/%E0%A4%A']) {
      expect(await assets.find(url), url).toBeNull();
    }
  });

  it('picks brotli, then gzip, then the bytes, by what the client accepts', () => {
    const asset = { type: 'x', etag: '"e"', identity: Buffer.from('i'), br: Buffer.from('b'), gzip: Buffer.from('g') };
    expect(pickEncoding(asset, 'gzip, deflate, br').encoding).toBe('br');
    expect(pickEncoding(asset, 'gzip, br;q=0').encoding).toBe('gzip');
    expect(pickEncoding(asset, undefined).encoding).toBeUndefined();
  });

  it('is answered before Next with a year-long immutable cache and a 304 to its ETag; other files go to Next', async () => {
    const app = Fastify({ logger: false });
    let nextCalls = 0;
    await app.register(nextHandlerPlugin, {
      handle: async (_req, res) => {
        nextCalls += 1;
        res.statusCode = 404;
        res.end('next');
      },
      staticAssets: createStaticAssets(staticDir),
    });
    const url = '/_next/static/chunks/app-0123abcd.js';
    const first = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable', vary: 'accept-encoding' });
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(script);
    const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ url: '/_next/static/missing.js' })).body).toBe('next');
    expect(nextCalls).toBe(1);
    await app.close();
  });
});
