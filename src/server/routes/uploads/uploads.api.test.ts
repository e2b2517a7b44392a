import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ATTACHMENT_TOTAL_SIZE_LIMIT, MAX_ATTACHMENT_BYTES } from '../../../config/attachment-types';
import { attachments, inquiryAttachments, inquiries } from '../../../db/schema';
import { createLoggedInUser } from '../../../test/factories';
import { BRAND_A_HOST } from '../../../test/test-app';
import { createStorage } from '../../storage/create-storage';
import { signUploadToken } from '../../storage/upload-token';
import { deleteStaleUploads } from '../../uploads/delete-stale-uploads';
import {
  CREATE_SUGGESTION,
  JPEG_BYTES,
  PNG_BYTES,
  PREPARE,
  TEST_SIGNING_SECRET,
  type UploadTestApp,
  complete,
  createSiblingApp,
  createUploadTestApp,
  prepare,
  put,
  uploadImage,
} from '../../../test/upload-kit';
import { graphql, graphqlError } from '../../../test/graphql-call';
import { UPLOAD_CSP } from './uploads';

let t: UploadTestApp;
beforeAll(async () => {
  t = await createUploadTestApp();
});
afterAll(() => t.close());

const png = (name = 'photo.png') => ({ name, type: 'image/png', size: PNG_BYTES.length });
const tokenOf = (signedURL: string) => signedURL.slice('/uploads/signed/'.length);
/** Whether bytes of an upload are waiting in incoming/ (the served URL names the same key). */
const isIncoming = (attachment: { url: string }) =>
  existsSync(path.join(t.dataDir, 'uploads', 'incoming', path.basename(attachment.url)));
const statusOf = async (id: string) =>
  (await t.database.db.select().from(attachments).where(eq(attachments.id, id)))[0]?.status;
const fetchFile = (url: string) => t.app.inject({ url, headers: { host: BRAND_A_HOST } });

