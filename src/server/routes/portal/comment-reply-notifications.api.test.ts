/**
 * Reply notifications grouped and capped (ADR 40) through /graphql: replies to one member's comment fold into one
 * unread notification naming the latest replier and how many others replied; reading it (or the window passing)
 * makes the next reply start a new one; a member replying again is counted once; a replier over the hourly cap of
 * notifying writes gets a Korean 429 and nothing is saved; a member over the hourly cap of new notifications gets no
 * new one, while an open group still takes replies.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_CAP_WINDOW_MS,
  NOTIFICATIONS_PER_RECIPIENT_PER_HOUR,
  NOTIFYING_WRITES_PER_SENDER_PER_HOUR,
} from '../../../contracts/constants';
import { notifications, portalComments } from '../../../db/schema';
import { createLoggedInUser, createPosting } from '../../../test/factories';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { useTestApp } from '../../../test/test-app';
import { notificationCapKeys } from '../../notifications/notification-caps';

const t = useTestApp();

const CREATE = /* GraphQL */ `
  mutation ($input: CreatePortalCommentInput!) { createPortalComment(input: $input) { commentCount comment { id } } }
`;
const LIST = /* GraphQL */ `
  query { notifications(pageSize: 50) { totalCount unreadCount nodes { id kind title link read } } }
`;
const MARK = `mutation ($ids: [ID!]!) { markNotificationsRead(ids: $ids) { markedCount unreadCount } }`;

const write = async (cookie: string, input: Record<string, unknown>) =>
  dataOf(await graphql(t, CREATE, { input }, { cookie }), 'createPortalComment');
const listOf = async (cookie: string) => dataOf(await graphql(t, LIST, {}, { cookie }), 'notifications');
const single = (title: string) => `「${title}」에 남긴 내 댓글에 답글이 달렸어요.`;
const grouped = (title: string, name: string, others: number) =>
  `「${title}」에 남긴 내 댓글에 ${name}님 외 ${others}명이 답글을 남겼어요.`;

/** Counts `times` hits on a cap's counter, as that many earlier writes would have. */
async function spend(key: string, times: number) {
  for (let i = 0; i < times; i++) await t.app.rateLimiter.store.increment(key, NOTIFICATION_CAP_WINDOW_MS);
}

