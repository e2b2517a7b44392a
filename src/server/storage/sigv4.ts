/**
 * AWS Signature Version 4 query-string signing (presigned URLs) for S3 and S3-compatible stores.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html — checked against the documented
 * example in sigv4.test.ts. Payloads are not hashed (UNSIGNED-PAYLOAD); headers passed in are signed, so a
 * presigned PUT can pin Content-Type and Content-Length.
 */
import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface PresignInput {
  method: string;
  url: string | URL;
  /** Seconds the URL stays valid: 1 to 604800 (7 days). */
  expiresIn: number;
  /** Headers the request must carry with exactly these values (Host is always signed). */
  headers?: Record<string, string>;
  /** Signing time; now by default. */
  date?: Date;
}

export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

export function sha256Hex(data: string): string {
  return createHash('sha256').update(data, 'utf8').digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is escaped. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** S3 encodes each path segment once and keeps the slashes. */
export function canonicalPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
}

export function canonicalQuery(pairs: Array<[string, string]>): string {
  return pairs
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export function canonicalHeaders(headers: Record<string, string>): { canonical: string; signed: string } {
  const entries = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    canonical: entries.map(([name, value]) => `${name}:${value}\n`).join(''),
    signed: entries.map(([name]) => name).join(';'),
  };
}

/** The string-to-sign's signature for a canonical request. */
export function signCanonicalRequest(
  credentials: SigV4Credentials,
  canonicalRequest: string,
  datetime: string,
): string {
  const service = credentials.service ?? 's3';
  const day = datetime.slice(0, 8);
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', datetime, scope, sha256Hex(canonicalRequest)].join('\n');
  return createHmac('sha256', signingKey(credentials.secretAccessKey, day, credentials.region, service))
    .update(stringToSign, 'utf8')
    .digest('hex');
}

/** A URL that performs `method` on `url` until it expires, for whoever holds it. */
export function presignUrl(credentials: SigV4Credentials, input: PresignInput): string {
  const url = new URL(input.url);
  if (!Number.isInteger(input.expiresIn) || input.expiresIn < 1 || input.expiresIn > 604_800) {
    throw new Error(`expiresIn must be 1–604800 seconds, got ${input.expiresIn}`);
  }
  const service = credentials.service ?? 's3';
  const datetime = amzDate(input.date ?? new Date());
  const scope = `${datetime.slice(0, 8)}/${credentials.region}/${service}/aws4_request`;
  const { canonical, signed } = canonicalHeaders({ ...input.headers, host: url.host });
  const query = canonicalQuery([
    ...url.searchParams.entries(),
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${credentials.accessKeyId}/${scope}`],
    ['X-Amz-Date', datetime],
    ['X-Amz-Expires', String(input.expiresIn)],
    ['X-Amz-SignedHeaders', signed],
  ]);
  const path = canonicalPath(url.pathname);
  const canonicalRequest = [input.method.toUpperCase(), path, query, canonical, signed, UNSIGNED_PAYLOAD].join('\n');
  const signature = signCanonicalRequest(credentials, canonicalRequest, datetime);
  return `${url.origin}${path}?${query}&X-Amz-Signature=${signature}`;
}