describe('upload flow on local storage', () => {
  it('prepares, takes the PUT once, completes, serves the bytes and attaches them to an inquiry', async () => {
    const { cookie } = await createLoggedInUser(t.database.db);
    const prepared = await prepare(t, { ...png('내 사진.png'), path: 'suggestion' }, cookie);
    expect(prepared.attachment).toMatchObject({ name: '내 사진.png', type: 'image/png', size: PNG_BYTES.length });
    expect(prepared.attachment.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.png$/);
    expect(prepared.signedURL).toMatch(/^\/uploads\/signed\/[^/]+$/);
    // Nothing is served before the upload is verified.
    expect((await fetchFile(prepared.attachment.url)).statusCode).toBe(404);

    const putResponse = await put(t, prepared.signedURL, PNG_BYTES, 'image/png');
    expect(putResponse.statusCode).toBe(200);
    expect((await fetchFile(prepared.attachment.url)).statusCode).toBe(404);

    const completed = (await complete(t, prepared.attachment.id, cookie)).json().data.attachmentCompleteUpload;
    expect(completed).toEqual(prepared.attachment);
    expect(isIncoming(completed)).toBe(false);

    const served = await fetchFile(completed.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': UPLOAD_CSP,
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(served.headers['content-disposition']).toMatch(/^inline; .*filename\*=UTF-8''%EB%82%B4%20%EC%82%AC%EC%A7%84\.png$/);

    const sent = await graphql(
      t,
      CREATE_SUGGESTION,
      { input: { email: 'me@example.kr', content: '첨부와 함께 문의드립니다.', attachmentIds: [completed.id], deviceInfo: 'PC' } },
      { cookie },
    );
    expect(sent.json()).toEqual({ data: { createSuggestion: { email: 'me@example.kr', content: '첨부와 함께 문의드립니다.' } } });
    const [link] = await t.database.db.select().from(inquiryAttachments).where(eq(inquiryAttachments.attachmentId, completed.id));
    expect(link).toBeDefined();
    expect(await statusOf(completed.id)).toBe('ATTACHED');
    // Attached files stay readable at their URL.
    expect((await fetchFile(completed.url)).statusCode).toBe(200);
  });

  it('lets a visitor upload under an anonymous upload session cookie that only they hold', async () => {
    const raw = await graphql(t, PREPARE, png());
    expect(raw.cookies).toEqual([
      expect.objectContaining({ name: 'uploadSession', httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 86_400 }),
    ]);
    const prepared = await prepare(t, png());
    expect(prepared.cookie).toMatch(/^uploadSession=[A-Za-z0-9_-]{43}$/);
    expect((await put(t, prepared.signedURL, PNG_BYTES, 'image/png')).statusCode).toBe(200);

    // Without the cookie, or with another visitor's, the upload is not theirs.
    expect(graphqlError(await complete(t, prepared.attachment.id)).extensions).toEqual({ code: 'ATTACHMENT_NOT_FOUND', statusCode: 404 });
    const other = await prepare(t, png());
    expect(graphqlError(await complete(t, prepared.attachment.id, other.cookie)).message).toBe('첨부 파일을 찾을 수 없습니다.');

    const completed = await complete(t, prepared.attachment.id, prepared.cookie);
    expect(completed.json().data.attachmentCompleteUpload.id).toBe(prepared.attachment.id);
    const input = { email: 'visitor@example.kr', content: '비회원 문의', attachmentIds: [prepared.attachment.id], deviceInfo: 'MOBILE' };
    expect(graphqlError(await graphql(t, CREATE_SUGGESTION, { input }, { cookie: other.cookie })).message).toBe(
      '첨부 파일을 찾을 수 없습니다.',
    );
    const sent = await graphql(t, CREATE_SUGGESTION, { input }, { cookie: prepared.cookie });
    expect(sent.json().data.createSuggestion.email).toBe('visitor@example.kr');
    const [row] = await t.database.db.select().from(inquiries).where(eq(inquiries.email, 'visitor@example.kr'));
    expect(row).toMatchObject({ userId: null, deviceInfo: 'MOBILE', brand: 'a' });
  });

  it('refuses an expired signed URL with 403', async () => {
    const short = { app: await createSiblingApp(t, { uploadUrlTtlSeconds: 1 }) };
    try {
      const prepared = await prepare(short, png());
      // The URL's second passes on the clock the expiry check reads, without waiting it out.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1100 });
      const response = await put(short, prepared.signedURL, PNG_BYTES, 'image/png');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        code: 'UPLOAD_URL_EXPIRED',
        message: '업로드 주소가 만료되었습니다. 파일을 다시 선택해주세요.',
      });
    } finally {
      vi.useRealTimers();
      await short.app.close();
    }
  });

  it('refuses a tampered signed URL with 403', async () => {
    const prepared = await prepare(t, png());
    const [payload, signature] = tokenOf(prepared.signedURL).split('.') as [string, string];
    // A bigger size with the old signature.
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const bigger = Buffer.from(JSON.stringify({ ...claims, s: 5_000_000 })).toString('base64url');
    // A character in the middle: the last base64url character of a SHA-256 carries two unused bits, so changing it
    // from A to B decodes to the very same signature (this test failed one run in sixteen).
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    // A validly signed token for a key nobody prepared.
    const forged = signUploadToken('some-other-secret-that-is-long-enough-0123', {
      key: claims.k,
      size: claims.s,
      contentType: claims.t,
      expiresAt: claims.e,
    });
    for (const token of [`${bigger}.${signature}`, `${payload}.${flipped}`, forged, 'garbage']) {
      const response = await put(t, `/uploads/signed/${token}`, PNG_BYTES, 'image/png');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'UPLOAD_URL_INVALID', message: '업로드 주소가 올바르지 않습니다.' });
    }
    // The genuine URL still works afterwards.
    expect((await put(t, prepared.signedURL, PNG_BYTES, 'image/png')).statusCode).toBe(200);
  });

  it('takes a signed URL once: a second PUT gets 409 and the first file stays', async () => {
    const { cookie } = await createLoggedInUser(t.database.db);
    const prepared = await prepare(t, png(), cookie);
    expect((await put(t, prepared.signedURL, PNG_BYTES, 'image/png')).statusCode).toBe(200);
    const again = await put(t, prepared.signedURL, JPEG_BYTES.subarray(0, PNG_BYTES.length), 'image/png');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'UPLOAD_URL_USED', message: '이미 사용된 업로드 주소입니다. 파일을 다시 선택해주세요.' });
    const completed = (await complete(t, prepared.attachment.id, cookie)).json().data.attachmentCompleteUpload;
    expect((await fetchFile(completed.url)).rawPayload.equals(PNG_BYTES)).toBe(true);
    // Still refused after completion, and a used token cannot be signed again for the key by anyone else.
    expect((await put(t, prepared.signedURL, PNG_BYTES, 'image/png')).statusCode).toBe(409);
  });

  it('refuses files of 10 MB or more: at prepare, by Content-Length, and while streaming', async () => {
    const declared = graphqlError(await graphql(t, /* GraphQL */ `
      mutation { attachmentPrepareUpload(name: "big.png", size: ${ATTACHMENT_TOTAL_SIZE_LIMIT}, type: "image/png") { signedURL } }
    `));
    expect(declared).toMatchObject({ message: '허용 가능한 파일 크기는 10MB 입니다.', extensions: { code: 'FILE_TOO_LARGE', statusCode: 413 } });

    const overLimit = Buffer.alloc(ATTACHMENT_TOTAL_SIZE_LIMIT, 0x41);
    PNG_BYTES.copy(overLimit);
    const largest = await prepare(t, { name: 'big.png', type: 'image/png', size: MAX_ATTACHMENT_BYTES });
    const byHeader = await put(t, largest.signedURL, overLimit, 'image/png');
    expect(byHeader.statusCode).toBe(413);
    expect(byHeader.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: '허용 가능한 파일 크기는 10MB 입니다.' });
    expect(byHeader.headers.connection).toBe('close');

    // No Content-Length (chunked): counted as it arrives, refused once it passes the limit.
    const streamed = await prepare(t, { name: 'big.png', type: 'image/png', size: MAX_ATTACHMENT_BYTES });
    const chunks = function* () {
      for (let sent = 0; sent < overLimit.length; sent += 65_536) yield overLimit.subarray(sent, sent + 65_536);
    };
    const response = await t.app.inject({
      method: 'PUT',
      url: streamed.signedURL,
      headers: { host: BRAND_A_HOST, 'content-type': 'image/png' },
      payload: Readable.from(chunks()),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('FILE_TOO_LARGE');
    expect(await statusOf(streamed.attachment.id)).toBe('REJECTED');
    expect(isIncoming(streamed.attachment)).toBe(false);
  });

  it('refuses a body larger than declared with 413 and deletes what arrived', async () => {
    const prepared = await prepare(t, { name: 'small.png', type: 'image/png', size: 100 });
    const response = await put(t, prepared.signedURL, Buffer.concat([PNG_BYTES, Buffer.alloc(200)]), 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'UPLOAD_SIZE_EXCEEDED', message: '업로드를 준비한 파일보다 큰 파일은 받을 수 없습니다.' });

    const streamed = await prepare(t, { name: 'small.png', type: 'image/png', size: 100 });
    const chunked = await t.app.inject({
      method: 'PUT',
      url: streamed.signedURL,
      headers: { host: BRAND_A_HOST, 'content-type': 'image/png' },
      payload: Readable.from([Buffer.alloc(60), Buffer.alloc(60)]),
    });
    expect(chunked.statusCode).toBe(413);
    expect(await statusOf(streamed.attachment.id)).toBe('REJECTED');
    expect(isIncoming(streamed.attachment)).toBe(false);
    expect(graphqlError(await complete(t, streamed.attachment.id, streamed.cookie))).toMatchObject({
      extensions: { code: 'UPLOAD_REJECTED', statusCode: 400 },
    });

    const short = await prepare(t, { name: 'short.png', type: 'image/png', size: 100 });
    const incomplete = await put(t, short.signedURL, PNG_BYTES, 'image/png');
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().code).toBe('UPLOAD_INCOMPLETE');
  });

  it('refuses a PUT whose Content-Type is not the declared one', async () => {
    const prepared = await prepare(t, png());
    const response = await put(t, prepared.signedURL, PNG_BYTES, 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('FILE_TYPE_MISMATCH');
  });

  it('refuses a script renamed to .png on completion and deletes it', async () => {
    const script = Buffer.from('<script>fetch("/graphql",{method:"POST"})</script>\n');
    const prepared = await prepare(t, { name: 'cute-cat.png', type: 'image/png', size: script.length });
    expect((await put(t, prepared.signedURL, script, 'image/png')).statusCode).toBe(200);
    expect(isIncoming(prepared.attachment)).toBe(true);
    const response = await complete(t, prepared.attachment.id, prepared.cookie);
    expect(response.statusCode).toBe(415);
    expect(graphqlError(response)).toMatchObject({
      message: '허용된 확장자의 파일만 업로드할 수 있습니다.',
      extensions: { code: 'UNSUPPORTED_FILE_TYPE', statusCode: 415 },
    });
    expect(await statusOf(prepared.attachment.id)).toBe('REJECTED');
    expect(isIncoming(prepared.attachment)).toBe(false);
    expect((await fetchFile(prepared.attachment.url)).statusCode).toBe(404);
  });

  it('refuses a declared PNG that is really a JPEG', async () => {
    const prepared = await prepare(t, { name: 'photo.png', type: 'image/png', size: JPEG_BYTES.length });
    expect((await put(t, prepared.signedURL, JPEG_BYTES, 'image/png')).statusCode).toBe(200);
    expect(graphqlError(await complete(t, prepared.attachment.id, prepared.cookie))).toMatchObject({
      message: '파일 내용이 파일 형식과 일치하지 않습니다.',
      extensions: { code: 'FILE_TYPE_MISMATCH', statusCode: 415 },
    });
    expect(await statusOf(prepared.attachment.id)).toBe('REJECTED');
  });

  it('serves an SVG with script and onload sandboxed, as a download, and stripped of both', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">' +
        '<script>alert(document.cookie)</script><rect width="10" height="10" fill="#0a0"/>' +
        '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject></svg>',
    );
    const { attachment } = await uploadImage(t, { name: 'logo.svg', type: 'image/svg+xml', bytes: svg });
    const served = await fetchFile(attachment.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="logo\.svg"/);
    expect(served.body).toContain('<rect width="10" height="10" fill="#0a0"/>');
    for (const bad of ['script', 'onload', 'alert', 'foreignObject', 'iframe', 'evil']) expect(served.body).not.toContain(bad);
    expect(attachment.size).toBe(served.rawPayload.length);
  });

  it('refuses non-image types and names whose extension does not fit the type at prepare', async () => {
    for (const file of [
      { name: 'report.pdf', type: 'application/pdf' },
      { name: 'run.exe', type: 'image/png' },
      { name: 'page.html', type: 'text/html' },
    ]) {
      const response = await graphql(t, /* GraphQL */ `
        mutation ($name: String!, $type: String!) { attachmentPrepareUpload(name: $name, size: 10, type: $type) { signedURL } }
      `, file);
      expect(graphqlError(response)).toMatchObject({
        message: '허용된 확장자의 파일만 업로드할 수 있습니다.',
        extensions: { code: 'UNSUPPORTED_FILE_TYPE', statusCode: 415 },
      });
    }
    // image/jpg is the same type as image/jpeg.
    const alias = await prepare(t, { name: 'a.JPG', type: 'image/jpg', size: 10 });
    expect(alias.attachment.type).toBe('image/jpeg');
  });

  it("does not let a member complete another member's upload", async () => {
    const owner = await createLoggedInUser(t.database.db);
    const other = await createLoggedInUser(t.database.db);
    const prepared = await prepare(t, png(), owner.cookie);
    await put(t, prepared.signedURL, PNG_BYTES, 'image/png');
    expect(graphqlError(await complete(t, prepared.attachment.id, other.cookie)).extensions?.code).toBe('ATTACHMENT_NOT_FOUND');
    expect(graphqlError(await complete(t, 'not-a-uuid', owner.cookie)).extensions?.code).toBe('ATTACHMENT_NOT_FOUND');
  });

  it('answers unknown and malformed file paths with a JSON 404', async () => {
    for (const url of ['/uploads/AAAAAAAAAAAAAAAAAAAAAA.png', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/incoming%2Fx.png']) {
      const response = await fetchFile(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: '파일을 찾을 수 없습니다.' });
    }
  });
});

