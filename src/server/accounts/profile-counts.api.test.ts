/**
 * The profile's counts come from memory, yet every write through the operations is seen by the member's
 * very next profile: on the same instance, and with Redis on another instance once it has heard the bump.
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/server-config';
import { notifications } from '../../db/schema';
import { buildApp } from '../app';
import { createRedisReadVersions } from '../read-cache/read-versions';
import { createLoggedInUser } from '../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, sessionCookieFrom, useTestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { TEST_REDIS_URL, testRedisAvailable } from '../../test/test-redis';
import { addScrap } from './add-scrap';
import { createNotification } from './create-notification';
import { deleteNotification } from './delete-notification';
import { markNotificationsRead } from './mark-notifications-read';
import { profileCountsTag } from './profile-counts-cache';
import { removeScrap } from './remove-scrap';

const t = useTestApp();

const counts = async (app: FastifyInstance, cookie: string, host = BRAND_A_HOST) => {
  const response = await app.inject({ method: 'GET', url: '/apiV2/auth/profile', headers: { host, cookie } });
  expect(response.statusCode).toBe(200);
  const { notificationUnreadCount, scrapCount } = response.json();
  return { notificationUnreadCount, scrapCount };
};

describe('profile counts on one instance', () => {
  it('a new notification shows in the very next profile, though the counts were served from memory', async () => {
    const member = await createLoggedInUser(t.database.db);
    expect(await counts(t.app, member.cookie)).toEqual({ notificationUnreadCount: 0, scrapCount: 0 });
    // Written around the operations: the counts in memory do not see it yet.
    await t.database.db.insert(notifications).values({ userId: member.user.id, title: '몰래 온 알림' });
    expect(await counts(t.app, member.cookie)).toEqual({ notificationUnreadCount: 0, scrapCount: 0 });

    await createNotification(t.database.db, t.app.profileCounts, member.user.id, { title: '새 공고가 등록되었습니다', link: '/postings/1' });
    expect(await counts(t.app, member.cookie)).toEqual({ notificationUnreadCount: 2, scrapCount: 0 });
  });

  it('counts only unread notifications of the NOTIFICATION scope, as before the cache', async () => {
    const member = await createLoggedInUser(t.database.db);
    await createNotification(t.database.db, t.app.profileCounts, member.user.id, { title: '채팅', scope: 'CHAT' });
    await createNotification(t.database.db, t.app.profileCounts, member.user.id, { title: '광고', scope: 'MARKETING' });
    expect((await counts(t.app, member.cookie)).notificationUnreadCount).toBe(0);
    await createNotification(t.database.db, t.app.profileCounts, member.user.id, { title: '알림' });
    expect((await counts(t.app, member.cookie)).notificationUnreadCount).toBe(1);
  });

  it('marking notifications read lowers the count at once; another member’s notifications are untouched', async () => {
    const member = await createLoggedInUser(t.database.db);
    const other = await createLoggedInUser(t.database.db);
    const [first, second] = [
      await createNotification(t.database.db, t.app.profileCounts, member.user.id, { title: '첫째' }),
      await createNotification(t.database.db, t.app.profileCounts, member.user.id, { title: '둘째' }),
      await createNotification(t.database.db, t.app.profileCounts, member.user.id, { title: '셋째' }),
    ];
    const othersOwn = (await createNotification(t.database.db, t.app.profileCounts, other.user.id, { title: '남의 것' }))!;
    expect((await counts(t.app, member.cookie)).notificationUnreadCount).toBe(3);
    expect((await counts(t.app, other.cookie)).notificationUnreadCount).toBe(1);

    expect(await markNotificationsRead(t.database.db, t.app.profileCounts, member.user.id, [first!, othersOwn])).toBe(1);
    expect((await counts(t.app, member.cookie)).notificationUnreadCount).toBe(2);
    expect((await counts(t.app, other.cookie)).notificationUnreadCount).toBe(1);
    // Marking a read one again changes nothing.
    expect(await markNotificationsRead(t.database.db, t.app.profileCounts, member.user.id, [first!])).toBe(0);

    expect(await deleteNotification(t.database.db, t.app.profileCounts, member.user.id, second!)).toBe(true);
    expect((await counts(t.app, member.cookie)).notificationUnreadCount).toBe(1);
    expect(await deleteNotification(t.database.db, t.app.profileCounts, member.user.id, othersOwn)).toBe(false);

    expect(await markNotificationsRead(t.database.db, t.app.profileCounts, member.user.id)).toBe(1);
    expect((await counts(t.app, member.cookie)).notificationUnreadCount).toBe(0);
    expect((await counts(t.app, other.cookie)).notificationUnreadCount).toBe(1);
  });

  it('a new scrap shows in the very next profile and a removed one leaves it; saving twice counts once', async () => {
    const member = await createLoggedInUser(t.database.db);
    const posting = { targetType: 'posting', targetId: '42' };
    expect((await counts(t.app, member.cookie)).scrapCount).toBe(0);
    expect(await addScrap(t.database.db, t.app.profileCounts, member.user.id, posting)).toBe(true);
    expect((await counts(t.app, member.cookie)).scrapCount).toBe(1);
    expect(await addScrap(t.database.db, t.app.profileCounts, member.user.id, posting)).toBe(false);
    expect(await addScrap(t.database.db, t.app.profileCounts, member.user.id, { targetType: 'exam', targetId: '42' })).toBe(true);
    expect((await counts(t.app, member.cookie)).scrapCount).toBe(2);

    expect(await removeScrap(t.database.db, t.app.profileCounts, member.user.id, posting)).toBe(true);
    expect((await counts(t.app, member.cookie)).scrapCount).toBe(1);
    expect(await removeScrap(t.database.db, t.app.profileCounts, member.user.id, posting)).toBe(false);
  });

  it('a login answers the same counts as the profile', async () => {
    const member = await createLoggedInUser(t.database.db, { brand: 'b' });
    await createNotification(t.database.db, t.app.profileCounts, member.user.id, { title: '알림' });
    await addScrap(t.database.db, t.app.profileCounts, member.user.id, { targetType: 'exam', targetId: '7' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/apiV2/auth/login',
      headers: { host: BRAND_B_HOST },
      payload: { email: member.user.email, password: 'testpass123' },
    });
    expect(login.json().user).toMatchObject({ notificationUnreadCount: 1, scrapCount: 1 });
    expect(await counts(t.app, sessionCookieFrom(login), BRAND_B_HOST)).toEqual({ notificationUnreadCount: 1, scrapCount: 1 });
    await markNotificationsRead(t.database.db, t.app.profileCounts, member.user.id);
    expect(await counts(t.app, member.cookie, BRAND_B_HOST)).toEqual({ notificationUnreadCount: 0, scrapCount: 1 });
  });
});

const redisAvailable = await testRedisAvailable();

describe.skipIf(!redisAvailable)('profile counts on two instances sharing Redis', () => {
  it('a notification, a read and a scrap written through one instance show in the other’s next profile', async () => {
    const database = await createTestDatabase();
    const redis = new Redis(TEST_REDIS_URL);
    const config = { ...loadConfig({ APP_ENV: 'test' }), logLevel: 'silent' };
    // Instance two's versions are held here only to know when it has heard a bump.
    const versionsTwo = await createRedisReadVersions(redis, redis.duplicate());
    const [one, two] = await Promise.all([
      buildApp({ config, db: database.db, redis, logger: false }),
      buildApp({ config, db: database.db, redis, readVersions: versionsTwo, logger: false }),
    ]);
    try {
      const member = await createLoggedInUser(database.db);
      const tag = profileCountsTag(member.user.id);
      /**
       * Both instances share this process, so a request to two can run before two has read the broadcast from its
       * socket (across a network Redis delivers it before it answers the publish): wait until two has heard.
       */
      const heardBy = (bumps: number) => expect.poll(() => versionsTwo.current(tag), { timeout: 5_000, interval: 5 }).toBe(bumps);
      expect(await counts(two, member.cookie)).toEqual({ notificationUnreadCount: 0, scrapCount: 0 });
      const bumps = versionsTwo.current(tag);

      const id = await createNotification(database.db, one.profileCounts, member.user.id, { title: '새 알림' });
      await heardBy(bumps + 1);
      expect(await counts(two, member.cookie)).toEqual({ notificationUnreadCount: 1, scrapCount: 0 });

      await addScrap(database.db, one.profileCounts, member.user.id, { targetType: 'activity', targetId: 'a-1' });
      await heardBy(bumps + 2);
      expect(await counts(two, member.cookie)).toEqual({ notificationUnreadCount: 1, scrapCount: 1 });

      await markNotificationsRead(database.db, one.profileCounts, member.user.id, [id!]);
      await heardBy(bumps + 3);
      expect(await counts(two, member.cookie)).toEqual({ notificationUnreadCount: 0, scrapCount: 1 });
    } finally {
      await Promise.all([one.close(), two.close()]);
      await versionsTwo.close();
      redis.disconnect();
      await database.close();
    }
  });
});
