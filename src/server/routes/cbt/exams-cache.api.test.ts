/**
 * Public exam reads come from the read cache: ETag and 304, a like changes the count for the very next
 * reader, a member's own flags are merged onto the shared answer, and with Redis a write on one instance makes the
 * other instance's cached answer stale.
 */
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/server-config';
import { buildApp } from '../../app';
import { createExam, createLoggedInUser } from '../../../test/factories';
import { injectRequest, useTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-db';
import { TEST_REDIS_URL, testRedisAvailable } from '../../../test/test-redis';

const t = useTestApp();
const get = (url: string, options: { cookie?: string; ifNoneMatch?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      host: 'localhost:3000',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.ifNoneMatch ? { 'if-none-match': options.ifNoneMatch } : {}),
    },
  });

describe('cached exam reads', () => {
  it('answers a visitor with an ETag, then 304 while nothing changed', async () => {
    await createExam(t.database.db, { categorySlug: 'psat', subType: '언어논리', title: '캐시 확인 시험' });
    const first = await get('/apiV2/exams?categorySlug=psat');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/apiV2/exams?categorySlug=psat', { ifNoneMatch: etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/apiV2/exams?categorySlug=psat')).body).toBe(first.body);
  });

  it('a like changes the like count for the next reader of the list and of the exam', async () => {
    const exam = await createExam(t.database.db, { categorySlug: 'korean-history', subType: '심화', title: '좋아요 반영 시험' });
    const countIn = async () => {
      const list = (await get('/apiV2/exams?categorySlug=korean-history')).json();
      const inList = list.items.find((e: { examIdx: number }) => e.examIdx === exam.examIdx).likeCount;
      return [inList, (await get(`/apiV2/exams/${exam.examIdx}`)).json().likeCount];
    };
    expect(await countIn()).toEqual([0, 0]);
    const member = await createLoggedInUser(t.database.db);
    const like = await injectRequest(t.app, 'POST', `/apiV2/exams/${exam.examIdx}/like`, { cookie: member.cookie });
    expect(like.json()).toEqual({ liked: true, likeCount: 1 });
    expect(await countIn()).toEqual([1, 1]);
  });

  it('merges a member’s own flags onto the shared answer and keeps it private', async () => {
    const exam = await createExam(t.database.db, { categorySlug: 'major-company', subType: '인적성', title: '내 관심 표시 시험' });
    const member = await createLoggedInUser(t.database.db);
    await injectRequest(t.app, 'POST', `/apiV2/exams/${exam.examIdx}/like`, { cookie: member.cookie });
    const mine = await get(`/apiV2/exams/${exam.examIdx}`, { cookie: member.cookie });
    expect(mine.json()).toMatchObject({ viewerHasLiked: true, likeCount: 1 });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const visitor = await get(`/apiV2/exams/${exam.examIdx}`);
    expect(visitor.json()).toMatchObject({ viewerHasLiked: false, likeCount: 1 });
    const someoneElse = await createLoggedInUser(t.database.db);
    expect((await get(`/apiV2/exams/${exam.examIdx}`, { cookie: someoneElse.cookie })).json().viewerHasLiked).toBe(false);
  });
});

const redisAvailable = await testRedisAvailable();

describe.skipIf(!redisAvailable)('cached exam reads on two instances sharing Redis', () => {
  it('a like on one instance changes the other instance’s cached count', async () => {
    const database = await createTestDatabase();
    const redis = new Redis(TEST_REDIS_URL);
    const config = { ...loadConfig({ APP_ENV: 'test' }), logLevel: 'silent' };
    const [one, two] = await Promise.all([
      buildApp({ config, db: database.db, redis, logger: false }),
      buildApp({ config, db: database.db, redis, logger: false }),
    ]);
    try {
      const exam = await createExam(database.db, { categorySlug: 'psat', subType: '자료해석', title: '두 인스턴스 시험' });
      const read = async () =>
        (await two.inject({ method: 'GET', url: `/apiV2/exams/${exam.examIdx}`, headers: { host: 'localhost:3000' } })).json()
          .likeCount;
      expect(await read()).toBe(0);
      const member = await createLoggedInUser(database.db);
      await injectRequest(one, 'POST', `/apiV2/exams/${exam.examIdx}/like`, { cookie: member.cookie });
      // The bump reaches instance two through Redis pub/sub: poll until it has heard it.
      await expect.poll(read, { timeout: 5_000, interval: 20 }).toBe(1);
    } finally {
      await Promise.all([one.close(), two.close()]);
      redis.disconnect();
      await database.close();
    }
  });
});
