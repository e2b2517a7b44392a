/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, R2…), used when the S3_* variables are set.
 * Every request, the server's own included, is a SigV4 presigned URL: the browser PUTs straight to the bucket,
 * and the server GETs, HEADs, PUTs and DELETEs with short-lived URLs of its own.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { S3Config } from '../../config/server-config';
import {
  type ObjectStorage,
  type SignedUploadInput,
  type StoredObjectInfo,
  SizeMismatchError,
  assertStorageKey,
} from './object-storage';
import { presignUrl } from './sigv4';

/** Server-side requests are signed for this long; they are sent at once. */
const SERVER_URL_TTL_SECONDS = 60;
const REQUEST_TIMEOUT_MS = 30_000;

export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;

  constructor(
    private readonly config: S3Config,
    private readonly now: () => Date = () => new Date(),
  ) {}

  objectUrl(key: string): string {
    assertStorageKey(key);
    const endpoint = new URL(this.config.endpoint);
    return this.config.forcePathStyle
      ? `${endpoint.origin}/${this.config.bucket}/${key}`
      : `${endpoint.protocol}//${this.config.bucket}.${endpoint.host}/${key}`;
  }

  private presign(method: string, key: string, expiresIn: number, headers?: Record<string, string>): Promise<string> {
    return presignUrl(this.config, { method, url: this.objectUrl(key), expiresIn, headers, date: this.now() });
  }

  private async send(method: string, key: string, init: { headers?: Record<string, string>; body?: Buffer } = {}) {
    const response = await fetch(await this.presign(method, key, SERVER_URL_TTL_SECONDS, init.headers), {
      method,
      headers: init.headers,
      // A Buffer is a Uint8Array, which fetch sends as is; the DOM typings only want an ArrayBuffer-backed one.
      body: init.body as Uint8Array<ArrayBuffer> | undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.ok || response.status === 404) return response;
    const detail = method === 'HEAD' ? '' : (await response.text()).match(/<Code>([^<]+)<\/Code>/)?.[1] ?? '';
    throw new Error(`S3 ${method} ${key} failed: ${response.status} ${detail}`.trim());
  }

  async put(key: string, body: Buffer | Readable, meta: { contentType: string; size?: number }): Promise<void> {
    // S3 needs a Content-Length up front; our uploads are at most 10 MB, so a stream is collected (bounded by size).
    const bytes = Buffer.isBuffer(body) ? body : await collect(body, meta.size);
    if (meta.size !== undefined && bytes.length !== meta.size) throw new SizeMismatchError(meta.size, bytes.length);
    const response = await this.send('PUT', key, { headers: { 'content-type': meta.contentType }, body: bytes });
    if (response.status === 404) throw new Error(`S3 PUT ${key} failed: bucket ${this.config.bucket} not found`);
  }

  async get(key: string) {
    const response = await this.send('GET', key);
    if (response.status === 404 || !response.body) {
      await response.body?.cancel();
      return null;
    }
    return {
      ...infoOf(response),
      body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
    };
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    const response = await this.send('HEAD', key);
    return response.status === 404 ? null : infoOf(response);
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    await response.body?.cancel();
  }

  /** The browser must send exactly these Content-Type and Content-Length values: both are signed. */
  async createSignedUpload(input: SignedUploadInput): Promise<string> {
    const expiresIn = Math.max(1, Math.ceil((input.expiresAt.getTime() - this.now().getTime()) / 1000));
    return this.presign('PUT', input.key, expiresIn, {
      'content-type': input.contentType,
      'content-length': String(input.size),
    });
  }
}

function infoOf(response: Response): StoredObjectInfo {
  return {
    size: Number(response.headers.get('content-length') ?? 0),
    contentType: response.headers.get('content-type') ?? undefined,
  };
}

async function collect(stream: Readable, limit: number | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (limit !== undefined && total > limit) {
      stream.destroy();
      throw new SizeMismatchError(limit, total);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
