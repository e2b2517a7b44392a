/**
 * Compresses the HTML pages Next renders (next.config.ts keeps Next's own gzip off: the front door owns encoding).
 * A member's page and every page-cache miss were sent as they were rendered (~50–100 KB), and on a phone's
 * connection those bytes come before the first paint. Next's pages router ends an HTML response with the whole
 * document in one `end(payload)`, so holding it until then delays nothing; any other response (scripts, images,
 * a streamed body, a HEAD) passes through untouched as soon as its first byte is written.
 *
 * Patch the response before anything that records what Next wrote (captureResponse): that recorder then sees the
 * page as rendered, which the page cache needs to find the nonce in.
 */
import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { acceptedEncodings } from '../static-assets/static-assets';

/** Below this a compressed body saves less than the headers it costs. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Quality 5: a page in well under a millisecond, within a few per cent of quality 11's size for HTML. */
const BROTLI_PAGE = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

export type PageEncoding = 'br' | 'gzip';

/** Brotli when the client takes it, else gzip, else none. */
export function pickPageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = acceptedEncodings(acceptEncoding);
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** The page's bytes in the given encoding, compressed off the event loop. */
export function encodePage(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI_PAGE) : gzip(body, { level: 6 });
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * From now on, an HTML body written to `res` goes out compressed in the best encoding `acceptEncoding` allows,
 * with `Content-Encoding`, `Vary: accept-encoding`, its own length and a weak ETag (the bytes differ from the
 * rendered page's).
 */
export function compressHtmlResponse(res: ServerResponse, acceptEncoding: string | undefined, method: string | undefined): void {
  const encoding = method === 'HEAD' ? undefined : pickPageEncoding(acceptEncoding);
  if (!encoding) return;
  const write = res.write;
  const end = res.end;
  const endWith = (self: ServerResponse, body?: Buffer, done?: Callback) =>
    (end as (this: ServerResponse, ...args: unknown[]) => ServerResponse).call(self, ...(body ? [body] : []), ...(done ? [done] : []));
  const chunks: Buffer[] = [];
  const restore = () => {
    res.write = write;
    res.end = end;
  };
  const toBuffer = (chunk: Chunk, encoding: unknown) =>
    typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk);
  /** Whether this response is a page to hold and compress, decided when its first byte arrives. */
  const isPage = () =>
    !res.headersSent &&
    res.statusCode !== 204 &&
    res.statusCode !== 304 &&
    res.getHeader('content-encoding') === undefined &&
    String(res.getHeader('content-type') ?? '').startsWith('text/html');

  res.write = function (this: ServerResponse, chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) {
    if (chunks.length === 0 && !isPage()) {
      restore();
      return write.call(this, chunk, encoding as BufferEncoding, callback);
    }
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse['write'];

  res.end = function (this: ServerResponse, chunk?: Chunk | Callback, chunkEncoding?: BufferEncoding | Callback, callback?: Callback) {
    restore();
    const done = typeof chunk === 'function' ? chunk : typeof chunkEncoding === 'function' ? chunkEncoding : callback;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      if (chunks.length === 0 && !isPage()) return end.call(this, chunk, chunkEncoding as BufferEncoding, callback);
      chunks.push(toBuffer(chunk, chunkEncoding));
    } else if (chunks.length === 0) {
      return endWith(this, undefined, done);
    }
    const body = Buffer.concat(chunks);
    if (body.length < MIN_BYTES) return endWith(this, body, done);
    void encodePage(body, encoding).then(
      (compressed) => {
        if (this.destroyed) return;
        this.setHeader('content-encoding', encoding);
        const vary = this.getHeader('vary');
        if (!/accept-encoding/i.test(String(vary ?? ''))) this.setHeader('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
        this.setHeader('content-length', compressed.length);
        const etag = this.getHeader('etag');
        if (typeof etag === 'string' && !etag.startsWith('W/')) this.setHeader('etag', `W/${etag}`);
        endWith(this, compressed, done);
      },
      // zlib does not fail on a buffer in memory; should it, the page goes out as rendered.
      () => {
        if (!this.destroyed) endWith(this, body, done);
      },
    );
    return this;
  } as ServerResponse['end'];
}
