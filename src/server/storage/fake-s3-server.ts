/**
 * A small S3 for tests: path-style PUT/GET/HEAD/DELETE of objects in one bucket, accepting only requests
 * presigned with SigV4 for its credentials, within their expiry, carrying the signed headers' exact values.
 * It recomputes signatures from the request as received on the wire (with the same kept signer the product uses,
 * aws4fetch: what it checks is S3's documented scheme, which sigv4.test.ts pins to AWS's published example).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Config } from '../../config/server-config';
import { expectedSignature } from './sigv4';

export interface FakeS3 {
  config: S3Config;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request: method, key and the answer's status. */
  log: Array<{ method: string; key: string; status: number }>;
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

function parseAmzDate(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : Number.NaN;
}

export async function startFakeS3(bucket = 'careerroad-test', region = 'ap-northeast-2'): Promise<FakeS3> {
  const credentials = { accessKeyId: 'AKIAFAKES3TEST', secretAccessKey: 'fake-s3-secret-key-for-tests-only', region };
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const log: FakeS3['log'] = [];

  const server = createServer(async (request, response) => {
    const [rawPath = '', rawQuery = ''] = (request.url ?? '').split('?');
    const key = decodeURIComponent(rawPath).replace(`/${bucket}/`, '');
    const answer = (status: number, body = '', headers: Record<string, string | number> = {}) => {
      log.push({ method: request.method ?? '', key, status });
      response.writeHead(status, { ...(body && status >= 300 ? { 'content-type': 'application/xml' } : {}), ...headers });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);

    if (!rawPath.startsWith(`/${bucket}/`)) return answer(404, xmlError('NoSuchBucket', 'No such bucket'));
    const pairs = rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map((part) => decodeURIComponent(part)) as [string, string]);
    const query = new Map(pairs);
    const signature = query.get('X-Amz-Signature');
    const datetime = query.get('X-Amz-Date') ?? '';
    const scope = `${datetime.slice(0, 8)}/${region}/s3/aws4_request`;
    if (
      !signature ||
      query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' ||
      query.get('X-Amz-Credential') !== `${credentials.accessKeyId}/${scope}`
    ) {
      return answer(403, xmlError('AccessDenied', 'Missing or foreign credentials'));
    }
    const expiresAt = parseAmzDate(datetime) + Number(query.get('X-Amz-Expires')) * 1000;
    if (!(expiresAt >= Date.now())) return answer(403, xmlError('AccessDenied', 'Request has expired'));
    const signedNames = (query.get('X-Amz-SignedHeaders') ?? '').split(';');
    if (!signedNames.includes('host')) return answer(403, xmlError('AccessDenied', 'Host must be signed'));
    const signedHeaders: Record<string, string> = {};
    for (const name of signedNames) signedHeaders[name] = String(request.headers[name] ?? '');
    const expected = await expectedSignature(credentials, {
      method: request.method ?? '',
      url: new URL(request.url ?? '/', `http://${request.headers.host}`),
      headers: signedHeaders,
    });
    if (expected.signedHeaders !== signedNames.join(';') || expected.signature !== signature) {
      return answer(403, xmlError('SignatureDoesNotMatch', 'The request signature we calculated does not match'));
    }

    switch (request.method) {
      case 'PUT':
        if (Number(request.headers['content-length']) !== body.length) return answer(400, xmlError('IncompleteBody', ''));
        objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream') });
        return answer(200, '', { etag: '"fake"' });
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) return answer(404, xmlError('NoSuchKey', 'The specified key does not exist.'));
        log.push({ method: request.method, key, status: 200 });
        response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
        return response.end(request.method === 'HEAD' ? undefined : object.body);
      }
      case 'DELETE':
        objects.delete(key);
        return answer(204);
      default:
        return answer(405, xmlError('MethodNotAllowed', ''));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: { endpoint: `http://127.0.0.1:${port}`, bucket, forcePathStyle: true, ...credentials },
    objects,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
