/** Community GraphQL: adding and removing menu bookmarks — who may, which menus, the Origin check, the rate limit. */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communityMenuBookmarks } from '../../../db/schema';
import {
  FOREIGN_ORIGIN,
  LOGIN_REQUIRED,
  MENU_NOT_FOUND,
  NOT_BOOKMARKABLE,
  communityCall,
  expectRefusal,
} from '../../../test/community-kit';
import { createCommunityBoard, createLoggedInUser } from '../../../test/factories';
import { dataOf, refusal } from '../../../test/graphql-call';
import { BRAND_A_HOST, useTestApp } from '../../../test/test-app';
import { BOOKMARK_LIMIT } from './graphql';

const t = useTestApp();
const db = () => t.database.db;

async function bookmarkCount(userId: string, menuId: number) {
  const rows = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(communityMenuBookmarks)
    .where(and(eq(communityMenuBookmarks.userId, userId), eq(communityMenuBookmarks.menuId, menuId)));
  return rows[0]!.n;
}

describe('community GraphQL: bookmarks', () => {
  async function bookmarkableBoard(brand: 'a' | 'b' = 'a') {
    return createCommunityBoard(db(), { brand, menu: { bookmarkable: true, title: '시험 정보방 메뉴' } });
  }

  it('adds and removes a bookmark idempotently, and viewerHasBookmarked follows for that member only', async () => {
    const board = await bookmarkableBoard();
    const me = await createLoggedInUser(db());
    const other = await createLoggedInUser(db());
    const menuId = String(board.menu.id);
    const viewed = async (cookie?: string) =>
      dataOf(await communityCall(t, 'boardBySlug', { boardSlug: board.slug }, { cookie }), 'boardBySlug').menu
        .viewerHasBookmarked;

    expect(await viewed(me.cookie)).toBe(false);
    for (let i = 0; i < 2; i++) {
      const added = dataOf(await communityCall(t, 'addBookmark', { menuId }, { cookie: me.cookie }), 'addBookmark');
      expect(added).toEqual({
        id: menuId,
        title: '시험 정보방 메뉴',
        slug: board.menu.slug,
        hasNewPost: false,
        isShortcut: false,
        bookmarkable: true,
        viewerHasBookmarked: true,
      });
      expect(await bookmarkCount(me.user.id, board.menu.id)).toBe(1);
    }
    expect(await viewed(me.cookie)).toBe(true);
    expect(await viewed(other.cookie)).toBe(false);
    expect(await viewed()).toBe(false);
    const viaId = dataOf(await communityCall(t, 'board', { id: String(board.id) }, { cookie: me.cookie }), 'board');
    expect(viaId.menu.viewerHasBookmarked).toBe(true);

    for (let i = 0; i < 2; i++) {
      const removed = dataOf(await communityCall(t, 'removeBookmark', { menuId }, { cookie: me.cookie }), 'removeBookmark');
      expect(removed).toMatchObject({ id: menuId, viewerHasBookmarked: false });
      expect(await bookmarkCount(me.user.id, board.menu.id)).toBe(0);
    }
    expect(await viewed(me.cookie)).toBe(false);
  });

  it('accepts the member’s Bearer token like the cookie', async () => {
    const board = await bookmarkableBoard();
    const me = await createLoggedInUser(db());
    const token = me.cookie.split('=')[1]!;
    const added = await communityCall(t, 'addBookmark', { menuId: String(board.menu.id) }, { authorization: `Bearer ${token}` });
    expect(dataOf(added, 'addBookmark').viewerHasBookmarked).toBe(true);
    expect(await bookmarkCount(me.user.id, board.menu.id)).toBe(1);
  });

  it('answers 401 UNAUTHORIZED to a visitor', async () => {
    const board = await bookmarkableBoard();
    for (const doc of ['addBookmark', 'removeBookmark'] as const) {
      expectRefusal(await communityCall(t, doc, { menuId: String(board.menu.id) }), LOGIN_REQUIRED);
    }
  });

  it('answers 404 MENU_NOT_FOUND for an unknown menu and for the other brand’s menu', async () => {
    const me = await createLoggedInUser(db());
    const nurse = await bookmarkableBoard('b');
    for (const doc of ['addBookmark', 'removeBookmark'] as const) {
      expectRefusal(await communityCall(t, doc, { menuId: '2147483647' }, { cookie: me.cookie }), MENU_NOT_FOUND);
      expectRefusal(await communityCall(t, doc, { menuId: String(nurse.menu.id) }, { cookie: me.cookie }), MENU_NOT_FOUND);
    }
  });

  it.each(['0', 'abc', '99999999999'])('refuses the menu id %j with 400 INVALID_ID', async (menuId) => {
    const me = await createLoggedInUser(db());
    expectRefusal(await communityCall(t, 'addBookmark', { menuId }, { cookie: me.cookie }), {
      status: 400,
      code: 'INVALID_ID',
      message: '메뉴 번호가 올바르지 않습니다.',
    });
  });

  it('refuses to bookmark a menu that is not bookmarkable, writing nothing, yet lets it be removed', async () => {
    const board = await createCommunityBoard(db(), { menu: { bookmarkable: false } });
    const me = await createLoggedInUser(db());
    const menuId = String(board.menu.id);
    expectRefusal(await communityCall(t, 'addBookmark', { menuId }, { cookie: me.cookie }), NOT_BOOKMARKABLE);
    expect(await bookmarkCount(me.user.id, board.menu.id)).toBe(0);
    const removed = dataOf(await communityCall(t, 'removeBookmark', { menuId }, { cookie: me.cookie }), 'removeBookmark');
    expect(removed).toMatchObject({ bookmarkable: false, viewerHasBookmarked: false });
  });

  it('refuses a cookie-authenticated call from a foreign origin exactly like /graphql, writing nothing', async () => {
    const board = await bookmarkableBoard();
    const me = await createLoggedInUser(db());
    const menuId = String(board.menu.id);
    for (const origin of ['https://evil.example.com', 'null']) {
      const community = await communityCall(t, 'addBookmark', { menuId }, { cookie: me.cookie, origin });
      const portal = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host: BRAND_A_HOST, 'content-type': 'application/json', cookie: me.cookie, origin },
        payload: { query: 'query { currentUser { id } }' },
      });
      expectRefusal(community, FOREIGN_ORIGIN);
      expect(refusal(portal)).toEqual(FOREIGN_ORIGIN);
    }
    expect(await bookmarkCount(me.user.id, board.menu.id)).toBe(0);

    // Our own sites may call it: the CBT page and the community site.
    for (const origin of ['http://localhost:3000', 'http://community.localhost:3000']) {
      const added = await communityCall(t, 'addBookmark', { menuId }, { cookie: me.cookie, origin });
      expect(dataOf(added, 'addBookmark').viewerHasBookmarked, origin).toBe(true);
    }
  });

  it('never runs a mutation sent with GET, which the Origin check does not cover', async () => {
    const board = await bookmarkableBoard();
    const me = await createLoggedInUser(db());
    const query = `mutation { addBookmark(menuId: "${board.menu.id}") { id } }`;
    const response = await t.app.inject({
      method: 'GET',
      url: `/community/graphql?query=${encodeURIComponent(query)}`,
      headers: { host: BRAND_A_HOST, cookie: me.cookie },
    });
    expect(response.statusCode).toBe(405);
    expect(await bookmarkCount(me.user.id, board.menu.id)).toBe(0);
  });

  it(`answers 429 after ${BOOKMARK_LIMIT.max} bookmark changes in a minute by one member`, async () => {
    const board = await bookmarkableBoard();
    const me = await createLoggedInUser(db());
    const menuId = String(board.menu.id);
    for (let i = 0; i < BOOKMARK_LIMIT.max; i++) {
      const doc = i % 2 === 0 ? 'addBookmark' : 'removeBookmark';
      expect((await communityCall(t, doc, { menuId }, { cookie: me.cookie })).statusCode).toBe(200);
    }
    expectRefusal(await communityCall(t, 'addBookmark', { menuId }, { cookie: me.cookie }), {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: '즐겨찾기 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    });
    // Reading is not limited.
    expect(dataOf(await communityCall(t, 'boardBySlug', { boardSlug: board.slug }, { cookie: me.cookie }), 'boardBySlug')).not.toBeNull();
  });
});
