/**
 * The demo seed's social side through the API: channel pages with introductions and generated logos, the demo
 * student's follows with exact follower counts, posting threads whose commentCount matches, the student's channel
 * Q&A answered, reply notifications; seeding twice adds nothing.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelFollows, channels, notifications, portalComments, users } from '../../db/schema';
import { seed } from '../../seed/seed';
import { seedPortalSocial } from '../../seed/portal-social';
import { createSession } from '../accounts/create-session';
import { dataOf, graphql } from '../../test/graphql-call';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('seeded channels and comments', () => {
  it('gives channels introductions, logos, follows and conversations, once', async () => {
    const db = t.database.db;
    await seed(db);
    const [student] = await db.select().from(users).where(eq(users.email, 'student@careerroad.kr'));
    const cookie = `accessToken=${(await createSession(db, student!, { ttlDays: 1 })).token}`;

    const PAGE = `query { channelPage(url: "hanbit-electronics") { introduction logoSvg followerCount viewerIsFollowing openPostingCount postings { totalCount } } }`;
    const page = dataOf(await graphql(t, PAGE, {}, { cookie }), 'channelPage');
    expect(page.introduction).toMatch(/한빛전자/);
    expect(page.logoSvg).toMatch(/^<svg /);
    expect(page).toMatchObject({ followerCount: 2, viewerIsFollowing: true });
    expect(page.openPostingCount).toBeGreaterThan(0);
    const snaplab = dataOf(await graphql(t, `query { channelPage(url: "snaplab") { viewerIsFollowing } }`, {}, { cookie }), 'channelPage');
    expect(snaplab.viewerIsFollowing).toBe(false);

    // Every follower count is its rows.
    const rows = await db.select({ id: channels.id, followerCount: channels.followerCount }).from(channels);
    for (const channel of rows) {
      const [n] = await db.select({ n: count() }).from(channelFollows).where(eq(channelFollows.channelId, channel.id));
      expect(channel.followerCount).toBe(n!.n);
    }

    const MINE = `query { myPortalComments(answeredOnly: true) { totalCount nodes { channel { url } comment { replies { authorIsChannelManager } } } } }`;
    const answered = dataOf(await graphql(t, MINE, {}, { cookie }), 'myPortalComments');
    const onChannels = answered.nodes.filter((node: { channel: unknown }) => node.channel !== null);
    expect(onChannels).toMatchObject([{ channel: { url: 'hanbit-electronics' }, comment: { replies: [{ authorIsChannelManager: true }] } }]);
    const replies = await db.select().from(notifications).where(eq(notifications.userId, student!.id));
    const seededReplies = replies.filter((n) => n.dedupeKey?.startsWith('comment-reply:'));
    expect(seededReplies.length).toBeGreaterThanOrEqual(2);
    // Listed on the notifications page, but read: the demo's unread counts stay as documented.
    expect(seededReplies.every((n) => n.readAt !== null)).toBe(true);

    const commented = await db.select({ postingId: portalComments.postingId }).from(portalComments).limit(1);
    const postingId = String(commented[0]!.postingId);
    const THREAD = `query ($id: ID!) { portalComments(postingId: $id) { commentCount } posting(id: $id) { posting { commentCount } } }`;
    const both = (await graphql(t, THREAD, { id: postingId })).json().data;
    expect(both.portalComments.commentCount).toBeGreaterThan(0);
    expect(both.posting.posting.commentCount).toBe(both.portalComments.commentCount);

    const [before] = await db.select({ n: count() }).from(portalComments);
    await seedPortalSocial(db);
    const [after] = await db.select({ n: count() }).from(portalComments);
    expect(after!.n).toBe(before!.n);
  });
});
