/**
 * Upload HTTP routes (spec §4): the local signed-URL PUT (local storage only; with S3 the browser PUTs to the
 * bucket) and the serving of verified files with headers that keep them inert.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { notFound } from '../../http/errors';
import { rateLimit } from '../../http/rate-limit';
import { LocalStorage } from '../../storage/local-storage';
import type { ObjectStorage } from '../../storage/object-storage';
import { findServedAttachment } from '../../uploads/find-served-attachment';
import { receiveUpload } from '../../uploads/receive-upload';
import { UPLOAD_LIMIT_MESSAGE, uploadErrors } from '../../uploads/upload-errors';
import { isServableKey } from '../../uploads/upload-policy';
import { ErrorBody, ErrorResponses } from '../../../contracts/common';

export interface UploadRouteOptions {
  db: Db;
  storage: ObjectStorage;
  /** Signed-URL PUTs a client address may make per minute. */
  uploadMaxPerMinute: number;
}

/** Served files can never run script or load anything, even when opened directly (docs/decisions/0005-uploads.md). */
export const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const fileNotFound = () => notFound('파일을 찾을 수 없습니다.');

export async function uploadRoutes(app: FastifyInstance, options: UploadRouteOptions) {
  const { db, storage } = options;

  // Upload bodies are streamed by the handler, never parsed or buffered here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.get<{ Params: { key: string } }>(
    '/uploads/:key',
    {
      schema: {
        tags: ['uploads'],
        summary: '업로드된 파일 (검증을 마친 파일만)',
        params: { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 80 } } },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (!isServableKey(key)) throw fileNotFound();
      const attachment = await findServedAttachment(db, key);
      if (!attachment) throw fileNotFound();
      const stored = await storage.get(key);
      if (!stored) throw fileNotFound();
      const isSvg = attachment.type === 'image/svg+xml';
      return reply
        .header('content-type', attachment.type)
        .header('content-length', stored.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', UPLOAD_CSP)
        // Our other hosts show these images; the URL is the capability.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'private, max-age=86400')
        // An SVG opened from a link downloads instead of rendering as a document; <img> still shows it.
        .header('content-disposition', contentDisposition(isSvg ? 'attachment' : 'inline', attachment.name))
        .send(stored.body);
    },
  );

  if (storage instanceof LocalStorage) {
    app.put<{ Params: { token: string } }>(
      '/uploads/signed/:token',
      {
        config: rateLimit('uploads', options.uploadMaxPerMinute, 60_000, UPLOAD_LIMIT_MESSAGE),
        schema: {
          tags: ['uploads'],
          summary: '서명된 업로드 주소로 파일 올리기 (로컬 저장소, 한 번만)',
          params: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 500 } } },
          response: { 200: { type: 'null' }, ...ErrorResponses, 415: ErrorBody },
        },
      },
      async (request, reply) => {
        try {
          const check = storage.verifySignedUpload(request.params.token);
          if (!check.ok) throw check.reason === 'expired' ? uploadErrors.urlExpired() : uploadErrors.urlInvalid();
          const length = request.headers['content-length'];
          await receiveUpload(db, storage, {
            token: check.payload,
            contentType: request.headers['content-type'],
            contentLength: length === undefined ? undefined : Number(length),
            // The operation reads a copy: when it stops early (too large), the socket stays usable to answer.
            body: request.raw.pipe(new PassThrough()),
          });
        } catch (error) {
          // The rest of a refused body is not read: close the connection after the answer.
          reply.header('connection', 'close');
          throw error;
        }
        return reply.status(200).send();
      },
    );
  }
}
