import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMenuBookmarks } from '../../../db/schema';
import {
  createCommunityBoard,
  createCommunityComment,
  createCommunityMenu,
  createCommunityPost,
  createLoggedInUser,
  createUser,
} from '../../../test/factories';
import { BRAND_A_HOST, BRAND_B_HOST, type TestApp, createTestApp } from '../../../test/test-app';
import { COMMUNITY_DOCS, communityCall } from '../../../test/community-kit';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { buildApp } from '../../app';
import { loadConfig } from '../../../config/server-config';
import { BOOKMARK_LIMIT } from './graphql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const LOGIN_REQUIRED = { status: 401, code: 'UNAUTHORIZED', message: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.' };
const INVALID_URI = { status: 400, code: 'INVALID_URI', message: '게시판 주소가 올바르지 않습니다.' };
const INVALID_PAGE = { status: 400, code: 'INVALID_PAGE', message: '페이지 값이 올바르지 않습니다.' };
const BOARD_NOT_FOUND = { status: 404, code: 'BOARD_NOT_FOUND', message: '게시판을 찾을 수 없습니다.' };
const MENU_NOT_FOUND = { status: 404, code: 'MENU_NOT_FOUND', message: '메뉴를 찾을 수 없습니다.' };
const NOT_BOOKMARKABLE = { status: 400, code: 'MENU_NOT_BOOKMARKABLE', message: '즐겨찾기할 수 없는 메뉴입니다.' };
const FOREIGN_ORIGIN = { status: 403, code: 'FORBIDDEN', message: '허용되지 않은 출처의 요청입니다.' };

/** A refused call: the contract's error shape, `data: null`, and nothing of the server's insides. */
function expectRefusal(response: Awaited<ReturnType<typeof communityCall>>, expected: ReturnType<typeof refusal>) {
  expect(refusal(response)).toEqual(expected);
  expect(response.json().data).toBeNull();
  expect(response.body).not.toMatch(/\bat \w+ \(|node_modules|Error:|\.ts:\d+/);
}

async function bookmarkCount(userId: string, menuId: number) {
  const rows = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(communityMenuBookmarks)
    .where(and(eq(communityMenuBookmarks.userId, userId), eq(communityMenuBookmarks.menuId, menuId)));
  return rows[0]!.n;
}

describe('community GraphQL: boardBySlug', () => {
  it('returns the board of the brand with its menu, flags as a visitor sees them', async () => {
    const board = await createCommunityBoard(db(), {
      slug: 'cbt-finance',
      title: '금융권 시험 정보방',
      menu: { slug: 'cbt-finance-room', title: '금융권 시험 정보방', bookmarkable: true, isShortcut: true },
    });
    const response = await communityCall(t, 'boardBySlug', { boardSlug: 'cbt-finance' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        boardBySlug: {
          id: String(board.id),
          slug: 'cbt-finance',
          title: '금융권 시험 정보방',
          menu: {
            id: String(board.menu.id),
            title: '금융권 시험 정보방',
            slug: 'cbt-finance-room',
            hasNewPost: false,
            isShortcut: true,
            bookmarkable: true,
            viewerHasBookmarked: false,
          },
        },
      },
    });
  });

  it('is null for a slug no board of the brand has', async () => {
    const response = await communityCall(t, 'boardBySlug', { boardSlug: 'no-such-board' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { boardBySlug: null } });
  });

  it("scopes boards to the Host's brand: a brand B board is null on a brand A host", async () => {
    const board = await createCommunityBoard(db(), { brand: 'b', slug: 'nurse-ward-talk' });
    const onA = await communityCall(t, 'boardBySlug', { boardSlug: 'nurse-ward-talk' });
    expect(dataOf(onA, 'boardBySlug')).toBeNull();
    for (const host of [BRAND_B_HOST, 'nurse-community.localhost:3000']) {
      const onB = await communityCall(t, 'boardBySlug', { boardSlug: 'nurse-ward-talk' }, { host });
      expect(dataOf(onB, 'boardBySlug'), host).toMatchObject({ id: String(board.id), slug: 'nurse-ward-talk' });
    }
  });

  it('lets each brand have a board of the same slug', async () => {
    const a = await createCommunityBoard(db(), { brand: 'a', slug: 'free-talk-shared', title: 'A 자유게시판' });
    const b = await createCommunityBoard(db(), { brand: 'b', slug: 'free-talk-shared', title: 'B 자유게시판' });
    const onA = dataOf(await communityCall(t, 'boardBySlug', { boardSlug: 'free-talk-shared' }), 'boardBySlug');
    const onB = dataOf(
      await communityCall(t, 'boardBySlug', { boardSlug: 'free-talk-shared' }, { host: BRAND_B_HOST }),
      'boardBySlug',
    );
    expect([onA.id, onA.title]).toEqual([String(a.id), 'A 자유게시판']);
    expect([onB.id, onB.title]).toEqual([String(b.id), 'B 자유게시판']);
  });

  it.each(['', 'CBT-NCS', '-ncs', 'cbt_ncs', '../admin', 'a'.repeat(65), '게시판'])(
    'refuses the malformed slug %j with 400 INVALID_BOARD_SLUG in Korean',
    async (boardSlug) => {
      expectRefusal(await communityCall(t, 'boardBySlug', { boardSlug }), {
        status: 400,
        code: 'INVALID_BOARD_SLUG',
        message: '게시판 식별자가 올바르지 않습니다.',
      });
    },
  );
});

