/**
 * At scale, app instances share login limits through Redis (REDIS_URL). Two instances, one Redis:
 * attempts on either count toward the same limit. Required in CI, skipped locally when Redis is not running.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../../config/server-config';
import { createTestDatabase } from '../../test/test-db';
import type { Database } from '../../db/client';
import { TEST_REDIS_URL, testRedisAvailable } from '../../test/test-redis';


const available = await testRedisAvailable();

describe.skipIf(!available)('login limits shared through Redis', () => {
  let database: Database;
  let redis: Redis;
  beforeAll(async () => {
    database = await createTestDatabase();
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    redis.disconnect();
    await database.close();
  });

  it('counts attempts made on two instances against one limit', async () => {
    const config = { ...loadConfig({ APP_ENV: 'test' }), logLevel: 'silent', loginMaxAttempts: 4 };
    const [one, two] = await Promise.all([
      buildApp({ config, db: database.db, redis, logger: false }),
      buildApp({ config, db: database.db, redis, logger: false }),
    ]);
    // A unique account per run so a previous run's counters in Redis do not interfere.
    const email = `shared-${Date.now()}@example.kr`;
    const attempt = (app: typeof one) =>
      app.inject({
        method: 'POST',
        url: '/apiV2/auth/login',
        headers: { host: 'localhost:3000' },
        payload: { email, password: 'wrong-password1' },
      });
    const statuses = [];
    for (const app of [one, two, one, two, one]) statuses.push((await attempt(app)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    await Promise.all([one.close(), two.close()]);
  });
});
