import { describe, expect, it, vi } from 'vitest';
import { createPortalGraphqlClient, PORTAL_GRAPHQL_PATH } from './graphql-clients';
import { sendJson, useRecordingServer } from '../../test/recording-server';
import {
  ATTACHMENT_COMPLETE_UPLOAD_MUTATION,
  ATTACHMENT_PREPARE_UPLOAD_MUTATION,
  compressImage,
  compressionOptions,
  completeUpload,
  prepareUpload,
  putToSignedUrl,
  uploadImage,
  UploadPutError,
} from './uploads-api';

const attachment = { id: 'a1', url: '/uploads/k1', name: 'shot.png', type: 'image/png', size: 4 };

const server = useRecordingServer();

const client = () => createPortalGraphqlClient({ endpoint: `${server.url}${PORTAL_GRAPHQL_PATH}` });
const bodyOf = (i: number) => JSON.parse(server.requests[i]?.body ?? '{}') as { query: string; variables: unknown };

describe('prepareUpload / completeUpload', () => {
  it('sends attachmentPrepareUpload with name, size, type and path', async () => {
    server.setHandler((_req, res) =>
      sendJson(res, 200, { data: { attachmentPrepareUpload: { attachment, signedURL: '/uploads/signed/t' } } }),
    );
    await expect(prepareUpload(client(), { name: 'shot.png', size: 4, type: 'image/png', path: 'inquiry' })).resolves.toEqual({
      attachment,
      signedURL: '/uploads/signed/t',
    });
    expect(bodyOf(0)).toMatchObject({
      query: ATTACHMENT_PREPARE_UPLOAD_MUTATION,
      variables: { name: 'shot.png', size: 4, type: 'image/png', path: 'inquiry' },
    });
  });

  it('raises "invalid attachmentPrepareUpload" when the response is missing', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { attachmentPrepareUpload: null } }));
    await expect(prepareUpload(client(), { name: 'a.png', size: 1, type: 'image/png' })).rejects.toThrow(
      'invalid attachmentPrepareUpload',
    );
    server.setHandler((_req, res) => sendJson(res, 200, { data: { attachmentPrepareUpload: { attachment, signedURL: '' } } }));
    await expect(prepareUpload(client(), { name: 'a.png', size: 1, type: 'image/png' })).rejects.toThrow(
      'invalid attachmentPrepareUpload',
    );
  });

  it('completes by attachment id', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { attachmentCompleteUpload: attachment } }));
    await expect(completeUpload(client(), 'a1')).resolves.toEqual(attachment);
    expect(bodyOf(0)).toEqual(
      expect.objectContaining({ query: ATTACHMENT_COMPLETE_UPLOAD_MUTATION, variables: { attachmentID: 'a1' } }),
    );
  });
});

describe('putToSignedUrl', () => {
  it('PUTs the bytes with the declared Content-Type', async () => {
    server.setHandler((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    await putToSignedUrl(`${server.url}/uploads/signed/t`, new Blob(['abcd']), 'image/png');
    expect(server.requests[0]).toMatchObject({ method: 'PUT', url: '/uploads/signed/t', body: 'abcd' });
    expect(server.requests[0]?.headers['content-type']).toBe('image/png');
  });

  it('raises the API error message and code', async () => {
    server.setHandler((_req, res) =>
      sendJson(res, 413, { statusCode: 413, code: 'FILE_TOO_LARGE', message: '파일 업로드 최대 용량을 초과했습니다.' }),
    );
    const error = await putToSignedUrl(`${server.url}/uploads/signed/t`, new Blob(['x']), 'image/png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadPutError);
    expect(error).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE', message: '파일 업로드 최대 용량을 초과했습니다.' });
  });

  it('sends cookies only to our own path', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 200 }));
    await putToSignedUrl('/uploads/signed/t', new Blob(['x']), 'image/png', fetchImpl);
    await putToSignedUrl('https://bucket.example.com/k?X-Amz-Signature=1', new Blob(['x']), 'image/png', fetchImpl);
    expect(fetchImpl.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].credentials)).toEqual(['same-origin', 'omit']);
  });
});

describe('compression', () => {
  it('uses quality 0.7, the 10,000,000-byte threshold and no web worker', () => {
    expect(compressionOptions('image/png')).toEqual({
      initialQuality: 0.7,
      maxSizeMB: 10_000_000 / 1024 / 1024,
      useWebWorker: false,
      fileType: 'image/png',
    });
  });

  it('keeps SVG and BMP as they are, and the original when compression does not help or fails', async () => {
    const compressor = vi.fn(async (file: File) => new File([new Uint8Array(file.size + 1)], file.name, { type: file.type }));
    const svg = new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' });
    expect(await compressImage(svg, compressor)).toBe(svg);
    const bmp = new File(['BM'], 'a.bmp', { type: 'image/bmp' });
    expect(await compressImage(bmp, compressor)).toBe(bmp);
    expect(compressor).not.toHaveBeenCalled();
    const jpg = new File([new Uint8Array(100)], 'a.jpg', { type: 'image/jpeg' });
    expect(await compressImage(jpg, compressor)).toBe(jpg);
    expect(await compressImage(jpg, async () => Promise.reject(new Error('canvas')))).toBe(jpg);
  });

  it('returns a smaller file under the original name and type', async () => {
    const jpg = new File([new Uint8Array(100)], 'photo.jpg', { type: 'image/jpeg' });
    const out = await compressImage(jpg, async () => new Blob([new Uint8Array(40)], { type: 'image/jpeg' }));
    expect(out).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg', size: 40 });
  });
});

describe('uploadImage', () => {
  it('prepares with the compressed size, PUTs, then completes', async () => {
    const calls: string[] = [];
    server.setHandler((req, res) => {
      if (req.method === 'PUT') {
        calls.push(`PUT ${req.body.length}`);
        res.writeHead(204);
        res.end();
        return;
      }
      const body = JSON.parse(req.body) as { query: string; variables: { size?: number } };
      if (body.query.includes('attachmentPrepareUpload')) {
        calls.push(`prepare ${body.variables.size}`);
        sendJson(res, 200, { data: { attachmentPrepareUpload: { attachment, signedURL: `${server.url}/uploads/signed/t` } } });
      } else {
        calls.push('complete');
        sendJson(res, 200, { data: { attachmentCompleteUpload: attachment } });
      }
    });
    const file = new File([new Uint8Array(10)], 'shot.png', { type: 'image/png' });
    const result = await uploadImage(file, {
      client: client(),
      compressor: async () => new Blob([new Uint8Array(4)], { type: 'image/png' }),
    });
    expect(result).toEqual(attachment);
    expect(calls).toEqual(['prepare 4', 'PUT 4', 'complete']);
  });
});