describe('reply notifications', () => {
  it('fold twenty repliers into one notification naming the latest; reading it starts a new group', async () => {
    const db = t.database.db;
    const posting = await createPosting(db, { title: '묶음 공고' });
    const postingId = String(posting.id);
    const author = await createLoggedInUser(db);
    const parent = await write(author.cookie, { postingId, body: '질문입니다' });
    const repliers = [];
    for (let i = 1; i <= 20; i++) repliers.push(await createLoggedInUser(db, { nickname: `답글러${i}` }));
    for (const [i, replier] of repliers.entries()) {
      await write(replier.cookie, { postingId, parentId: parent.comment.id, body: `답글 ${i + 1}` });
    }

    const first = await listOf(author.cookie);
    expect(first).toMatchObject({ totalCount: 1, unreadCount: 1 });
    expect(first.nodes[0]).toMatchObject({
      kind: 'COMMENT_REPLY',
      read: false,
      title: grouped('묶음 공고', '답글러20', 19),
      link: `/activity/${posting.id}#comment-${parent.comment.id}`,
    });
    const [row] = await db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(row!.actorCount).toBe(20);

    // A member replying again is not counted again.
    await write(repliers[4]!.cookie, { postingId, parentId: parent.comment.id, body: '한 번 더' });
    const again = await listOf(author.cookie);
    expect(again.totalCount).toBe(1);
    expect(again.nodes[0].title).toBe(grouped('묶음 공고', '답글러20', 19));

    expect(dataOf(await graphql(t, MARK, { ids: [first.nodes[0].id] }, { cookie: author.cookie }), 'markNotificationsRead')).toEqual({
      markedCount: 1,
      unreadCount: 0,
    });
    await write(repliers[0]!.cookie, { postingId, parentId: parent.comment.id, body: '읽은 뒤의 답글' });
    await write(repliers[1]!.cookie, { postingId, parentId: parent.comment.id, body: '또 다른 답글' });
    const after = await listOf(author.cookie);
    expect(after).toMatchObject({ totalCount: 2, unreadCount: 1 });
    expect(after.nodes.map((n: { title: string; read: boolean }) => [n.title, n.read])).toEqual([
      [grouped('묶음 공고', '답글러2', 1), false],
      [grouped('묶음 공고', '답글러20', 19), true],
    ]);

    // Past the window since its last reply, the open group takes no more: the next reply starts another.
    await db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(notifications.userId, author.user.id), eq(notifications.actorCount, 2)));
    await write(repliers[2]!.cookie, { postingId, parentId: parent.comment.id, body: '하루 뒤의 답글' });
    const later = await listOf(author.cookie);
    expect(later).toMatchObject({ totalCount: 3, unreadCount: 2 });
    expect(later.nodes[0].title).toBe(single('묶음 공고'));
  });

  it('refuse a replier over the hourly cap with a Korean 429 and save nothing; a repeated reply is not counted', async () => {
    const db = t.database.db;
    const posting = await createPosting(db, { title: '도배 공고' });
    const postingId = String(posting.id);
    const [first, second] = [await createLoggedInUser(db), await createLoggedInUser(db)];
    const firstComment = await write(first.cookie, { postingId, body: '첫 회원의 댓글' });
    const secondComment = await write(second.cookie, { postingId, body: '둘째 회원의 댓글' });
    const sender = await createLoggedInUser(db);
    const senderKey = notificationCapKeys.sender(sender.user.id);
    await spend(senderKey, NOTIFYING_WRITES_PER_SENDER_PER_HOUR - 1);

    // The last notifying write of the hour; the same reply sent again notifies nobody anew and is not counted.
    await write(sender.cookie, { postingId, parentId: firstComment.comment.id, body: '답글' });
    const retried = await write(sender.cookie, { postingId, parentId: firstComment.comment.id, body: '답글' });
    expect((await t.app.rateLimiter.store.get(senderKey)).count).toBe(NOTIFYING_WRITES_PER_SENDER_PER_HOUR);
    expect((await listOf(first.cookie)).nodes.map((n: { title: string }) => n.title)).toEqual([single('도배 공고')]);

    const refused = refusal(
      await graphql(t, CREATE, { input: { postingId, parentId: secondComment.comment.id, body: '넘친 답글' } }, { cookie: sender.cookie }),
    );
    expect(refused).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS', message: '답글을 너무 많이 달고 있습니다. 잠시 후 다시 시도해주세요.' });
    expect(await db.select().from(portalComments).where(eq(portalComments.body, '넘친 답글'))).toHaveLength(0);
    expect((await listOf(second.cookie)).totalCount).toBe(0);

    // A comment that notifies nobody is not capped; the posting counts only what was saved.
    const own = await write(sender.cookie, { postingId, body: '내 댓글' });
    expect(own.commentCount).toBe(retried.commentCount + 1);
  });

  it('give a member no new notification over their hourly cap, while an open group still takes replies', async () => {
    const db = t.database.db;
    const posting = await createPosting(db, { title: '한도 공고' });
    const postingId = String(posting.id);
    const member = await createLoggedInUser(db);
    const older = await write(member.cookie, { postingId, body: '먼저 쓴 댓글' });
    const newer = await write(member.cookie, { postingId, body: '나중 쓴 댓글' });
    const [a, b] = [await createLoggedInUser(db, { nickname: '가람' }), await createLoggedInUser(db, { nickname: '나래' })];
    await write(a.cookie, { postingId, parentId: older.comment.id, body: '답글' });
    await spend(notificationCapKeys.recipient(member.user.id), NOTIFICATIONS_PER_RECIPIENT_PER_HOUR);

    const dropped = await write(b.cookie, { postingId, parentId: newer.comment.id, body: '알림 없는 답글' });
    expect(dropped.comment.id).toBeTruthy();
    await write(b.cookie, { postingId, parentId: older.comment.id, body: '묶이는 답글' });
    const list = await listOf(member.cookie);
    expect(list.nodes.map((n: { title: string }) => n.title)).toEqual([grouped('한도 공고', '나래', 1)]);
  });
});
