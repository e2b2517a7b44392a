/** The demo seed's portal notifications and interests through the API: every kind, read and unread; seeding again adds nothing. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { seed } from '../../seed/seed';
import { seedPortalNotifications } from '../../seed/portal-notifications';
import { dataOf, graphql } from '../../test/graphql-call';
import { useTestApp } from '../../test/test-app';
import { createSession } from '../accounts/create-session';

const t = useTestApp();

describe('seeded portal notifications', () => {
  it('give the demo student one notification of each kind, some read, and interests', async () => {
    await seed(t.database.db);
    await seedPortalNotifications(t.database.db);
    const [student] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.brand, 'a'), eq(users.email, 'student@careerroad.kr')));
    const { token } = await createSession(t.database.db, student!, { ttlDays: 1 });
    const cookie = `accessToken=${token}`;

    const list = dataOf(
      await graphql(t, `{ notifications(pageSize: 50) { totalCount unreadCount nodes { kind read link title } } }`, {}, { cookie }),
      'notifications',
    );
    const kinds = new Set(list.nodes.map((n: { kind: string }) => n.kind));
    expect([...kinds].sort()).toEqual(['CHANNEL_NEWS', 'COMMENT_REPLY', 'GENERAL', 'POSTING_CLOSING']);
    expect(list.nodes.some((n: { read: boolean }) => n.read)).toBe(true);
    // The account seed's three unread and two of these at least (other seeds add replies to the member's comments).
    expect(list.unreadCount).toBeGreaterThanOrEqual(5);
    const state = (kind: string) => list.nodes.filter((n: { kind: string }) => n.kind === kind).map((n: { read: boolean }) => n.read);
    expect(state('POSTING_CLOSING').sort()).toEqual([false, true]);
    expect(state('CHANNEL_NEWS')).toContain(true);
    expect(state('COMMENT_REPLY')).toContain(false);
    // Every link is a path of the portal itself (the page follows only those).
    for (const n of list.nodes.filter((n: { kind: string }) => n.kind !== 'GENERAL')) expect(n.link).toMatch(/^\/[a-z]/);
    expect(list.nodes.filter((n: { kind: string }) => n.kind === 'POSTING_CLOSING').every((n: { link: string }) => /^\/activity\/\d+$/.test(n.link))).toBe(true);

    const interests = dataOf(await graphql(t, `{ viewerInterests { interests targets onboarded } }`, {}, { cookie }), 'viewerInterests');
    expect(interests).toEqual({ interests: ['MARKETING', 'IT', 'PLANNING'], targets: ['UNIVERSITY'], onboarded: true });
    const recommended = dataOf(await graphql(t, `{ recommendedPostings(pageSize: 5) { basis nodes { fields } } }`, {}, { cookie }), 'recommendedPostings');
    expect(recommended.basis).toBe('INTERESTS');
    expect(recommended.nodes).toHaveLength(5);
  });
});
