/**
 * Hands every request that is not an API route to Next's request handler.
 * Registered in its own context so API body parsing and auth never run for page requests.
 * Anonymous catalogue pages (plugins/cached-page.ts) are answered from the page cache when it has them
 * (src/server/page-cache): `x-page-cache: hit`, or `miss` when Next rendered the page for this request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getCspNonce } from '../../config/csp-nonce';
import { canonicalPageUrl } from '../http/canonical-host';
import { captureResponse } from '../page-cache/capture-response';
import { compressHtmlResponse, encodePage, pickPageEncoding } from '../page-cache/compress-html-response';
import { type CachedPage, type PageCache, stampPage, toCachedPage } from '../page-cache/page-cache';
import { sendStaticAsset } from '../http/send-static-asset';
import { STATIC_PREFIX, type StaticAssets } from '../static-assets/static-assets';
import { type CachedPageRequest, cachedPageOf } from './cached-page';

export type NextRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface NextHandlerOptions {
  handle: NextRequestHandler;
  dev?: boolean;
  /** Where anonymous catalogue pages are kept; absent, Next renders every request. */
  pageCache?: PageCache;
  /** The build's immutable files, compressed once (src/server/static-assets); absent, Next sends them. */
  staticAssets?: StaticAssets;
}

export async function nextHandlerPlugin(app: FastifyInstance, options: NextHandlerOptions) {
  // Next reads request bodies itself; leave the stream untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    logLevel: 'warn',
    schema: { hide: true },
    handler: async (request, reply) => {
      const canonical = canonicalPageUrl(request);
      if (canonical) return reply.redirect(canonical, 307);
      if (options.staticAssets && (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith(STATIC_PREFIX)) {
        const asset = await options.staticAssets.find(request.url);
        if (asset) return sendStaticAsset(request, reply, asset);
      }
      // Headers set by hooks (security headers) live on the reply until send; copy them before hijacking.
      // Next's dev server serves some client scripts as application/json; nosniff would stop Chromium running them.
      const skipNoSniff = options.dev && request.url.startsWith('/_next/static/development/');
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value === undefined || (skipNoSniff && name === 'x-content-type-options')) continue;
        reply.raw.setHeader(name, value as string | string[] | number);
      }
      reply.hijack();
      // Before the page cache's capture, which must record the page as Next rendered it.
      compressHtmlResponse(reply.raw, request.headers['accept-encoding'], request.method);
      const page = options.pageCache && cachedPageOf(request);
      // The security plugin made this response's nonce; without one a stored page could not be re-stamped.
      const nonce = getCspNonce(request.raw);
      if (!options.pageCache || !page || !nonce) return options.handle(request.raw, reply.raw);
      await serveCachedPage(options.pageCache, page, request, reply.raw, nonce, options.handle);
    },
  });
}

/**
 * A stored page stamped with this request's nonce; else joins a render of the same page already under way; else
 * has Next render it for this request, captured on its way out and kept when it may be shared.
 */
async function serveCachedPage(
  cache: PageCache,
  { key, tags }: CachedPageRequest,
  request: FastifyRequest,
  res: ServerResponse,
  nonce: string,
  handle: NextRequestHandler,
): Promise<void> {
  const found = cache.find(key, tags);
  const page = found instanceof Promise ? await found : found;
  if (page) return sendCachedPage(res, page, nonce, request.method === 'HEAD', request.headers['accept-encoding']);
  // The render joined could not be kept (not a 200, a cookie set, a failure): Next answers this request itself.
  // A HEAD is answered from a GET's page but never renders one.
  if (found || request.method === 'HEAD') return handle(request.raw, res);
  res.setHeader('x-page-cache', 'miss');
  const before = res.getHeaders();
  const capture = captureResponse(res);
  await cache.render(key, tags, async () => {
    await handle(request.raw, res);
    const sent = capture.result();
    return sent && toCachedPage(sent, nonce, before);
  });
}

/**
 * The stored page with this response's nonce, compressed for a client that takes it: a page is ~50 KB of HTML, ~10 KB
 * compressed, and on a phone's connection those bytes come before the first paint. Brotli at quality 5 costs well
 * under a millisecond for a page, off the event loop (the nonce differs per response, so it cannot be kept compressed).
 */
async function sendCachedPage(res: ServerResponse, page: CachedPage, nonce: string, head: boolean, acceptEncoding: string | undefined): Promise<void> {
  const stamped = stampPage(page, nonce);
  const encoding = head ? undefined : pickPageEncoding(acceptEncoding);
  const body = encoding ? await encodePage(stamped, encoding) : stamped;
  res.statusCode = 200;
  for (const [name, value] of page.headers) res.setHeader(name, value as string | string[]);
  const vary = res.getHeader('vary');
  res.setHeader('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.setHeader('x-page-cache', 'hit');
  if (head) res.end();
  else res.end(body);
}
