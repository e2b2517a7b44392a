import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communityBoards,
  communityComments,
  communityMenuBookmarks,
  communityMenus,
  communityPosts,
  exams,
  users,
} from '../../db/schema';
import { DEMO_ACCOUNTS, seed } from '../../seed/seed';
import { seedCommunity } from '../../seed/seed-community';
import { SEED_COMMUNITY_MENUS } from '../../seed/content/community';
import { BRAND_A_HOST, BRAND_B_HOST, type TestApp, createTestApp } from '../../test/test-app';
import { countUnreadNotifications } from '../accounts/count-unread-notifications';
import { countUnreadChatMessages } from '../chat/count-unread-chat-messages';
import { communityCall } from '../../test/community-kit';
import { dataOf } from '../../test/graphql-call';
import { postContentFlags } from './post-content';

let t: TestApp;
let firstRun: Awaited<ReturnType<typeof snapshot>>;
const db = () => t.database.db;
const hostOf = { a: BRAND_A_HOST, b: BRAND_B_HOST } as const;

/** Every community row, in a stable order. */
async function snapshot() {
  return {
    menus: await db().select().from(communityMenus).orderBy(asc(communityMenus.id)),
    boards: await db().select().from(communityBoards).orderBy(asc(communityBoards.id)),
    posts: await db().select().from(communityPosts).orderBy(asc(communityPosts.id)),
    comments: await db().select().from(communityComments).orderBy(asc(communityComments.id)),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  // The whole demo seed, twice: the second run must change nothing.
  await seed(db());
  firstRun = await snapshot();
  await seed(db());
});
afterAll(() => t.close());

