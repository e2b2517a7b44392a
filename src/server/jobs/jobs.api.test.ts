/**
 * Background jobs on a real database: the app registers every job once, a job round does its work, and several
 * runners (instances) on the same database run each job once per tick — sharing one in-process store here, and as
 * two app instances on one Redis (required in CI, skipped locally when Redis is not running).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/server-config';
import type { Database } from '../../db/client';
import { examRecords } from '../../db/schema';
import { createExam, createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-db';
import { TEST_REDIS_URL, testRedisAvailable } from '../../test/test-redis';
import { buildApp } from '../app';
import { createMemoryCounterStore } from '../http/counter-store';
import { createRecord } from '../records/create-record';
import { type BackgroundJob, createJobRunner } from './job-runner';

const redisAvailable = await testRedisAvailable();
const quiet = { info: () => {}, error: () => {} };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

/** A MOCK record of a new member whose deadline passed a minute ago; returns its id. */
async function overdueRecord(): Promise<number> {
  const user = await createUser(database.db);
  const exam = await createExam(database.db, { papers: [{ problems: 2 }] });
  const { record } = await createRecord(database.db, user, {
    source: 'PAPER',
    mode: 'MOCK',
    examDetailIdx: exam.papers[0]!.examDetailIdx,
  });
  await database.db.update(examRecords).set({ deadlineAt: new Date(Date.now() - 60_000) }).where(eq(examRecords.id, record.id));
  return record.id;
}

async function statusOf(recordId: number) {
  const [row] = await database.db.select({ status: examRecords.status }).from(examRecords).where(eq(examRecords.id, recordId));
  return row!.status;
}

const config = () => ({ ...loadConfig({ APP_ENV: 'test' }), logLevel: 'silent' });

describe('background jobs', () => {
  it('the app runs every job once, and the records job scores records their members never came back to', async () => {
    const app = await buildApp({ config: config(), db: database.db, logger: false });
    await app.ready();
    const recordId = await overdueRecord();
    expect(await statusOf(recordId)).toBe('IN_PROGRESS');
    expect((await app.jobs.runDue()).sort()).toEqual([
      'delete-expired-password-resets',
      'delete-stale-uploads',
      'expire-overdue-records',
      'expire-unpaid-orders',
      'remind-closing-postings',
    ]);
    expect(await statusOf(recordId)).toBe('EXPIRED');
    // The same slot is not run twice.
    expect(await app.jobs.runDue()).toEqual([]);
    await app.close();
  });

  it('two runners on the same database run the job body once per tick', async () => {
    const claims = createMemoryCounterStore();
    let bodies = 0;
    const job: BackgroundJob = {
      name: 'counted',
      intervalMs: 60_000,
      run: async (db) => {
        bodies++;
        await db.select({ id: examRecords.id }).from(examRecords).limit(1);
      },
    };
    const runners = [0, 1].map(() => createJobRunner({ db: database.db, claims, jobs: [job], log: quiet }));
    await Promise.all(runners.map((runner) => runner.runDue()));
    expect(bodies).toBe(1);
    await Promise.all(runners.map((runner) => runner.stop()));
  });

  it.skipIf(!redisAvailable)('two app instances sharing Redis run a job once per tick', async () => {
    const redis = new Redis(TEST_REDIS_URL);
    const [one, two] = await Promise.all([
      buildApp({ config: config(), db: database.db, redis, logger: false }),
      buildApp({ config: config(), db: database.db, redis, logger: false }),
    ]);
    await Promise.all([one.ready(), two.ready()]);
    // A slot of its own per run, so claims left in Redis by an earlier run do not interfere.
    const job: BackgroundJob = { name: `redis-${randomBytes(4).toString('hex')}`, intervalMs: 60_000, run: async () => {} };
    const bodies: string[] = [];
    const runners = [one, two].map((app, i) =>
      createJobRunner({
        db: database.db,
        claims: app.rateLimiter.store,
        jobs: [{ ...job, run: async () => void bodies.push(`instance ${i}`) }],
        log: quiet,
      }),
    );
    await Promise.all(runners.map((runner) => runner.runDue()));
    expect(bodies).toHaveLength(1);

    const recordId = await overdueRecord();
    const ran = await Promise.all([one.jobs.runDue('expire-overdue-records'), two.jobs.runDue('expire-overdue-records')]);
    // At most one instance ran this slot (none if an earlier test run in the same ten minutes already claimed it).
    expect(ran.flat().length).toBeLessThanOrEqual(1);
    if (ran.flat().length === 1) expect(await statusOf(recordId)).toBe('EXPIRED');
    await Promise.all([one.close(), two.close()]);
    redis.disconnect();
  });
});
