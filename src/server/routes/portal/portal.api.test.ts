import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, notifications, scraps } from '../../../db/schema';
import { approveCorporateUser } from '../../accounts/approve-corporate-user';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { BRAND_A_HOST, createTestApp, sessionCookieFrom, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CURRENT_USER = /* GraphQL */ `
  query CurrentUser($notificationType: NotificationScope) {
    currentUser {
      id
      username
      type
      corporateApproved
      scrapCount
      notificationUnreadCount(scope: $notificationType)
      channel { id url deactivatedAt }
      tokenSet { accessToken }
    }
  }
`;

async function login(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/apiV2/auth/login',
    headers: { host: BRAND_A_HOST },
    payload: { email, password: TEST_PASSWORD },
  });
  return sessionCookieFrom(response);
}

const currentUser = (cookie?: string, notificationType: string | null = 'NOTIFICATION') =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { host: BRAND_A_HOST, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { query: CURRENT_USER, variables: { notificationType } },
  });

describe('portal GraphQL CurrentUser', () => {
  it('is null for a visitor', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { currentUser: null } });
  });

  it('counts unread notifications of the requested scope and scraps from the database', async () => {
    const user = await createUser(t.database.db, { email: 'counts@example.kr', username: '카운트' });
    await t.database.db.insert(notifications).values([
      { userId: user.id, title: '읽지 않은 알림 1' },
      { userId: user.id, title: '읽지 않은 알림 2' },
      { userId: user.id, title: '읽은 알림', readAt: new Date() },
      { userId: user.id, title: '채팅 알림', scope: 'CHAT' },
    ]);
    await t.database.db.insert(scraps).values([{ userId: user.id, targetType: 'activity', targetId: 'x' }]);
    const cookie = await login('counts@example.kr');

    const scoped = (await currentUser(cookie)).json().data.currentUser;
    expect(scoped).toMatchObject({ username: '카운트', type: 'NORMAL', corporateApproved: true, scrapCount: 1, notificationUnreadCount: 2, channel: null });
    expect(scoped.tokenSet.accessToken).toBe(cookie.split('=')[1]);
    const all = (await currentUser(cookie, null)).json().data.currentUser;
    expect(all.notificationUnreadCount).toBe(3);
  });

  it("shows a corporate member's channel with its deactivation date", async () => {
    const user = await createUser(t.database.db, { email: 'corp@example.kr', type: 'CORPORATE' });
    const deactivatedAt = new Date('2026-06-30T15:00:00Z');
    await t.database.db.insert(channels).values({ ownerId: user.id, url: 'corp-channel', title: '채널', deactivatedAt });
    const cookie = await login('corp@example.kr');
    const me = (await currentUser(cookie)).json().data.currentUser;
    expect(me.type).toBe('CORPORATE');
    expect(me.channel).toMatchObject({ url: 'corp-channel', deactivatedAt: deactivatedAt.toISOString() });
    await t.database.db.delete(channels).where(eq(channels.ownerId, user.id));
  });

  it('reports an unapproved corporate member with a channel as not approved, and an approved one as approved', async () => {
    const user = await createUser(t.database.db, { email: 'pending-corp@example.kr', type: 'CORPORATE' });
    await t.database.db.insert(channels).values({ ownerId: user.id, url: 'pending-channel', title: '대기 채널' });
    const cookie = await login('pending-corp@example.kr');
    const pending = (await currentUser(cookie)).json().data.currentUser;
    expect(pending).toMatchObject({ type: 'CORPORATE', corporateApproved: false, channel: { url: 'pending-channel', deactivatedAt: null } });

    // An operator's approval, through its operation: the member's cached session sees it on the next request.
    const approval = await approveCorporateUser(t.database.db, t.app.sessionCache, { brand: user.brand, account: { userId: user.id }, actorId: null });
    expect(approval.changed).toBe(true);
    expect((await currentUser(cookie)).json().data.currentUser.corporateApproved).toBe(true);
    await t.database.db.delete(channels).where(eq(channels.ownerId, user.id));
  });

  it('rejects an invalid scope with a GraphQL error, not a crash', async () => {
    const response = await currentUser(undefined, 'NOPE');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/NOPE/);
  });
});

describe('portal /logout', () => {
  it('revokes the session and follows a same-site next', async () => {
    await createUser(t.database.db, { email: 'bye@example.kr' });
    const cookie = await login('bye@example.kr');
    const response = await t.app.inject({
      method: 'POST',
      url: '/logout?next=%2Fcalendar',
      headers: { host: 'careerroad.localhost:3000', cookie, origin: 'http://careerroad.localhost:3000' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/calendar');
    expect((await currentUser(cookie)).json().data.currentUser).toBeNull();
  });

  it('sends an off-site next to the individual-service home', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/logout?next=https%3A%2F%2Fevil.example.com',
      headers: { host: 'careerroad.localhost:3000' },
    });
    expect(response.headers.location).toBe('http://careerroad.localhost:3000/');
  });
});
