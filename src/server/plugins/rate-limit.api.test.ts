/**
 * Route rate limits through the app (plugins/rate-limit.ts): the headers, the Korean 429 with Retry-After, a window
 * per route, and one count across two instances sharing Redis (required in CI, skipped locally without Redis).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/server-config';
import type { Database } from '../../db/client';
import { expectKoreanError } from '../../test/expect-korean-error';
import { createTestDatabase } from '../../test/test-db';
import { TEST_REDIS_URL, testRedisAvailable } from '../../test/test-redis';
import { buildApp } from '../app';

const redisAvailable = await testRedisAvailable();
const LIMIT_MESSAGE = '가입 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';
const uniqueClient = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const config = () => ({ ...loadConfig({ APP_ENV: 'test' }), logLevel: 'silent', registerMaxPerMinute: 2 });

function register(app: FastifyInstance, client: string) {
  return app.inject({
    method: 'POST',
    url: '/apiV2/auth/register',
    headers: { host: 'localhost:3000' },
    remoteAddress: client,
    payload: { email: `limit-${randomBytes(4).toString('hex')}@example.kr`, password: 'abcd1234', username: '가입자', type: 'NORMAL', agreeTerms: true, agreePrivacy: true, agreeAge14: true },
  });
}

describe('route rate limits', () => {
  it('send X-RateLimit headers, then a Korean 429 with Retry-After once over, per client', async () => {
    const app = await buildApp({ config: config(), db: database.db, logger: false });
    const client = uniqueClient();
    const first = await register(app, client);
    expect(first.statusCode).toBe(201);
    expect(first.headers).toMatchObject({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '1' });
    expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect((await register(app, client)).headers['x-ratelimit-remaining']).toBe('0');
    const refused = await register(app, client);
    expectKoreanError(refused, 429, LIMIT_MESSAGE, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another client has its own window; so has another route for the same client.
    expect((await register(app, uniqueClient())).statusCode).toBe(201);
    const login = await app.inject({
      method: 'POST',
      url: '/apiV2/auth/login',
      headers: { host: 'localhost:3000' },
      remoteAddress: client,
      payload: { email: 'nobody@example.kr', password: 'wrong-password1' },
    });
    expect(login.statusCode).toBe(401);
    await app.close();
  });

  it('leave routes without a limit alone', async () => {
    const app = await buildApp({ config: config(), db: database.db, logger: false });
    const response = await app.inject({ method: 'GET', url: '/apiV2/auth/profile', headers: { host: 'localhost:3000' } });
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    await app.close();
  });

  it.skipIf(!redisAvailable)('count one route family across two instances sharing Redis, under rl:<family> keys', async () => {
    const redis = new Redis(TEST_REDIS_URL);
    const [one, two] = await Promise.all([
      buildApp({ config: config(), db: database.db, redis, logger: false }),
      buildApp({ config: config(), db: database.db, redis, logger: false }),
    ]);
    const client = uniqueClient();
    const statuses = [];
    for (const app of [one, two, one]) statuses.push((await register(app, client)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
    const keys = await redis.keys(`*rl:auth:POST /apiV2/auth/register:ip:${client}`);
    expect(keys).toHaveLength(1);
    await Promise.all([one.close(), two.close()]);
    redis.disconnect();
  });
});