describe('community GraphQL: board', () => {
  it('returns a board of the brand by id, and null for an unknown id or another brand’s board', async () => {
    const board = await createCommunityBoard(db(), { title: '번호로 찾는 게시판' });
    const other = await createCommunityBoard(db(), { brand: 'b' });
    expect(dataOf(await communityCall(t, 'board', { id: String(board.id) }), 'board')).toMatchObject({
      id: String(board.id),
      slug: board.slug,
      title: '번호로 찾는 게시판',
      menu: { id: String(board.menu.id) },
    });
    expect(dataOf(await communityCall(t, 'board', { id: '2147483647' }), 'board')).toBeNull();
    expect(dataOf(await communityCall(t, 'board', { id: String(other.id) }), 'board')).toBeNull();
    expect(dataOf(await communityCall(t, 'board', { id: String(other.id) }, { host: BRAND_B_HOST }), 'board')).toMatchObject({
      id: String(other.id),
    });
  });

  it.each(['0', '-1', 'abc', '1.5', '2147483648', ''])('refuses the id %j with 400 INVALID_ID', async (id) => {
    expectRefusal(await communityCall(t, 'board', { id }), {
      status: 400,
      code: 'INVALID_ID',
      message: '게시판 번호가 올바르지 않습니다.',
    });
  });

  it('accepts a numeric id variable, as GraphQL coerces it to an ID', async () => {
    const board = await createCommunityBoard(db());
    expect(dataOf(await communityCall(t, 'board', { id: board.id }), 'board')).toMatchObject({ id: String(board.id) });
  });
});

describe('community GraphQL: hasNewPost', () => {
  it('is true when one of the menu’s boards has a post from the last 24 hours, and false otherwise', async () => {
    const fresh = await createCommunityBoard(db());
    await createCommunityPost(db(), fresh, { createdAt: hoursAgo(30) });
    await createCommunityPost(db(), fresh, { createdAt: hoursAgo(1) });
    const stale = await createCommunityBoard(db());
    await createCommunityPost(db(), stale, { createdAt: hoursAgo(25) });
    const empty = await createCommunityBoard(db());
    // A menu with two boards: the quiet one shows the menu's flag too.
    const shared = await createCommunityMenu(db());
    const quiet = await createCommunityBoard(db(), { menu: shared });
    const busy = await createCommunityBoard(db(), { menu: shared });
    await createCommunityPost(db(), quiet, { createdAt: hoursAgo(48) });
    await createCommunityPost(db(), busy, { createdAt: hoursAgo(23) });

    const flag = async (slug: string) =>
      dataOf(await communityCall(t, 'boardBySlug', { boardSlug: slug }), 'boardBySlug').menu.hasNewPost;
    expect(await flag(fresh.slug)).toBe(true);
    expect(await flag(stale.slug)).toBe(false);
    expect(await flag(empty.slug)).toBe(false);
    expect(await flag(quiet.slug)).toBe(true);
  });
});