describe('seedCommunity (through the demo seed)', () => {
  it('changes nothing when run again', async () => {
    expect(await snapshot()).toEqual(firstRun);
    await seedCommunity(db(), () => {}, { now: new Date(Date.now() + 7 * 86_400_000) });
    expect(await snapshot()).toEqual(firstRun);
  });

  it("gives every exam's communityBoardSlug a board of the exam's brand, under a bookmarkable menu, with 5 to 8 posts", async () => {
    const rooms = await db()
      .selectDistinct({ brand: exams.brand, slug: exams.communityBoardSlug })
      .from(exams)
      .where(isNotNull(exams.communityBoardSlug));
    expect(rooms.map((r) => `${r.brand}:${r.slug}`).sort()).toEqual([
      'a:cbt-korean-history',
      'a:cbt-major-aptitude',
      'a:cbt-ncs',
      'a:cbt-psat',
      'b:nurse-academic',
      'b:nurse-hospital-test',
      'b:nurse-interview',
    ]);
    for (const room of rooms) {
      const { brand } = room;
      const slug = room.slug!;
      const host = hostOf[brand];
      const board = dataOf(await communityCall(t, 'boardBySlug', { boardSlug: slug }, { host }), 'boardBySlug');
      expect(board, slug).toMatchObject({ slug, menu: { bookmarkable: true, viewerHasBookmarked: false } });
      expect(board.title, slug).toMatch(/정보방$/);
      const posts = dataOf(await communityCall(t, 'posts', { uri: `/community/${slug}`, pageSize: 50 }, { host }), 'embeddablePosts');
      expect(posts.totalCount, slug).toBeGreaterThanOrEqual(5);
      expect(posts.totalCount, slug).toBeLessThanOrEqual(8);
      // The other brand never sees it.
      const other = brand === 'a' ? BRAND_B_HOST : BRAND_A_HOST;
      expect(dataOf(await communityCall(t, 'boardBySlug', { boardSlug: slug }, { host: other }), 'boardBySlug')).toBeNull();
    }
  });

  it('makes every menu bookmarkable, 자유게시판 and the anonymous boards included', async () => {
    const menus = await db()
      .select({ brand: communityMenus.brand, slug: communityMenus.slug, bookmarkable: communityMenus.bookmarkable, anonymous: communityBoards.anonymous })
      .from(communityMenus)
      .innerJoin(communityBoards, eq(communityBoards.menuId, communityMenus.id));
    expect(menus.filter((menu) => !menu.bookmarkable).map((menu) => `${menu.brand}:${menu.slug}`)).toEqual([]);
    for (const brand of ['a', 'b'] as const) {
      expect(menus.some((menu) => menu.brand === brand && menu.slug === 'free'), brand).toBe(true);
      expect(menus.some((menu) => menu.brand === brand && menu.anonymous), brand).toBe(true);
    }
  });

  it('has, on each brand, a post from the last 24 hours, images, YouTube links and comments', async () => {
    for (const brand of ['a', 'b'] as const) {
      const rows = await db()
        .select({ createdAt: communityPosts.createdAt, image: communityPosts.containsImage, youtube: communityPosts.containsYoutube })
        .from(communityPosts)
        .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
        .where(eq(communityBoards.brand, brand));
      expect(rows.some((r) => Date.now() - r.createdAt.getTime() < 24 * 3_600_000), brand).toBe(true);
      expect(rows.some((r) => r.image), brand).toBe(true);
      expect(rows.some((r) => r.youtube), brand).toBe(true);
      expect(rows.every((r) => r.createdAt.getTime() <= Date.now()), brand).toBe(true);
    }
    const newRooms = [];
    for (const menu of SEED_COMMUNITY_MENUS) {
      const board = menu.boards[0]!;
      const seen = dataOf(await communityCall(t, 'boardBySlug', { boardSlug: board.slug }, { host: hostOf[menu.brand] }), 'boardBySlug');
      if (seen.menu.hasNewPost) newRooms.push(`${menu.brand}:${board.slug}`);
    }
    expect(newRooms.some((r) => r.startsWith('a:'))).toBe(true);
    expect(newRooms.some((r) => r.startsWith('b:'))).toBe(true);
    expect((await db().select().from(communityComments)).length).toBeGreaterThan(40);
  });

  it('derives every stored image and YouTube flag from the body', async () => {
    const posts = await db().select().from(communityPosts);
    for (const post of posts) {
      expect({ containsImage: post.containsImage, containsYoutube: post.containsYoutube }, post.title).toEqual(
        postContentFlags(post.body),
      );
    }
  });

  it("credits demo members of the post's brand under their nickname (username when none), others by nickname only", async () => {
    const rows = await db()
      .select({
        brand: communityBoards.brand,
        nickname: communityPosts.nickname,
        authorBrand: users.brand,
        authorNickname: users.nickname,
        authorUsername: users.username,
        authorEmail: users.email,
      })
      .from(communityPosts)
      .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
      .leftJoin(users, eq(users.id, communityPosts.authorId));
    const demoEmails = new Set(DEMO_ACCOUNTS.map((a) => a.email));
    const authored = rows.filter((r) => r.authorEmail !== null);
    expect(authored.length).toBeGreaterThan(5);
    for (const row of authored) {
      expect(demoEmails.has(row.authorEmail!)).toBe(true);
      expect(row.authorBrand).toBe(row.brand);
      expect(row.nickname).toBe(row.authorNickname ?? row.authorUsername);
    }
    expect(rows.some((r) => r.authorEmail === null)).toBe(true);
  });

  it("seeds no bookmarks and leaves student@careerroad.kr's chat and notification counts as they were", async () => {
    expect(await db().select().from(communityMenuBookmarks)).toEqual([]);
    const [student] = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brand, 'a'), eq(users.email, 'student@careerroad.kr')));
    expect(await countUnreadChatMessages(db(), student!.id)).toBe(3);
    // The account seed's three and the portal's two unread reminders (src/seed/portal-notifications.ts); none of ours.
    expect(await countUnreadNotifications(db(), student!.id)).toBe(5);
  });

  it('lists the brand A header’s mentor board (/community/mentor)', async () => {
    expect(dataOf(await communityCall(t, 'boardBySlug', { boardSlug: 'mentor' }), 'boardBySlug')).toMatchObject({
      title: '멘토 게시판',
    });
  });

  it('pins notices on the free boards and seeds an anonymous board per brand with reply threads shown as 익명', async () => {
    for (const [host, slug] of [
      [BRAND_A_HOST, 'anonymous-worries'],
      [BRAND_B_HOST, 'anonymous-lounge'],
    ] as const) {
      const free = dataOf(await communityCall(t, 'boardPosts', { boardSlug: 'free' }, { host }), 'boardPosts');
      expect(free.notices.length, host).toBeGreaterThan(0);
      const board = dataOf(await communityCall(t, 'boardPosts', { boardSlug: slug }, { host }), 'boardPosts');
      expect(board.nodes.length, host).toBe(2);
      expect(board.nodes.every((post: { nickname: string }) => post.nickname === '익명'), host).toBe(true);
      const thread = dataOf(await communityCall(t, 'comments', { postId: board.nodes[0].id }, { host }), 'communityComments');
      expect(thread.nodes[0].replies.length, host).toBeGreaterThan(0);
      expect(thread.nodes.every((c: { authorName: string }) => c.authorName === '익명'), host).toBe(true);
    }
  });
});
