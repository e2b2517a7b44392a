/**
 * Portal notifications through /graphql: a member's list pages newest first and filters unread ones, read
 * marks and deletes touch only the member's own and bring the header's count (CurrentUser.notificationUnreadCount)
 * down at once, bad arguments are Korean 400s, visitors 401; the closing-soon job writes each [D-3]/[D-1] reminder
 * once however often and however concurrently it runs; a channel's new posting tells each follower once.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kstDayKey, kstInstant } from '../../../config/kst';
import { channelFollows, notifications } from '../../../db/schema';
import { createChannel, createLoggedInUser, createPosting, createUser } from '../../../test/factories';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { useTestApp } from '../../../test/test-app';
import { notifyChannelFollowers } from '../../postings/notify-channel-followers';
import { remindClosingPostings } from '../../notifications/remind-closing-postings';
import { setPostingScrap } from '../../postings/scrap-posting';

const t = useTestApp();
const DAY = 86_400_000;

const LIST = /* GraphQL */ `
  query ($unreadOnly: Boolean, $page: Int, $pageSize: Int) {
    notifications(unreadOnly: $unreadOnly, page: $page, pageSize: $pageSize) {
      totalCount unreadCount page pageSize
      nodes { id kind scope title link read readAt createdAt }
    }
  }
`;
const HEADER_COUNT = `query { currentUser { notificationUnreadCount(scope: NOTIFICATION) } }`;
const MARK = `mutation ($ids: [ID!]!) { markNotificationsRead(ids: $ids) { markedCount unreadCount } }`;
const MARK_ALL = `mutation { markAllNotificationsRead { markedCount unreadCount } }`;
const DELETE = `mutation ($id: ID!) { deleteNotification(id: $id) }`;