describe('community GraphQL: embeddablePosts', () => {
  it('pages a board’s posts newest first with the total count (default page 1 of 5)', async () => {
    const board = await createCommunityBoard(db(), { slug: 'cbt-paging' });
    const ages = [5, 1, 70, 3, 2, 50, 4];
    for (const [i, age] of ages.entries()) {
      await createCommunityPost(db(), board, { title: `${age}시간 전 글 ${i}`, createdAt: hoursAgo(age) });
    }
    // Another board's post never shows.
    await createCommunityPost(db(), await createCommunityBoard(db()), { title: '다른 게시판 글' });
    const newestFirst = [...ages].sort((x, y) => x - y).map((age) => `${age}시간 전 글 ${ages.indexOf(age)}`);

    const page = async (variables: Record<string, unknown>) =>
      dataOf(await communityCall(t, 'posts', { uri: '/community/cbt-paging', ...variables }), 'embeddablePosts');
    const first = await page({});
    expect(first.totalCount).toBe(7);
    expect(first.nodes.map((p: { title: string }) => p.title)).toEqual(newestFirst.slice(0, 5));
    const second = await page({ page: 2, pageSize: 3 });
    expect(second.nodes.map((p: { title: string }) => p.title)).toEqual(newestFirst.slice(3, 6));
    const last = await page({ page: 3, pageSize: 3 });
    expect(last).toMatchObject({ totalCount: 7, nodes: [{ title: newestFirst[6] }] });
    expect(await page({ page: 4, pageSize: 3 })).toEqual({ totalCount: 7, nodes: [] });
    expect(await page({ page: 1000, pageSize: 50 })).toEqual({ totalCount: 7, nodes: [] });
    const all = await page({ page: null, pageSize: 50 });
    expect(all.nodes).toHaveLength(7);
  });

  it('orders posts written at the same moment by the later id first', async () => {
    const board = await createCommunityBoard(db());
    const at = hoursAgo(2);
    const older = await createCommunityPost(db(), board, { createdAt: at });
    const newer = await createCommunityPost(db(), board, { createdAt: at });
    const posts = dataOf(await communityCall(t, 'posts', { uri: `/community/${board.slug}` }), 'embeddablePosts');
    expect(posts.nodes.map((p: { id: string }) => p.id)).toEqual([String(newer.id), String(older.id)]);
  });

  it('answers an empty page for a board without posts', async () => {
    const board = await createCommunityBoard(db());
    expect(dataOf(await communityCall(t, 'posts', { uri: `/community/${board.slug}` }), 'embeddablePosts')).toEqual({
      totalCount: 0,
      nodes: [],
    });
  });

  it('presents each post with real comment counts, body-derived flags, plain text and the author’s name', async () => {
    const board = await createCommunityBoard(db(), {
      slug: 'cbt-present',
      title: '보여주기 게시판',
      menu: { slug: 'cbt-present-menu', title: '보여주기 메뉴', bookmarkable: true },
    });
    const writer = await createUser(db(), { nickname: '합격가자', username: '김작성' });
    const plain = await createUser(db(), { nickname: null, username: '이름만' });
    const longBody = `<p>${'공부 방법 정리. '.repeat(40)}</p>`;
    const withImage = await createCommunityPost(db(), board, {
      author: writer,
      title: '이미지 글',
      body: '<p>표를 첨부합니다.</p><p><img src="/brands/a/share.png" alt="표"></p>',
      views: 42,
      createdAt: hoursAgo(3),
    });
    const withVideo = await createCommunityPost(db(), board, {
      author: plain,
      title: '영상 글',
      body: '강의 링크: https://www.youtube.com/watch?v=dQw4w9WgXcQ\n\n   꼭 보세요',
      createdAt: hoursAgo(2),
    });
    const long = await createCommunityPost(db(), board, {
      nickname: '익명의수험생',
      title: '긴 글',
      body: longBody,
      createdAt: hoursAgo(1),
    });
    for (const body of ['감사합니다', '저도 궁금했어요', '잘 봤습니다']) {
      await createCommunityComment(db(), withImage, { body });
    }
    await createCommunityComment(db(), withVideo, { author: writer });

    const posts = dataOf(
      await communityCall(t, 'posts', { uri: '/community/cbt-present', pageSize: 10 }),
      'embeddablePosts',
    );
    const boardJson = {
      id: String(board.id),
      slug: 'cbt-present',
      title: '보여주기 게시판',
      menu: {
        id: String(board.menu.id),
        title: '보여주기 메뉴',
        slug: 'cbt-present-menu',
        hasNewPost: true,
        isShortcut: false,
        bookmarkable: true,
        viewerHasBookmarked: false,
      },
    };
    expect(posts.totalCount).toBe(3);
    expect(posts.nodes).toEqual([
      {
        id: String(long.id),
        title: '긴 글',
        createdAt: long.createdAt.toISOString(),
        contentText: expect.any(String),
        nickname: '익명의수험생',
        views: 0,
        commentCount: 0,
        containsImage: false,
        containsYoutube: false,
        board: boardJson,
      },
      {
        id: String(withVideo.id),
        title: '영상 글',
        createdAt: withVideo.createdAt.toISOString(),
        contentText: '강의 링크: https://www.youtube.com/watch?v=dQw4w9WgXcQ 꼭 보세요',
        nickname: '이름만',
        views: 0,
        commentCount: 1,
        containsImage: false,
        containsYoutube: true,
        board: boardJson,
      },
      {
        id: String(withImage.id),
        title: '이미지 글',
        createdAt: withImage.createdAt.toISOString(),
        contentText: '표를 첨부합니다.',
        nickname: '합격가자',
        views: 42,
        commentCount: 3,
        containsImage: true,
        containsYoutube: false,
        board: boardJson,
      },
    ]);
    const text: string = posts.nodes[0].contentText;
    expect(Array.from(text).length).toBeLessThanOrEqual(200);
    expect(Array.from(text).length).toBeGreaterThan(190);
    expect(text).not.toMatch(/<|\s{2}/);
    expect(text.startsWith('공부 방법 정리. 공부 방법 정리.')).toBe(true);
  });

  it('names the board by its path, with or without a trailing slash, or by that path on the brand’s community host', async () => {
    const board = await createCommunityBoard(db(), { slug: 'cbt-uri-forms' });
    await createCommunityPost(db(), board, { title: '주소 확인 글' });
    for (const uri of [
      '/community/cbt-uri-forms',
      '/community/cbt-uri-forms/',
      '/community/cbt-uri-forms?page=3#top',
      'http://community.localhost:3000/community/cbt-uri-forms',
      'http://community.localhost/community/cbt-uri-forms/',
    ]) {
      const posts = dataOf(await communityCall(t, 'posts', { uri }), 'embeddablePosts');
      expect(posts, uri).toMatchObject({ totalCount: 1, nodes: [{ title: '주소 확인 글' }] });
    }
    const nurse = await createCommunityBoard(db(), { brand: 'b', slug: 'nurse-uri-forms' });
    await createCommunityPost(db(), nurse, { title: '간호 게시판 글' });
    const onB = await communityCall(
      t,
      'posts',
      { uri: 'http://nurse-community.localhost:3000/community/nurse-uri-forms' },
      { host: BRAND_B_HOST },
    );
    expect(dataOf(onB, 'embeddablePosts')).toMatchObject({ totalCount: 1, nodes: [{ title: '간호 게시판 글' }] });
  });

  it.each([
    ['a foreign host', 'https://evil.example.com/community/cbt-uri-refusals'],
    ['the other brand’s community host', 'http://nurse-community.localhost:3000/community/cbt-uri-refusals'],
    ['a CBT host', 'http://localhost:3000/community/cbt-uri-refusals'],
    ['another path', '/exam/cbt-uri-refusals'],
    ['a post page', '/community/cbt-uri-refusals/1'],
    ['the community home', '/community'],
    ['a bare slug', 'cbt-uri-refusals'],
    ['a network-path reference', '//community.localhost/community/cbt-uri-refusals'],
    ['another scheme', 'javascript:alert(1)'],
    ['an empty string', ''],
  ])('refuses %s with 400 INVALID_URI', async (_what, uri) => {
    expectRefusal(await communityCall(t, 'posts', { uri }), INVALID_URI);
  });

  it('answers 404 BOARD_NOT_FOUND for an unknown board and for the other brand’s board', async () => {
    const nurse = await createCommunityBoard(db(), { brand: 'b', slug: 'nurse-only-board' });
    await createCommunityPost(db(), nurse);
    expectRefusal(await communityCall(t, 'posts', { uri: '/community/no-such-board' }), BOARD_NOT_FOUND);
    expectRefusal(await communityCall(t, 'posts', { uri: '/community/nurse-only-board' }), BOARD_NOT_FOUND);
    expectRefusal(
      await communityCall(t, 'posts', { uri: 'http://community.localhost:3000/community/nurse-only-board' }),
      BOARD_NOT_FOUND,
    );
  });

  it.each([
    [{ page: 0 }],
    [{ page: -2 }],
    [{ pageSize: 0 }],
    [{ pageSize: 51 }],
    [{ page: 1, pageSize: -5 }],
  ])('refuses paging %j with 400 INVALID_PAGE', async (paging) => {
    const board = await createCommunityBoard(db());
    expectRefusal(await communityCall(t, 'posts', { uri: `/community/${board.slug}`, ...paging }), INVALID_PAGE);
  });

  it('keeps GraphQL’s own 400 for a page that is not an integer', async () => {
    const response = await communityCall(t, 'posts', { uri: '/community/any-board', page: 1.5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: null, errors: [{ message: expect.stringMatching(/\$page/) }] });
  });
});

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

