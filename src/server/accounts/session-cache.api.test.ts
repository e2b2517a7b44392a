/**
 * Sessions come from the session cache, yet a logout or a change of the user is seen by the very next
 * request: on the same instance, and with Redis on another instance once it has heard the bump.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/server-config';
import { sessions, users } from '../../db/schema';
import { buildApp } from '../app';
import { createRedisReadVersions } from '../read-cache/read-versions';
import { createLoggedInUser, createUser } from '../../test/factories';
import { graphql } from '../../test/graphql-call';
import { BRAND_A_HOST, BRAND_B_HOST, useTestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { TEST_REDIS_URL, testRedisAvailable } from '../../test/test-redis';
import { approveCorporateUser } from './approve-corporate-user';
import { createSession } from './create-session';
import { SESSIONS_TAG } from './session-cache';

const t = useTestApp();

const profile = (app: FastifyInstance, cookie: string, host = BRAND_A_HOST) =>
  app.inject({ method: 'GET', url: '/apiV2/auth/profile', headers: { host, cookie } });

const corporateApproved = async (app: FastifyInstance, cookie: string) =>
  (await graphql({ app }, 'query { currentUser { corporateApproved } }', {}, { cookie })).json().data.currentUser
    ?.corporateApproved;

/** Renames the user behind the operations' back, so only a lookup that reaches the database would show it. */
const renameInDatabase = (db: typeof t.database.db, userId: string) =>
  db.update(users).set({ username: '바뀐이름' }).where(eq(users.id, userId));

const LOGOUTS = [
  { name: 'CBT POST /apiV2/auth/logout', brand: 'a', host: BRAND_A_HOST, method: 'POST', url: '/apiV2/auth/logout' },
  { name: 'portal POST /logout', brand: 'a', host: 'portal.localhost:3000', method: 'POST', url: '/logout' },
  { name: 'brand B POST /sso/sign-out', brand: 'b', host: BRAND_B_HOST, method: 'POST', url: '/sso/sign-out' },
] as const;

describe('session cache on one instance', () => {
  it('members arriving together are each answered with their own session, and an expired or other-brand token is refused', async () => {
    const members = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createLoggedInUser(t.database.db, { username: `동시응시${i}` })),
    );
    const brandB = await createLoggedInUser(t.database.db, { brand: 'b', username: '간호' });
    const expired = await createLoggedInUser(t.database.db, { username: '만료' });
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expired.user.id));
    // All cold, all at once: the lookups share statements (get-session-user.ts), never each other's rows.
    const answers = await Promise.all([
      ...members.map((member) => profile(t.app, member.cookie)),
      profile(t.app, brandB.cookie),
      profile(t.app, expired.cookie),
    ]);
    expect(answers.slice(0, members.length).map((answer) => answer.json().username)).toEqual(members.map((_, i) => `동시응시${i}`));
    // A brand B session on brand A's host, and an expired one, are not sessions there.
    expect(answers.slice(members.length).map((answer) => answer.statusCode)).toEqual([401, 401]);
  });

  it.each(LOGOUTS)('$name: the same token is refused on the next request although its session was cached', async (logout) => {
    const member = await createLoggedInUser(t.database.db, { brand: logout.brand, username: '처음이름' });
    const cbtHost = logout.brand === 'a' ? BRAND_A_HOST : BRAND_B_HOST;
    expect((await profile(t.app, member.cookie, cbtHost)).json().username).toBe('처음이름');
    // The session is served from memory: a change made around the operations is not seen yet.
    await renameInDatabase(t.database.db, member.user.id);
    expect((await profile(t.app, member.cookie, cbtHost)).json().username).toBe('처음이름');

    const out = await t.app.inject({ method: logout.method, url: logout.url, headers: { host: logout.host, cookie: member.cookie } });
    expect(out.statusCode).toBeLessThan(400);
    expect((await profile(t.app, member.cookie, cbtHost)).statusCode).toBe(401);
  });

  it('a logout ends only that session: the member’s other device stays logged in and is looked up afresh', async () => {
    const member = await createLoggedInUser(t.database.db, { username: '두기기' });
    const { token } = await createSession(t.database.db, member.user, { ttlDays: 1 });
    const otherDevice = `accessToken=${token}`;
    expect((await profile(t.app, otherDevice)).statusCode).toBe(200);
    await renameInDatabase(t.database.db, member.user.id);
    await t.app.inject({ method: 'POST', url: '/apiV2/auth/logout', headers: { host: BRAND_A_HOST, cookie: member.cookie } });
    expect((await profile(t.app, member.cookie)).statusCode).toBe(401);
    expect((await profile(t.app, otherDevice)).json().username).toBe('바뀐이름');
  });

  it('a corporate approval through its operation is seen by the member’s next request', async () => {
    const user = await createUser(t.database.db, { type: 'CORPORATE' });
    const { token } = await createSession(t.database.db, user, { ttlDays: 1 });
    const cookie = `accessToken=${token}`;
    expect(await corporateApproved(t.app, cookie)).toBe(false);
    expect(await corporateApproved(t.app, cookie)).toBe(false);
    const approve = (brand: 'a' | 'b') =>
      approveCorporateUser(t.database.db, t.app.sessionCache, { brand, account: { userId: user.id }, actorId: null });
    expect((await approve('a')).changed).toBe(true);
    expect(await corporateApproved(t.app, cookie)).toBe(true);
    // Approving twice changes nothing; a member of another brand is not found.
    expect((await approve('a')).changed).toBe(false);
    await expect(approve('b')).rejects.toMatchObject({ kind: 'not-found' });
  });
});