describe('stale uploads', () => {
  it('removes rejected, expired and never-attached uploads with their bytes, and keeps attached ones', async () => {
    const { cookie } = await createLoggedInUser(t.database.db);
    const { attachment: attached } = await uploadImage(t, { name: 'kept.png', type: 'image/png', bytes: PNG_BYTES }, cookie);
    await graphql(t, CREATE_SUGGESTION, { input: { email: 'k@example.kr', content: '보관', attachmentIds: [attached.id], deviceInfo: 'PC' } }, { cookie });
    const { attachment: unattached } = await uploadImage(t, { name: 'lonely.png', type: 'image/png', bytes: PNG_BYTES }, cookie);
    const waiting = await prepare(t, png(), cookie);
    await put(t, waiting.signedURL, PNG_BYTES, 'image/png');
    const fresh = await prepare(t, png(), cookie);

    // A day and a bit later.
    const removed = await deleteStaleUploads(t.database.db, createStorage({ dataDir: t.dataDir, uploadSigningSecret: TEST_SIGNING_SECRET }), {
      now: new Date(Date.now() + 90_000_000),
    });
    expect(removed).toBeGreaterThanOrEqual(3);
    expect(await statusOf(attached.id)).toBe('ATTACHED');
    expect((await fetchFile(attached.url)).statusCode).toBe(200);
    for (const gone of [unattached, waiting.attachment, fresh.attachment]) expect(await statusOf(gone.id)).toBeUndefined();
    expect(existsSync(path.join(t.dataDir, 'uploads', path.basename(unattached.url)))).toBe(false);
    expect(isIncoming(waiting.attachment)).toBe(false);
  });
});

describe('upload signing secret', () => {
  it('is generated once into DATA_DIR when UPLOAD_SIGNING_SECRET is unset, so URLs survive a restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careerroad-secret-'));
    const [first, second] = [
      { app: await createSiblingApp(t, { dataDir, uploadSigningSecret: undefined }) },
      { app: await createSiblingApp(t, { dataDir, uploadSigningSecret: undefined }) },
    ];
    try {
      const prepared = await prepare(first, png());
      const secret = readFileSync(path.join(dataDir, 'upload-signing-secret'), 'utf8').trim();
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(statSync(path.join(dataDir, 'upload-signing-secret')).mode & 0o777).toBe(0o600);
      // Another instance on the same DATA_DIR (or the same one after a restart) accepts the URL.
      expect((await put(second, prepared.signedURL, PNG_BYTES, 'image/png')).statusCode).toBe(200);
      // An instance with another secret does not.
      const other = await prepare(first, png());
      expect((await put(t, other.signedURL, PNG_BYTES, 'image/png')).statusCode).toBe(403);
    } finally {
      await Promise.all([first.app.close(), second.app.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