/** Notifications for `userId`, the first given the oldest; returns their ids in that order. */
async function notify(userId: string, titles: string[], read: boolean[] = []): Promise<string[]> {
  const start = Date.now() - titles.length * 60_000;
  const rows = await t.database.db
    .insert(notifications)
    .values(titles.map((title, i) => ({ userId, title, link: `/activity/${i + 1}`, createdAt: new Date(start + i * 60_000), readAt: read[i] ? new Date() : null })))
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

const headerCount = async (cookie: string) =>
  dataOf(await graphql(t, HEADER_COUNT, {}, { cookie }), 'currentUser').notificationUnreadCount as number;

describe('the member’s notifications', () => {
  it('pages newest first, filters unread ones and never shows another member’s', async () => {
    const { user, cookie } = await createLoggedInUser(t.database.db);
    const other = await createUser(t.database.db);
    await notify(user.id, ['첫째', '둘째', '셋째', '넷째', '다섯째'], [true, false, true, false, false]);
    await notify(other.id, ['남의 알림']);

    const first = dataOf(await graphql(t, LIST, { pageSize: 2 }, { cookie }), 'notifications');
    expect(first).toMatchObject({ totalCount: 5, unreadCount: 3, page: 1, pageSize: 2 });
    expect(first.nodes.map((n: { title: string }) => n.title)).toEqual(['다섯째', '넷째']);
    expect(first.nodes[0]).toMatchObject({ kind: 'GENERAL', scope: 'NOTIFICATION', read: false, readAt: null, link: '/activity/5' });
    const third = dataOf(await graphql(t, LIST, { page: 3, pageSize: 2 }, { cookie }), 'notifications');
    expect(third.nodes.map((n: { title: string }) => n.title)).toEqual(['첫째']);
    expect(third.nodes[0].read).toBe(true);
    expect(dataOf(await graphql(t, LIST, { page: 4, pageSize: 2 }, { cookie }), 'notifications').nodes).toEqual([]);

    const unread = dataOf(await graphql(t, LIST, { unreadOnly: true }, { cookie }), 'notifications');
    expect(unread).toMatchObject({ totalCount: 3, unreadCount: 3 });
    expect(unread.nodes.map((n: { title: string }) => n.title)).toEqual(['다섯째', '넷째', '둘째']);
  });

  it('marks chosen ones read, then all, and the header count follows at once', async () => {
    const { user, cookie } = await createLoggedInUser(t.database.db);
    const other = await createLoggedInUser(t.database.db);
    const [a, b, c] = await notify(user.id, ['가', '나', '다']);
    const [foreign] = await notify(other.user.id, ['남의 것']);
    expect(await headerCount(cookie)).toBe(3);

    // Another member's id is left alone; a read one is not counted twice.
    expect(dataOf(await graphql(t, MARK, { ids: [a, foreign] }, { cookie }), 'markNotificationsRead')).toEqual({ markedCount: 1, unreadCount: 2 });
    expect(dataOf(await graphql(t, MARK, { ids: [a] }, { cookie }), 'markNotificationsRead')).toEqual({ markedCount: 0, unreadCount: 2 });
    expect(await headerCount(cookie)).toBe(2);
    expect(await headerCount(other.cookie)).toBe(1);

    expect(dataOf(await graphql(t, MARK_ALL, {}, { cookie }), 'markAllNotificationsRead')).toEqual({ markedCount: 2, unreadCount: 0 });
    expect(await headerCount(cookie)).toBe(0);
    const list = dataOf(await graphql(t, LIST, {}, { cookie }), 'notifications');
    expect(list.unreadCount).toBe(0);
    expect(list.nodes.every((n: { read: boolean; readAt: string }) => n.read && n.readAt)).toBe(true);
    expect([b, c]).toHaveLength(2);
    expect(await headerCount(other.cookie)).toBe(1);
  });

  it('deletes only the member’s own, and an unread one leaves the header count', async () => {
    const { user, cookie } = await createLoggedInUser(t.database.db);
    const other = await createLoggedInUser(t.database.db);
    const [mine] = await notify(user.id, ['지울 알림']);
    const [theirs] = await notify(other.user.id, ['남의 알림']);
    expect(await headerCount(cookie)).toBe(1);
    expect(dataOf(await graphql(t, DELETE, { id: theirs }, { cookie }), 'deleteNotification')).toBe(false);
    expect(dataOf(await graphql(t, DELETE, { id: mine }, { cookie }), 'deleteNotification')).toBe(true);
    expect(dataOf(await graphql(t, DELETE, { id: mine }, { cookie }), 'deleteNotification')).toBe(false);
    expect(await headerCount(cookie)).toBe(0);
    expect(await headerCount(other.cookie)).toBe(1);
  });

  it('refuses a visitor with the Korean 401', async () => {
    for (const query of [LIST, MARK_ALL, `mutation { markNotificationsRead(ids: []) { markedCount } }`, `mutation { deleteNotification(id: "00000000-0000-0000-0000-000000000000") }`]) {
      const answer = refusal(await graphql(t, query));
      expect(answer).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.' });
    }
  });

  it('answers bad arguments with a Korean 400, never a 500', async () => {
    const { cookie } = await createLoggedInUser(t.database.db);
    const cases: [string, Record<string, unknown>, string][] = [
      [LIST, { page: 0 }, 'INVALID_PAGE'],
      [LIST, { pageSize: 10_000 }, 'INVALID_PAGE'],
      [LIST, { page: 2_000_000_000 }, 'INVALID_PAGE'],
      [MARK, { ids: ['abc'] }, 'INVALID_ID'],
      [MARK, { ids: Array.from({ length: 101 }, () => '00000000-0000-0000-0000-000000000000') }, 'INVALID_ID'],
      [DELETE, { id: "1'; drop table notifications; --" }, 'INVALID_ID'],
    ];
    for (const [query, variables, code] of cases) {
      const answer = refusal(await graphql(t, query, variables, { cookie }));
      expect(answer, JSON.stringify(variables).slice(0, 80)).toMatchObject({ status: 400, code });
      expect(answer.message).toMatch(/[가-힣]/);
    }
  });
});

describe('the closing-soon job', () => {
  // A fixed clock: 2026-03-10 10:00 KST. D-3 is a posting ending on 03-13 (KST), D-1 one ending on 03-11.
  const now = kstInstant('2026-03-10', 10);
  const endOn = (dayKey: string) => kstInstant(dayKey, 23, 59, 59);
  const posting = (title: string, end: Date, extra: Record<string, unknown> = {}) =>
    createPosting(t.database.db, { title, publishedAt: kstInstant('2026-03-01'), receptionStartAt: kstInstant('2026-03-02'), receptionEndAt: end, ...extra });
  const remindersOf = (userId: string) =>
    t.database.db
      .select({ title: notifications.title, link: notifications.link, kind: notifications.kind, dedupeKey: notifications.dedupeKey })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), like(notifications.dedupeKey, 'posting-closing:%')))
      .orderBy(notifications.dedupeKey);

  it('reminds 3 days and 1 day before the end, once per member and posting however often it runs', async () => {
    const channel = await createChannel(t.database.db, { title: '마감알림기업' });
    const d3 = await posting('삼일 남은 공모전', endOn('2026-03-13'), { channel });
    const d1 = await posting('하루 남은 공모전', endOn('2026-03-11'), { channel });
    const d2 = await posting('이틀 남은 공모전', endOn('2026-03-12'), { channel });
    const today = await posting('오늘 마감 공모전', endOn('2026-03-10'), { channel });
    const draft = await posting('비공개 공모전', endOn('2026-03-13'), { channel, publishedAt: null });
    const member = await createUser(t.database.db);
    const bystander = await createUser(t.database.db);
    for (const p of [d3, d1, d2, today]) {
      await setPostingScrap(t.database.db, t.app.profileCounts, { brand: 'a', userId: member.id, postingId: p.id, scrapped: true });
    }
    // A draft cannot be scrapped through the operation; a stale scrap row of one must still remind nobody.
    await t.database.db.execute(sql`insert into scraps (user_id, target_type, target_id) values (${member.id}, 'posting', ${String(draft.id)})`);

    const first = await remindClosingPostings(t.database.db, { now, profileCounts: t.app.profileCounts });
    expect(first).toEqual({ created: 2, members: 1 });
    expect(await remindersOf(member.id)).toEqual([
      { title: '[D-1] 하루 남은 공모전 마감이 하루 남았어요', link: `/activity/${d1.id}`, kind: 'POSTING_CLOSING', dedupeKey: `posting-closing:${d1.id}:D1` },
      { title: '[D-3] 삼일 남은 공모전 마감이 3일 남았어요', link: `/activity/${d3.id}`, kind: 'POSTING_CLOSING', dedupeKey: `posting-closing:${d3.id}:D3` },
    ].sort((x, y) => x.dedupeKey.localeCompare(y.dedupeKey)));
    expect(await remindersOf(bystander.id)).toEqual([]);

    // Run again, and twice at once (two instances): nothing more.
    expect(await remindClosingPostings(t.database.db, { now })).toEqual({ created: 0, members: 0 });
    const racing = await Promise.all([remindClosingPostings(t.database.db, { now }), remindClosingPostings(t.database.db, { now })]);
    expect(racing.map((r) => r.created)).toEqual([0, 0]);
    expect(await remindersOf(member.id)).toHaveLength(2);

    // Two days later the D-3 posting is at D-1: its second reminder, once.
    const later = kstInstant('2026-03-12', 0, 0, 1);
    expect(kstDayKey(later)).toBe('2026-03-12');
    expect(await remindClosingPostings(t.database.db, { now: later })).toEqual({ created: 1, members: 1 });
    expect(await remindClosingPostings(t.database.db, { now: later })).toEqual({ created: 0, members: 0 });
    expect((await remindersOf(member.id)).map((r) => r.dedupeKey)).toContain(`posting-closing:${d3.id}:D1`);
  });

  it('writes each reminder once when two rounds race from the start, in bounded batches', async () => {
    const channel = await createChannel(t.database.db, { title: '동시실행기업' });
    const p = await posting('동시 실행 공모전', endOn('2026-03-13'), { channel });
    const members = await Promise.all(Array.from({ length: 5 }, () => createUser(t.database.db)));
    for (const m of members) await setPostingScrap(t.database.db, t.app.profileCounts, { brand: 'a', userId: m.id, postingId: p.id, scrapped: true });

    const [x, y] = await Promise.all([
      remindClosingPostings(t.database.db, { now, batch: 2 }),
      remindClosingPostings(t.database.db, { now, batch: 2 }),
    ]);
    expect(x.created + y.created).toBeLessThanOrEqual(4);
    // Further rounds take the rest; every member ends with exactly one.
    let rounds = 0;
    while ((await remindClosingPostings(t.database.db, { now, batch: 2 })).created > 0) rounds++;
    expect(rounds).toBeLessThanOrEqual(3);
    for (const m of members) expect(await remindersOf(m.id)).toHaveLength(1);
  });

  it('is registered: the app runs it once per slot and the member’s header count shows the reminder at once', async () => {
    const { user, cookie } = await createLoggedInUser(t.database.db);
    const p = await createPosting(t.database.db, {
      title: '실시간 마감 공고',
      receptionStartAt: new Date(Date.now() - 10 * DAY),
      receptionEndAt: kstInstant(kstDayKey(Date.now() + 3 * DAY), 23, 59, 59),
    });
    await setPostingScrap(t.database.db, t.app.profileCounts, { brand: 'a', userId: user.id, postingId: p.id, scrapped: true });
    expect(await headerCount(cookie)).toBe(0);
    expect(await t.app.jobs.runDue('remind-closing-postings')).toEqual(['remind-closing-postings']);
    expect(await headerCount(cookie)).toBe(1);
    expect(await t.app.jobs.runDue('remind-closing-postings')).toEqual([]);
    const list = dataOf(await graphql(t, LIST, {}, { cookie }), 'notifications');
    expect(list.nodes[0]).toMatchObject({ kind: 'POSTING_CLOSING', title: '[D-3] 실시간 마감 공고 마감이 3일 남았어요', link: `/activity/${p.id}` });
  });
});

