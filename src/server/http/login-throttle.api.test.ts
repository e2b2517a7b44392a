/**
 * Password spraying: one client trying many accounts is refused before its 30th failed login,
 * on one instance (in-process counters) and across two instances sharing Redis.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { expectKoreanError } from '../../test/expect-korean-error';
import { createTestDatabase } from '../../test/test-db';
import { TEST_REDIS_URL, testRedisAvailable } from '../../test/test-redis';
import { buildApp } from '../app';
import { loadConfig } from '../../config/server-config';

/** A client address of its own per test run, so counters left in Redis by an earlier run do not interfere. */
const uniqueClient = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function sprayLogins(apps: FastifyInstance[], client: string, accounts: number) {
  const statuses: number[] = [];
  let refusal;
  for (let i = 0; i < accounts; i++) {
    const response = await apps[i % apps.length]!.inject({
      method: 'POST',
      url: '/apiV2/auth/login',
      headers: { host: 'localhost:3000' },
      remoteAddress: client,
      payload: { email: `spray-${i}-${randomBytes(3).toString('hex')}@example.kr`, password: 'Guess1234' },
    });
    statuses.push(response.statusCode);
    if (response.statusCode === 429) {
      refusal = response;
      break;
    }
  }
  return { statuses, refusal };
}

const redisAvailable = await testRedisAvailable();
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const config = () => ({ ...loadConfig({ APP_ENV: 'test' }), logLevel: 'silent' });

describe('failed logins across accounts', () => {
  it('refuses a client with 429 before its 30th failed login to 30 different accounts', async () => {
    const app = await buildApp({ config: config(), db: database.db, logger: false });
    const { statuses, refusal } = await sprayLogins([app], uniqueClient(), 30);
    expect(statuses.length).toBeLessThan(30);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expectKoreanError(refusal!, 429, '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.');
    expect(Number(refusal!.headers['retry-after'])).toBeGreaterThan(0);
    await app.close();
  });

  it.skipIf(!redisAvailable)('counts failures on two instances sharing Redis against one limit', async () => {
    const redis = new Redis(TEST_REDIS_URL);
    const [one, two] = await Promise.all([
      buildApp({ config: config(), db: database.db, redis, logger: false }),
      buildApp({ config: config(), db: database.db, redis, logger: false }),
    ]);
    const { statuses, refusal } = await sprayLogins([one!, two!], uniqueClient(), 30);
    expect(statuses).toHaveLength(21);
    expectKoreanError(refusal!, 429);
    await Promise.all([one!.close(), two!.close()]);
    redis.disconnect();
  });
});
