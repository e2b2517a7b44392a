/** A built app on its own fresh database, for API tests through app.inject (no port). */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { buildApp } from '../server/app';
import { type ServerConfig, loadConfig } from '../config/server-config';
import { createTestDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = { ...loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', REGISTER_MAX_PER_MINUTE: '1000' }), ...overrides };
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * One test app for the whole test file, opened before its first test and closed after its last: call at the top
 * of the file. The returned object is usable at once; its app and database are those of the file's app. Overrides
 * given as a function are read when the app opens, after the file's earlier beforeAll hooks (e.g. a local provider
 * server whose address the config needs).
 */
export function useTestApp(overrides: Partial<ServerConfig> | (() => Partial<ServerConfig>) = {}): TestApp {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(typeof overrides === 'function' ? overrides() : overrides);
  });
  afterAll(() => opened?.close());
  const current = () => {
    if (!opened) throw new Error('useTestApp: the app opens in beforeAll; use it inside a test or hook');
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
}

/** The brands' CBT hosts of the development table (ADR 44); the earlier names are aliases whose pages redirect. */
export const BRAND_A_HOST = 'cbt.careerroad.localhost:3000';
export const BRAND_B_HOST = 'cbt.nursepass.localhost:3000';

export interface InjectOptions {
  /** Host of the request; brand A's CBT host unless given. */
  host?: string;
  cookie?: string;
  payload?: unknown;
}

/** One request to a test app as a browser on `host` would send it. */
export function injectRequest(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: InjectOptions = {},
) {
  return app.inject({
    method,
    url,
    headers: { host: options.host ?? BRAND_A_HOST, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

/** The `accessToken` cookie a response set, as a Cookie header value. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'accessToken');
  if (!cookie) throw new Error(`no accessToken cookie in response ${response.statusCode}: ${response.body}`);
  return `accessToken=${cookie.value}`;
}
