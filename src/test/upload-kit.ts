/** Helpers for upload API tests: an app on a temporary DATA_DIR and the whole upload flow (prepare → PUT → complete). */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type ServerConfig, loadConfig } from '../config/server-config';
import { buildApp } from '../server/app';
import { type InjectTarget, graphql, withCookies } from './graphql-call';
import { BRAND_A_HOST, createTestApp } from './test-app';

type TestApp = InjectTarget;

export const TEST_SIGNING_SECRET = 'test-upload-signing-secret-0123456789abcdef';

/** Limits high enough that tests sharing one address do not trip them (rate limits have their own tests). */
const TEST_UPLOAD_CONFIG: Partial<ServerConfig> = {
  uploadSigningSecret: TEST_SIGNING_SECRET,
  uploadMaxPerMinute: 1000,
  suggestionMaxPerMinute: 1000,
};

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JFIF JPEG (the sniffer only needs the magic number). */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
  Buffer.alloc(64, 0x20),
  Buffer.from([0xff, 0xd9]),
]);

export interface UploadTestApp extends Awaited<ReturnType<typeof createTestApp>> {
  dataDir: string;
}

export async function createUploadTestApp(overrides: Partial<ServerConfig> = {}): Promise<UploadTestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'careerroad-uploads-'));
  const t = await createTestApp({ ...TEST_UPLOAD_CONFIG, dataDir, ...overrides });
  return {
    ...t,
    dataDir,
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another instance on the same database (a restart, or a second server), with its own config. */
export async function createSiblingApp(
  t: UploadTestApp,
  overrides: Partial<ServerConfig> = {},
): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }),
    ...TEST_UPLOAD_CONFIG,
    dataDir: t.dataDir,
    ...overrides,
  };
  const app = await buildApp({ config, db: t.database.db, logger: false });
  await app.ready();
  return app;
}

export const PREPARE = /* GraphQL */ `
  mutation Prepare($name: String!, $size: Int!, $type: String!, $path: String) {
    attachmentPrepareUpload(name: $name, size: $size, type: $type, path: $path) {
      attachment { id url name type size }
      signedURL
    }
  }
`;

export const COMPLETE = /* GraphQL */ `
  mutation Complete($attachmentID: ID!) {
    attachmentCompleteUpload(attachmentID: $attachmentID) { id url name type size }
  }
`;

export const CREATE_SUGGESTION = /* GraphQL */ `
  mutation CreateSuggestion($input: CreateSuggestionInput!) {
    createSuggestion(input: $input) { email content }
  }
`;

export interface PreparedUpload {
  attachment: { id: string; url: string; name: string; type: string; size: number };
  signedURL: string;
  /** The caller's cookies after prepare (a visitor gains an uploadSession cookie). */
  cookie?: string;
}

export async function prepare(
  t: TestApp,
  file: { name: string; type: string; size: number; path?: string },
  cookie?: string,
): Promise<PreparedUpload> {
  const response = await graphql(t, PREPARE, file, { cookie });
  const body = response.json();
  if (!body.data?.attachmentPrepareUpload) throw new Error(`prepare failed: ${response.body}`);
  return { ...body.data.attachmentPrepareUpload, cookie: withCookies(cookie, response) };
}

export function put(t: TestApp, signedURL: string, bytes: Buffer | string, contentType: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: signedURL,
    headers: { host: BRAND_A_HOST, 'content-type': contentType, ...headers },
    payload: bytes,
  });
}

export function complete(t: TestApp, attachmentID: string, cookie?: string) {
  return graphql(t, COMPLETE, { attachmentID }, { cookie });
}

/** prepare → PUT → complete; returns the completed attachment and the caller's cookies. */
export async function uploadImage(
  t: TestApp,
  file: { name: string; type: string; bytes: Buffer },
  cookie?: string,
): Promise<{ attachment: PreparedUpload['attachment']; cookie?: string }> {
  const prepared = await prepare(t, { name: file.name, type: file.type, size: file.bytes.length }, cookie);
  const putResponse = await put(t, prepared.signedURL, file.bytes, file.type);
  if (putResponse.statusCode !== 200) throw new Error(`PUT failed: ${putResponse.statusCode} ${putResponse.body}`);
  const completed = await complete(t, prepared.attachment.id, prepared.cookie);
  const attachment = completed.json().data?.attachmentCompleteUpload;
  if (!attachment) throw new Error(`complete failed: ${completed.body}`);
  return { attachment, cookie: prepared.cookie };
}
