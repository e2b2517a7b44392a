/**
 * A database that cannot be reached is an outage: every API answers 503 with Retry-After and a Korean message,
 * never 500, and /healthz says the database is down. The app here runs on the real PostgreSQL driver
 * pointed at a port where nothing listens, which is what a stopped or restarting server looks like to it.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { expectKoreanError } from '../../test/expect-korean-error';
import { scrapeMetrics } from '../../test/metrics-kit';
import { injectRequest } from '../../test/test-app';
import { buildApp } from '../app';
import { loadConfig } from '../../config/server-config';
import { OUTAGE_MESSAGE, isDatabaseOutage } from './database-outage';

let app: FastifyInstance;
let pool: pg.Pool;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/careerroad', connectionTimeoutMillis: 1_000 });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  app = await buildApp({ config: { ...loadConfig({ APP_ENV: 'test' }), logLevel: 'silent' }, db, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await pool.end();
});

describe('database outage', () => {
  it('answers REST reads and writes with 503, Retry-After and a Korean message', async () => {
    for (const [method, url, payload] of [
      ['GET', '/apiV2/exams?categorySlug=public', undefined],
      ['POST', '/apiV2/auth/login', { email: 'student@careerroad.kr', password: 'careerroad1!' }],
      ['PUT', '/apiV2/records/1/answers/1', { choice: 1 }],
    ] as const) {
      const response = await injectRequest(app, method, url, {
        // A well-formed token, so the session lookup reaches the database.
        cookie: `accessToken=${'A'.repeat(43)}`,
        payload,
      });
      expectKoreanError(response, 503, OUTAGE_MESSAGE, 'DATABASE_UNAVAILABLE');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('answers GraphQL with 503, Retry-After and the Korean message in the error', async () => {
    const response = await injectRequest(app, 'POST', '/community/graphql', {
      payload: { query: '{ embeddablePosts(uri: "/community/free") { totalCount } }' },
    });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toMatchObject({
      errors: [{ message: OUTAGE_MESSAGE, extensions: { code: 'DATABASE_UNAVAILABLE', statusCode: 503 } }],
    });
  });

  it('reports the database down on /healthz with 503', async () => {
    const response = await injectRequest(app, 'GET', '/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ ok: false, database: 'down' });
  });

  it('is not ready (/readyz 503) yet alive (/healthz/live 200), and counts the 503s as errors', async () => {
    const ready = await injectRequest(app, 'GET', '/readyz');
    expect(ready.statusCode).toBe(503);
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    expect(ready.json()).toEqual({ ok: false, database: 'down' });
    expect((await injectRequest(app, 'GET', '/healthz/live')).statusCode).toBe(200);
    // The REST calls of the first test answered 503: server errors of their route family.
    const scraped = await scrapeMetrics(app);
    expect(scraped.value('http_request_errors_total', { family: 'cbt', status_class: '5xx' })).toBeGreaterThanOrEqual(2);
    expect(scraped.value('http_request_errors_total', { family: 'community-graphql', status_class: '5xx' })).toBe(1);
  });
});

describe('isDatabaseOutage', () => {
  it('recognises driver errors wrapped by Drizzle and leaves query errors alone', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseOutage(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseOutage(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseOutage(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseOutage(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseOutage(Object.assign(new Error('invalid input syntax'), { code: '22P02' }))).toBe(false);
  });
});