const redisAvailable = await testRedisAvailable();

describe.skipIf(!redisAvailable)('session cache on two instances sharing Redis', () => {
  it('a logout or an approval on one instance is seen by the other’s next request, though its cache held the session', async () => {
    const database = await createTestDatabase();
    const redis = new Redis(TEST_REDIS_URL);
    const config = { ...loadConfig({ APP_ENV: 'test' }), logLevel: 'silent' };
    // Instance two's versions are held here only to know when it has heard a bump.
    const versionsTwo = await createRedisReadVersions(redis, redis.duplicate());
    const [one, two] = await Promise.all([
      buildApp({ config, db: database.db, redis, logger: false }),
      buildApp({ config, db: database.db, redis, readVersions: versionsTwo, logger: false }),
    ]);
    /**
     * Both instances share this process, so a request to two can run before two has read the broadcast from its
     * socket. Across a network it is there first: Redis sends it to every subscriber in the same turn as it answers
     * the publish, and the logout replies only after that answer. So wait until two has heard, then assert.
     */
    const heardBy = (bumpsBefore: number, bumps: number) =>
      expect.poll(() => versionsTwo.current(SESSIONS_TAG), { timeout: 5_000, interval: 5 }).toBe(bumpsBefore + bumps);
    try {
      const member = await createLoggedInUser(database.db, { username: '처음이름' });
      const corporate = await createUser(database.db, { type: 'CORPORATE' });
      const corporateCookie = `accessToken=${(await createSession(database.db, corporate, { ttlDays: 1 })).token}`;
      expect((await profile(two, member.cookie)).statusCode).toBe(200);
      expect(await corporateApproved(two, corporateCookie)).toBe(false);
      await renameInDatabase(database.db, member.user.id);
      expect((await profile(two, member.cookie)).json().username).toBe('처음이름');

      const bumps = versionsTwo.current(SESSIONS_TAG);
      await one.inject({ method: 'POST', url: '/apiV2/auth/logout', headers: { host: BRAND_A_HOST, cookie: member.cookie } });
      await heardBy(bumps, 1);
      expect((await profile(two, member.cookie)).statusCode).toBe(401);

      await approveCorporateUser(database.db, one.sessionCache, { brand: 'a', account: { userId: corporate.id }, actorId: null });
      await heardBy(bumps, 2);
      expect(await corporateApproved(two, corporateCookie)).toBe(true);
    } finally {
      await Promise.all([one.close(), two.close()]);
      await versionsTwo.close();
      redis.disconnect();
      await database.close();
    }
  });
});