describe('community GraphQL: the endpoint', () => {
  it('serves its own schema: community fields are unknown at /graphql and portal fields at /community/graphql', async () => {
    const portal = await graphql(t, COMMUNITY_DOCS.boardBySlug, { boardSlug: 'cbt-ncs' });
    expect(portal.statusCode).toBe(400);
    expect(portal.json().errors[0].message).toMatch(/boardBySlug/);
    const community = await communityCall(t, { query: 'query { currentUser { id } }' });
    expect(community.statusCode).toBe(400);
    expect(community.json().errors[0].message).toMatch(/currentUser/);
  });

  it('keeps the answered fields and status 200 when only some root fields fail', async () => {
    const board = await createCommunityBoard(db(), { title: '부분 응답 게시판' });
    const response = await communityCall(t, {
      query: `query ($slug: String!) { boardBySlug(boardSlug: $slug) { title } broken: board(id: "0") { title } }`,
    }, { slug: board.slug });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toEqual({ boardBySlug: { title: '부분 응답 게시판' }, broken: null });
    expect(body.errors).toMatchObject([{ path: ['broken'], extensions: { code: 'INVALID_ID', statusCode: 400 } }]);
  });

  it('hides an unexpected failure behind the Korean 500 message, without a stack trace', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.db.execute(sql`alter table community_posts rename to community_posts_gone`);
      const board = await createCommunityBoard(broken.database.db, { slug: 'cbt-broken' });
      const response = await communityCall(broken, 'posts', { uri: `/community/${board.slug}` });
      expectRefusal(response, { status: 500, code: 'INTERNAL_ERROR', message: '알 수 없는 오류가 발생했습니다.' });
      expect(response.body).not.toMatch(/community_posts|relation|sql/i);
    } finally {
      await broken.close();
    }
  });

  it('is answered by the API, never handed to Next, while community pages are', async () => {
    const handed: string[] = [];
    const app = await buildApp({
      config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }),
      db: db(),
      logger: false,
      nextHandler: async (req, res) => {
        handed.push(`${req.method} ${req.url}`);
        res.statusCode = 200;
        res.end('next');
      },
    });
    await app.ready();
    try {
      const api = await communityCall({ app }, 'boardBySlug', { boardSlug: 'no-such-board' }, { host: 'community.localhost:3000' });
      expect(api.json()).toEqual({ data: { boardBySlug: null } });
      const page = await app.inject({ method: 'GET', url: '/community/cbt-ncs', headers: { host: 'community.localhost:3000' } });
      expect(page.body).toBe('next');
      expect(handed).toEqual(['GET /community/cbt-ncs']);
    } finally {
      await app.close();
    }
  });
});

describe('community GraphQL: unknown hosts', () => {
  it('treats an unknown host as brand A, like every other API', async () => {
    const board = await createCommunityBoard(db(), { brand: 'a', slug: 'cbt-unknown-host' });
    const response = await communityCall(t, 'boardBySlug', { boardSlug: 'cbt-unknown-host' }, { host: 'unknown.example.com' });
    expect(dataOf(response, 'boardBySlug').id).toBe(String(board.id));
  });
});
