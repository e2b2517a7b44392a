/**
 * Portal channels through /graphql: the channel page by url with its open and closed postings paged,
 * follows idempotent under concurrency with an exact follower count, who may follow, the directory, and Korean 400s.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelFollows, channels, users } from '../../../db/schema';
import { createChannel, createLoggedInUser, createPosting } from '../../../test/factories';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';
import { createSession } from '../../accounts/create-session';

const t = useTestApp();
const DAY = 86_400_000;

const PAGE = /* GraphQL */ `
  query ($url: String!, $postingStatus: String, $page: Int, $pageSize: Int) {
    channelPage(url: $url, postingStatus: $postingStatus, page: $page, pageSize: $pageSize) {
      id url title introduction followerCount viewerIsFollowing viewerIsOwner openPostingCount closedPostingCount
      postings { totalCount page pageSize nodes { title status } }
    }
  }
`;
const FOLLOW = `mutation ($id: ID!) { followChannel(channelId: $id) { channelId following followerCount } }`;
const UNFOLLOW = `mutation ($id: ID!) { unfollowChannel(channelId: $id) { channelId following followerCount } }`;
const titles = (page: { postings: { nodes: { title: string }[] } }) => page.postings.nodes.map((n) => n.title);

describe('channel page', () => {
  it('shows a channel by url with its open postings soonest deadline first and its closed ones, paged', async () => {
    const db = t.database.db;
    const channel = await createChannel(db, { title: '새솔전자', url: 'saesol-electronics' });
    await db.update(channels).set({ introduction: '새솔전자 채용 채널입니다.\n문의는 댓글로.' }).where(eq(channels.id, channel.id));
    const now = Date.now();
    await createPosting(db, { channel, title: '열림-늦게', receptionEndAt: new Date(now + 9 * DAY) });
    await createPosting(db, { channel, title: '열림-빨리', receptionEndAt: new Date(now + 2 * DAY) });
    await createPosting(db, { channel, title: '예정', receptionStartAt: new Date(now + DAY), receptionEndAt: new Date(now + 5 * DAY) });
    await createPosting(db, { channel, title: '마감-최근', receptionStartAt: new Date(now - 9 * DAY), receptionEndAt: new Date(now - DAY) });
    await createPosting(db, { channel, title: '마감-예전', receptionStartAt: new Date(now - 20 * DAY), receptionEndAt: new Date(now - 10 * DAY) });
    await createPosting(db, { channel, title: '초안', publishedAt: null });

    const open = dataOf(await graphql(t, PAGE, { url: 'saesol-electronics' }), 'channelPage');
    expect(open).toMatchObject({
      title: '새솔전자',
      introduction: '새솔전자 채용 채널입니다.\n문의는 댓글로.',
      followerCount: 0,
      viewerIsFollowing: false,
      viewerIsOwner: false,
      openPostingCount: 3,
      closedPostingCount: 2,
      postings: { totalCount: 3, page: 1, pageSize: 12 },
    });
    expect(titles(open)).toEqual(['열림-빨리', '예정', '열림-늦게']);
    const closed = dataOf(await graphql(t, PAGE, { url: 'saesol-electronics', postingStatus: 'CLOSED' }), 'channelPage');
    expect(titles(closed)).toEqual(['마감-최근', '마감-예전']);
    expect(closed.postings.nodes.every((n: { status: string }) => n.status === 'CLOSED')).toBe(true);
    const second = dataOf(await graphql(t, PAGE, { url: 'saesol-electronics', page: 2, pageSize: 2 }), 'channelPage');
    expect(titles(second)).toEqual(['열림-늦게']);
  });

  it('answers null for an unknown url, a deactivated channel and another brand', async () => {
    const db = t.database.db;
    const gone = await createChannel(db, { url: 'gone-channel' });
    await db.update(channels).set({ deactivatedAt: new Date() }).where(eq(channels.id, gone.id));
    await createChannel(db, { url: 'brand-b-channel', brand: 'b' });
    expect(dataOf(await graphql(t, PAGE, { url: 'no-such-channel' }), 'channelPage')).toBeNull();
    expect(dataOf(await graphql(t, PAGE, { url: 'gone-channel' }), 'channelPage')).toBeNull();
    expect(dataOf(await graphql(t, PAGE, { url: 'brand-b-channel' }), 'channelPage')).toBeNull();
    expect(dataOf(await graphql(t, PAGE, { url: 'brand-b-channel' }, { host: BRAND_B_HOST }), 'channelPage')).toMatchObject({
      url: 'brand-b-channel',
    });
  });
});

