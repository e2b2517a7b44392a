import { describe, expect, it } from 'vitest';
import { createInProcessReadVersions } from '../read-cache/read-versions';
import { type CachedPage, type CapturedResponse, createPageCache, stampPage, toCachedPage } from './page-cache';

const NONCE = 'rendering+nonce/AAAAAA==';
const html = (nonce: string, text = '본문') =>
  `<html><head><script nonce="${nonce}">a()</script></head><body>${text}<script nonce="${nonce}"></script></body></html>`;

function captured(overrides: Partial<CapturedResponse> = {}, body = html(NONCE)): CapturedResponse {
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', ...overrides.headers },
    body: Buffer.from(body),
    ...(overrides.statusCode ? { statusCode: overrides.statusCode } : {}),
  };
}

const pageOf = (text: string, bytes = 10): CachedPage => ({ headers: [], parts: [Buffer.from(text)], bytes });

describe('a stored page', () => {
  it('is the rendered HTML with the current nonce wherever the rendering nonce stood', () => {
    const page = toCachedPage(captured(), NONCE)!;
    expect(page.parts).toHaveLength(3);
    expect(stampPage(page, 'next+nonce/BBBBBBBBBBB==').toString()).toBe(html('next+nonce/BBBBBBBBBBB=='));
    expect(stampPage(page, NONCE).toString()).toBe(html(NONCE));
  });

  it('keeps Next’s own headers, not those of one response or those the front door set before Next ran', () => {
    const response = captured({
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-length': '120',
        etag: '"abc"',
        'content-security-policy': `script-src 'nonce-${NONCE}'`,
        'x-content-type-options': 'nosniff',
        vary: 'Accept-Encoding',
      },
    });
    const page = toCachedPage(response, NONCE, { 'x-content-type-options': 'nosniff' })!;
    expect(Object.fromEntries(page.headers)).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      vary: 'Accept-Encoding',
    });
  });

  it.each([
    ['a 404', captured({ statusCode: 404 })],
    ['a redirect', captured({ statusCode: 308 })],
    ['a response setting a cookie', captured({ headers: { 'content-type': 'text/html', 'set-cookie': ['a=1'] } })],
    ['anything but HTML', captured({ headers: { 'content-type': 'application/json' } })],
    ['a compressed body', captured({ headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } })],
  ])('is never made of %s', (_name, response) => {
    expect(toCachedPage(response, NONCE)).toBeUndefined();
  });
});

describe('page cache', () => {
  it('serves a rendered page until a tag it depends on is bumped', async () => {
    const versions = createInProcessReadVersions();
    const cache = createPageCache({ versions });
    expect(cache.find('k', ['exams:a'])).toBeUndefined();
    await cache.render('k', ['exams:a'], async () => pageOf('first'));
    expect(cache.find('k', ['exams:a'])).toEqual(pageOf('first'));
    await versions.bump(['exams:b']);
    expect(cache.find('k', ['exams:a'])).toEqual(pageOf('first'));
    await versions.bump(['exams:a']);
    expect(cache.find('k', ['exams:a'])).toBeUndefined();
  });

  it('lets a page expire after its lifetime', async () => {
    let now = 0;
    const cache = createPageCache({ versions: createInProcessReadVersions(), ttlMs: 5_000, now: () => now });
    await cache.render('k', [], async () => pageOf('first'));
    now = 4_999;
    expect(cache.find('k', [])).toBeDefined();
    now = 5_000;
    expect(cache.find('k', [])).toBeUndefined();
  });

  it('lets requests arriving during a render wait for it instead of rendering again', async () => {
    const cache = createPageCache({ versions: createInProcessReadVersions() });
    let finish!: (page: CachedPage) => void;
    const rendered = cache.render('k', ['t'], () => new Promise((resolve) => (finish = resolve)));
    const waiting = [cache.find('k', ['t']), cache.find('k', ['t'])];
    expect(waiting.every((found) => found instanceof Promise)).toBe(true);
    finish(pageOf('once'));
    expect(await rendered).toEqual(pageOf('once'));
    expect(await Promise.all(waiting)).toEqual([pageOf('once'), pageOf('once')]);
  });

  it('never joins nor keeps a render that started before a bump', async () => {
    const versions = createInProcessReadVersions();
    const cache = createPageCache({ versions });
    let finish!: (page: CachedPage) => void;
    const before = cache.render('k', ['t'], () => new Promise((resolve) => (finish = resolve)));
    await versions.bump(['t']); // a like commits while the page is still rendering
    expect(cache.find('k', ['t'])).toBeUndefined();
    finish(pageOf('before the like'));
    await before;
    expect(cache.find('k', ['t'])).toBeUndefined();
  });

  it('tells waiters a render that failed or could not be kept, and keeps nothing', async () => {
    const cache = createPageCache({ versions: createInProcessReadVersions() });
    let fail!: (error: Error) => void;
    const failing = cache.render('k', [], () => new Promise((_resolve, reject) => (fail = reject)));
    const waiter = cache.find('k', []);
    fail(new Error('render failed'));
    await expect(failing).rejects.toThrow('render failed');
    expect(await waiter).toBeUndefined();
    expect(cache.find('k', [])).toBeUndefined();

    await cache.render('k', [], async () => undefined);
    expect(cache.find('k', [])).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently served pages beyond its entries or bytes', async () => {
    const cache = createPageCache({ versions: createInProcessReadVersions(), maxEntries: 2, maxBytes: 25 });
    await cache.render('a', [], async () => pageOf('a'));
    await cache.render('b', [], async () => pageOf('b'));
    cache.find('a', []); // served: now the most recent
    await cache.render('c', [], async () => pageOf('c'));
    expect([cache.find('a', []), cache.find('b', []), cache.find('c', [])].map(Boolean)).toEqual([true, false, true]);

    await cache.render('big', [], async () => pageOf('big', 20));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(20);
    await cache.render('huge', [], async () => pageOf('huge', 26));
    expect(cache.find('huge', [])).toBeUndefined();
    expect(cache.find('big', [])).toBeDefined();
  });
});
