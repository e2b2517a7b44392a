/**
 * Presigned S3 URLs (AWS Signature Version 4, query-string auth) for S3 and S3-compatible stores, signed by aws4fetch
 * (a kept, dependency-free SigV4 signer on WebCrypto) rather than by hand. Payloads are not hashed
 * (UNSIGNED-PAYLOAD, as S3 presigned URLs do); every header passed in is signed, Content-Type and Content-Length
 * included, so a presigned PUT is bound to the declared type and size (ADR 5).
 */
import { AwsV4Signer } from 'aws4fetch';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface PresignInput {
  method: string;
  url: string | URL;
  /** Seconds the URL stays valid: 1 to 604800 (7 days), what S3 accepts. */
  expiresIn: number;
  /** Headers the request must carry with exactly these values (Host is always signed). */
  headers?: Record<string, string>;
  /** Signing time; now by default. */
  date?: Date;
}

/** SigV4's timestamp form: 20130524T000000Z. */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]|\.\d{3}/g, '');
}

function signer(credentials: SigV4Credentials, method: string, url: URL, headers: Record<string, string>, datetime: string) {
  return new AwsV4Signer({
    method: method.toUpperCase(),
    url: url.toString(),
    headers,
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    region: credentials.region,
    service: 's3',
    datetime,
    signQuery: true,
    // aws4fetch leaves Content-Type and Content-Length unsigned by default; binding them is the point here.
    allHeaders: true,
  });
}

/** A URL that performs `method` on `url` until it expires, for whoever holds it. */
export async function presignUrl(credentials: SigV4Credentials, input: PresignInput): Promise<string> {
  if (!Number.isInteger(input.expiresIn) || input.expiresIn < 1 || input.expiresIn > 604_800) {
    throw new Error(`expiresIn must be 1–604800 seconds, got ${input.expiresIn}`);
  }
  const url = new URL(input.url);
  url.searchParams.set('X-Amz-Expires', String(input.expiresIn));
  const signed = await signer(credentials, input.method, url, lowerCased(input.headers ?? {}), amzDate(input.date ?? new Date())).sign();
  return signed.url.toString();
}

/**
 * The signature a presigned request should carry, recomputed from the request as received: its method, URL (the
 * X-Amz-Signature parameter is ignored) and the values of the headers its X-Amz-SignedHeaders names. What an S3
 * server checks; the test S3 server (fake-s3-server.ts) uses it.
 */
export async function expectedSignature(
  credentials: SigV4Credentials,
  request: { method: string; url: URL; headers: Record<string, string> },
): Promise<{ signature: string; signedHeaders: string }> {
  const url = new URL(request.url);
  url.searchParams.delete('X-Amz-Signature');
  const datetime = url.searchParams.get('X-Amz-Date') ?? '';
  const headers = lowerCased(request.headers);
  delete headers.host;
  const s = signer(credentials, request.method, url, headers, datetime);
  return { signature: await s.signature(), signedHeaders: s.signedHeaders };
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
