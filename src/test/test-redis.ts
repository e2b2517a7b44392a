/**
 * Redis for the API tests that check behaviour across app instances. Required in CI (the machine runs Redis);
 * locally those tests are skipped when Redis is not running.
 */
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Whether Redis answers; in CI its absence is an error, not a skip. */
export async function testRedisAvailable(): Promise<boolean> {
  const available = await redisReachable();
  if (!available && process.env.CI === 'true') throw new Error(`CI requires Redis at ${TEST_REDIS_URL}`);
  return available;
}