describe('follows', () => {
  it('are idempotent under concurrency: ten racing follows add one follower, ten racing unfollows remove it', async () => {
    const db = t.database.db;
    const channel = await createChannel(db, { url: 'race-channel' });
    const other = await createLoggedInUser(db);
    dataOf(await graphql(t, FOLLOW, { id: channel.id }, { cookie: other.cookie }), 'followChannel');
    const { cookie } = await createLoggedInUser(db);

    const follows = await Promise.all(Array.from({ length: 10 }, () => graphql(t, FOLLOW, { id: channel.id }, { cookie })));
    for (const response of follows) expect(dataOf(response, 'followChannel')).toMatchObject({ following: true, followerCount: 2 });
    const rows = await db.select().from(channelFollows).where(eq(channelFollows.channelId, channel.id));
    expect(rows).toHaveLength(2);
    expect(dataOf(await graphql(t, PAGE, { url: 'race-channel' }, { cookie }), 'channelPage')).toMatchObject({
      followerCount: 2,
      viewerIsFollowing: true,
    });

    const unfollows = await Promise.all(Array.from({ length: 10 }, () => graphql(t, UNFOLLOW, { id: channel.id }, { cookie })));
    for (const response of unfollows) expect(dataOf(response, 'unfollowChannel')).toMatchObject({ following: false, followerCount: 1 });
    const [after] = await db.select({ n: channels.followerCount }).from(channels).where(eq(channels.id, channel.id));
    expect(after!.n).toBe(1);
    expect(dataOf(await graphql(t, PAGE, { url: 'race-channel' }, { cookie }), 'channelPage')).toMatchObject({
      followerCount: 1,
      viewerIsFollowing: false,
    });
  });

  it('refuses a visitor (401), the owner of the channel (403), and an unknown or deactivated channel (404)', async () => {
    const db = t.database.db;
    const channel = await createChannel(db, { url: 'owned-channel' });
    const visitor = refusal(await graphql(t, FOLLOW, { id: channel.id }));
    expect(visitor).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(visitor.message).toMatch(/로그인/);

    const [owner] = await db.select().from(users).where(eq(users.id, channel.ownerId));
    const { token } = await createSession(db, owner!, { ttlDays: 1 });
    const ownCookie = `accessToken=${token}`;
    expect(refusal(await graphql(t, FOLLOW, { id: channel.id }, { cookie: ownCookie }))).toMatchObject({
      status: 403,
      message: '내 채널은 팔로우할 수 없습니다.',
    });
    expect(dataOf(await graphql(t, PAGE, { url: 'owned-channel' }, { cookie: ownCookie }), 'channelPage')).toMatchObject({
      viewerIsOwner: true,
    });

    const { cookie } = await createLoggedInUser(db);
    expect(refusal(await graphql(t, FOLLOW, { id: '00000000-0000-4000-8000-000000000000' }, { cookie }))).toMatchObject({
      status: 404,
      code: 'CHANNEL_NOT_FOUND',
    });
    await db.update(channels).set({ deactivatedAt: new Date() }).where(eq(channels.id, channel.id));
    expect(refusal(await graphql(t, FOLLOW, { id: channel.id }, { cookie }))).toMatchObject({ status: 404 });
  });

  it('lets a member unfollow a channel deactivated after they followed it', async () => {
    const db = t.database.db;
    const channel = await createChannel(db, { url: 'closing-down' });
    const { cookie } = await createLoggedInUser(db);
    expect(dataOf(await graphql(t, FOLLOW, { id: channel.id }, { cookie }), 'followChannel')).toMatchObject({ following: true, followerCount: 1 });
    await db.update(channels).set({ deactivatedAt: new Date() }).where(eq(channels.id, channel.id));
    expect(dataOf(await graphql(t, UNFOLLOW, { id: channel.id }, { cookie }), 'unfollowChannel')).toMatchObject({ following: false, followerCount: 0 });
    expect(dataOf(await graphql(t, UNFOLLOW, { id: channel.id }, { cookie }), 'unfollowChannel')).toMatchObject({ following: false, followerCount: 0 });
  });
});