describe('channel news', () => {
  it('tells each follower of the channel once about a published posting', async () => {
    const channel = await createChannel(t.database.db, { title: '소식채널' });
    const followers = await Promise.all([createUser(t.database.db), createUser(t.database.db)]);
    const stranger = await createUser(t.database.db);
    await t.database.db.insert(channelFollows).values(followers.map((f) => ({ userId: f.id, channelId: channel.id })));
    const published = await createPosting(t.database.db, { channel, title: '새 채용 공고' });
    const scheduled = await createPosting(t.database.db, { channel, title: '예약 공고', publishedAt: new Date(Date.now() + DAY) });

    expect(await notifyChannelFollowers(t.database.db, t.app.profileCounts, { postingId: published.id })).toBe(2);
    expect(await notifyChannelFollowers(t.database.db, t.app.profileCounts, { postingId: published.id })).toBe(0);
    expect(await notifyChannelFollowers(t.database.db, t.app.profileCounts, { postingId: scheduled.id })).toBe(0);
    const rows = await t.database.db
      .select({ userId: notifications.userId, title: notifications.title, kind: notifications.kind, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `channel-news:${published.id}`));
    expect(rows.map((r) => r.userId).sort()).toEqual(followers.map((f) => f.id).sort());
    expect(rows[0]).toMatchObject({ kind: 'CHANNEL_NEWS', title: '소식채널에 새 공고가 올라왔어요: 새 채용 공고', link: `/activity/${published.id}` });
    expect(rows.some((r) => r.userId === stranger.id)).toBe(false);
  });
});