describe('directory and bad arguments', () => {
  it('lists active channels of the brand, most followed first, paged', async () => {
    const db = t.database.db;
    const quiet = await createChannel(db, { brand: 'b', title: '가람병원', url: 'garam' });
    const popular = await createChannel(db, { brand: 'b', title: '나래병원', url: 'narae' });
    const hidden = await createChannel(db, { brand: 'b', title: '다솜병원', url: 'dasom' });
    await db.update(channels).set({ followerCount: 5 }).where(eq(channels.id, popular.id));
    await db.update(channels).set({ deactivatedAt: new Date() }).where(eq(channels.id, hidden.id));
    await createPosting(db, { brand: 'b', channel: quiet, title: '가람 공고' });
    const LIST = `query ($page: Int, $pageSize: Int) { channels(page: $page, pageSize: $pageSize) { totalCount page pageSize nodes { url title followerCount openPostingCount } } }`;
    // brand-b-channel of an earlier test is brand B's third active channel.
    const list = dataOf(await graphql(t, LIST, {}, { host: BRAND_B_HOST }), 'channels');
    expect(list.totalCount).toBe(3);
    expect(list.nodes.map((n: { url: string }) => n.url)).not.toContain('dasom');
    expect(list.nodes.slice(0, 2)).toMatchObject([
      { url: 'narae', followerCount: 5, openPostingCount: 0 },
      { url: 'garam', followerCount: 0, openPostingCount: 1 },
    ]);
    expect(dataOf(await graphql(t, LIST, { page: 2, pageSize: 1 }, { host: BRAND_B_HOST }), 'channels').nodes).toMatchObject([{ url: 'garam' }]);
    expect(dataOf(await graphql(t, LIST), 'channels').nodes.map((n: { url: string }) => n.url)).not.toContain('narae');
  });

  it('answers a Korean 400, never a 500', async () => {
    const { cookie } = await createLoggedInUser(t.database.db);
    const cases: [string, Record<string, unknown>, string][] = [
      [PAGE, { url: '../etc/passwd' }, 'INVALID_CHANNEL_URL'],
      [PAGE, { url: 'x'.repeat(2_000) }, 'INVALID_CHANNEL_URL'],
      [PAGE, { url: 'any', postingStatus: 'UPCOMING' }, 'INVALID_FILTER'],
      [PAGE, { url: 'any', page: 0 }, 'INVALID_PAGE'],
      [PAGE, { url: 'any', pageSize: 10_000 }, 'INVALID_PAGE'],
      [FOLLOW, { id: 'not-a-uuid' }, 'INVALID_CHANNEL_ID'],
      [`query { channels(pageSize: 51) { totalCount } }`, {}, 'INVALID_PAGE'],
    ];
    for (const [query, variables, code] of cases) {
      const answer = refusal(await graphql(t, query, variables, { cookie }));
      expect(answer, JSON.stringify(variables)).toMatchObject({ status: 400, code });
      expect(answer.message).toMatch(/[가-힣]/);
    }
  });
});

describe('channel search (/search)', () => {
  const SEARCH = `query ($query: String!, $limit: Int) { searchChannels(query: $query, limit: $limit) { url title followerCount openPostingCount } }`;
  const urls = async (query: string, options: { host?: string; limit?: number } = {}) =>
    (dataOf(await graphql(t, SEARCH, { query, limit: options.limit }, { host: options.host }), 'searchChannels') as { url: string }[]).map((c) => c.url);

  it('finds active channels of the brand by part of the title or with one typo, exact matches first', async () => {
    const db = t.database.db;
    await createChannel(db, { title: '솔바람물산 채용', url: 'solbaram-trading' });
    await createChannel(db, { title: '솔바람물산 해외영업', url: 'solbaram-overseas' });
    const closed = await createChannel(db, { title: '솔바람물산 옛 채널', url: 'solbaram-old' });
    await db.update(channels).set({ deactivatedAt: new Date() }).where(eq(channels.id, closed.id));
    await createChannel(db, { title: '솔바람물산 B', url: 'solbaram-b', brand: 'b' });

    expect((await urls('솔바람물산')).sort()).toEqual(['solbaram-overseas', 'solbaram-trading']);
    expect(await urls('해외영업')).toEqual(['solbaram-overseas']);
    // One wrong syllable (솔바람물싼) is still close; the exact part ranks first.
    expect(await urls('솔바람물싼 해외영업')).toEqual(['solbaram-overseas']);
    expect(await urls('솔바람물산', { limit: 1 })).toHaveLength(1);
    expect(await urls('솔바람물산', { host: BRAND_B_HOST })).toEqual(['solbaram-b']);
    // Nothing to look for: no channels (초성 queries search postings only).
    expect(await urls('   ')).toEqual([]);
    expect(await urls('ㅅㅂㄹ')).toEqual([]);
    expect(await urls('100%_')).toEqual([]);
  });

  it('answers a Korean 400 for a query too long or a bad limit', async () => {
    for (const variables of [{ query: '가'.repeat(101) }, { query: '솔바람', limit: 0 }, { query: '솔바람', limit: 21 }]) {
      const answer = refusal(await graphql(t, SEARCH, variables));
      expect(answer.status, JSON.stringify(variables)).toBe(400);
      expect(answer.message).toMatch(/[가-힣]/);
    }
  });
});
