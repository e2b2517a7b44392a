/**
 * The community site's reads (boardPosts, communityPost, communityHome) and views, through /community/graphql
 * (docs/CONTRACTS.md "Community", ADR 19).
 */
import { describe, expect, it } from 'vitest';
import {
  BOARD_NOT_FOUND,
  INVALID_PAGE,
  INVALID_POST_ID,
  POST_NOT_FOUND,
  communityCall,
  expectRefusal,
  hoursAgo,
} from '../../../test/community-kit';
import {
  createCommunityBoard,
  createCommunityComment,
  createCommunityPost,
  createLoggedInUser,
  createUploadedImage,
} from '../../../test/factories';
import { dataOf } from '../../../test/graphql-call';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;

describe('community GraphQL: boardPosts', () => {
  it('sorts by LATEST, VIEWS and COMMENTS and pages the posts that are not notices', async () => {
    const board = await createCommunityBoard(db());
    const old = await createCommunityPost(db(), board, { title: '오래된 글', views: 50, createdAt: hoursAgo(30) });
    const mid = await createCommunityPost(db(), board, { title: '중간 글', views: 5, createdAt: hoursAgo(20) });
    const fresh = await createCommunityPost(db(), board, { title: '새 글', views: 20, createdAt: hoursAgo(1) });
    await createCommunityComment(db(), mid);
    await createCommunityComment(db(), mid);
    await createCommunityComment(db(), fresh);
    const ids = async (sort?: string, page?: number, pageSize?: number) => {
      const result = dataOf(await communityCall(t, 'boardPosts', { boardSlug: board.slug, sort, page, pageSize }), 'boardPosts');
      return result.nodes.map((n: { id: string }) => n.id);
    };
    expect(await ids()).toEqual([fresh.id, mid.id, old.id].map(String));
    expect(await ids('VIEWS')).toEqual([old.id, fresh.id, mid.id].map(String));
    expect(await ids('COMMENTS')).toEqual([mid.id, fresh.id, old.id].map(String));
    expect(await ids('LATEST', 2, 2)).toEqual([String(old.id)]);
    expect(await ids('LATEST', 3, 2)).toEqual([]);
    const page = dataOf(await communityCall(t, 'boardPosts', { boardSlug: board.slug, page: 2, pageSize: 2 }), 'boardPosts');
    expect(page).toMatchObject({ totalCount: 3, page: 2, pageSize: 2, board: { slug: board.slug } });
    expect(page.nodes[0].commentCount).toBe(0);
  });

  it('pins at most 5 notices, newest first, on page 1 only and keeps them out of the list', async () => {
    const board = await createCommunityBoard(db());
    const notices = [];
    for (let i = 0; i < 6; i++) {
      notices.push(await createCommunityPost(db(), board, { title: `공지 ${i}`, isNotice: true, createdAt: hoursAgo(10 - i) }));
    }
    const post = await createCommunityPost(db(), board, { title: '일반 글', createdAt: hoursAgo(50) });
    const first = dataOf(await communityCall(t, 'boardPosts', { boardSlug: board.slug, pageSize: 1 }), 'boardPosts');
    expect(first.notices.map((n: { id: string }) => n.id)).toEqual(notices.slice(1).reverse().map((n) => String(n.id)));
    expect(first.notices.every((n: { isNotice: boolean }) => n.isNotice)).toBe(true);
    expect(first.totalCount).toBe(1);
    expect(first.nodes.map((n: { id: string; isNotice: boolean }) => [n.id, n.isNotice])).toEqual([[String(post.id), false]]);
    const second = dataOf(await communityCall(t, 'boardPosts', { boardSlug: board.slug, page: 2, pageSize: 1 }), 'boardPosts');
    expect(second.notices).toEqual([]);
  });

  it('refuses page 0, pageSize 10,000, a malformed slug and an unknown or foreign board in Korean', async () => {
    const board = await createCommunityBoard(db());
    const foreign = await createCommunityBoard(db(), { brand: 'b' });
    expectRefusal(await communityCall(t, 'boardPosts', { boardSlug: board.slug, page: 0 }), INVALID_PAGE);
    expectRefusal(await communityCall(t, 'boardPosts', { boardSlug: board.slug, pageSize: 10_000 }), INVALID_PAGE);
    expectRefusal(await communityCall(t, 'boardPosts', { boardSlug: board.slug, pageSize: 0 }), INVALID_PAGE);
    expectRefusal(await communityCall(t, 'boardPosts', { boardSlug: 'no-such-board' }), BOARD_NOT_FOUND);
    expectRefusal(await communityCall(t, 'boardPosts', { boardSlug: foreign.slug }), BOARD_NOT_FOUND);
    const malformed = await communityCall(t, 'boardPosts', { boardSlug: '../x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].message).toBe('게시판 식별자가 올바르지 않습니다.');
  });
});

describe('community GraphQL: communityPost', () => {
  it('answers the post with sanitised HTML, its board and its neighbours, notices left out of the chain', async () => {
    const me = await createLoggedInUser(db());
    const board = await createCommunityBoard(db());
    const older = await createCommunityPost(db(), board, { title: '이전 글', createdAt: hoursAgo(5) });
    await createCommunityPost(db(), board, { title: '공지', isNotice: true, createdAt: hoursAgo(3) });
    const image = await createUploadedImage(db(), me.user);
    const post = await createCommunityPost(db(), board, {
      author: me.user,
      title: '가운데 글',
      body: `<p onclick="steal()">안녕하세요<script>alert(1)</script></p><img src="${image}"><img src="https://cdn.example.com/a.png">`,
      createdAt: hoursAgo(2),
    });
    const newer = await createCommunityPost(db(), board, { title: '다음 글', createdAt: hoursAgo(1) });
    const answer = dataOf(await communityCall(t, 'post', { id: String(post.id) }, { cookie: me.cookie }), 'communityPost');
    expect(answer).toMatchObject({
      id: String(post.id),
      title: '가운데 글',
      bodyHtml: `<p>안녕하세요</p><img src="${image}" />`,
      updatedAt: null,
      isNotice: false,
      containsImage: true,
      viewerIsAuthor: true,
      board: { slug: board.slug },
      previous: { id: String(older.id), title: '이전 글' },
      next: { id: String(newer.id), title: '다음 글' },
    });
    const visitor = dataOf(await communityCall(t, 'post', { id: String(older.id) }), 'communityPost');
    expect(visitor).toMatchObject({ viewerIsAuthor: false, previous: null, next: { id: String(post.id) } });
  });

  it('presents a plain-text body as escaped paragraphs', async () => {
    const board = await createCommunityBoard(db());
    const post = await createCommunityPost(db(), board, { body: '3 < 5 & 7\n둘째 줄\n\n새 문단' });
    const answer = dataOf(await communityCall(t, 'post', { id: String(post.id) }), 'communityPost');
    expect(answer.bodyHtml).toBe('<p>3 &lt; 5 &amp; 7<br>둘째 줄</p><p>새 문단</p>');
  });

  it("answers 404 for a missing or another brand's post and 400 for a malformed id", async () => {
    const foreign = await createCommunityPost(db(), await createCommunityBoard(db(), { brand: 'b' }));
    expectRefusal(await communityCall(t, 'post', { id: String(foreign.id) }), POST_NOT_FOUND);
    expectRefusal(await communityCall(t, 'post', { id: '2147483647' }), POST_NOT_FOUND);
    for (const id of ['0', 'abc', '-1', '99999999999']) {
      expectRefusal(await communityCall(t, 'post', { id }), INVALID_POST_ID);
    }
    expect(dataOf(await communityCall(t, 'post', { id: String(foreign.id) }, { host: BRAND_B_HOST }), 'communityPost').id).toBe(
      String(foreign.id),
    );
  });
});

describe('community GraphQL: recordCommunityPostView', () => {
  it('counts a view once per visitor per day', async () => {
    const board = await createCommunityBoard(db());
    const post = await createCommunityPost(db(), board, { views: 7 });
    const me = await createLoggedInUser(db());
    const view = (options = {}) => communityCall(t, 'recordView', { id: String(post.id) }, options);
    expect(dataOf(await view(), 'recordCommunityPostView')).toBe(8);
    expect(dataOf(await view(), 'recordCommunityPostView')).toBe(8);
    expect(dataOf(await view({ cookie: me.cookie }), 'recordCommunityPostView')).toBe(9);
    expect(dataOf(await view({ cookie: me.cookie }), 'recordCommunityPostView')).toBe(9);
    expectRefusal(await communityCall(t, 'recordView', { id: String(post.id) }, { host: BRAND_B_HOST }), POST_NOT_FOUND);
    expectRefusal(await communityCall(t, 'recordView', { id: 'x' }), INVALID_POST_ID);
  });
});

describe('community GraphQL: communityHome', () => {
  it("lists the brand's menus with boards, shortcuts, the week's most viewed and the newest posts", async () => {
    const shortcut = await createCommunityBoard(db(), { brand: 'b', menu: { isShortcut: true, position: -10 } });
    const other = await createCommunityBoard(db(), { brand: 'b', menu: { bookmarkable: true, position: -9 } });
    const popular = await createCommunityPost(db(), shortcut, { views: 100_000, createdAt: hoursAgo(24 * 6) });
    const tooOld = await createCommunityPost(db(), other, { views: 200_000, createdAt: hoursAgo(24 * 8) });
    const newest = await createCommunityPost(db(), other, { createdAt: new Date(Date.now() - 1000) });
    const home = dataOf(await communityCall(t, 'home', {}, { host: BRAND_B_HOST }), 'communityHome');
    expect(home.shortcuts.map((m: { id: string }) => m.id)).toContain(String(shortcut.menu.id));
    expect(home.shortcuts.every((m: { isShortcut: boolean }) => m.isShortcut)).toBe(true);
    expect(home.menus.slice(0, 2).map((m: { menu: { id: string }; boards: { slug: string }[] }) => [m.menu.id, m.boards.map((b) => b.slug)])).toEqual([
      [String(shortcut.menu.id), [shortcut.slug]],
      [String(other.menu.id), [other.slug]],
    ]);
    expect(home.popularPosts[0].id).toBe(String(popular.id));
    expect(home.popularPosts.map((p: { id: string }) => p.id)).not.toContain(String(tooOld.id));
    expect(home.newestPosts.map((p: { id: string }) => p.id)).toContain(String(newest.id));
    const times = home.newestPosts.map((p: { createdAt: string }) => p.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(home.newestPosts.length).toBeLessThanOrEqual(10);

  });

  it("puts a member's bookmarks first among the shortcuts and keeps every default shortcut after them, once each", async () => {
    const shortcut = await createCommunityBoard(db(), { brand: 'b', menu: { isShortcut: true, bookmarkable: true, position: -20 } });
    const laterShortcut = await createCommunityBoard(db(), { brand: 'b', menu: { isShortcut: true, position: -19 } });
    const room = await createCommunityBoard(db(), { brand: 'b', menu: { bookmarkable: true, position: -18 } });
    const me = await createLoggedInUser(db(), { brand: 'b' });
    const as = { cookie: me.cookie, host: BRAND_B_HOST };
    const shortcutsOf = async () =>
      dataOf(await communityCall(t, 'home', {}, as), 'communityHome').shortcuts.map(
        (m: { id: string; viewerHasBookmarked: boolean }) => [m.id, m.viewerHasBookmarked],
      );
    const defaults = (await shortcutsOf()) as Array<[string, boolean]>;
    expect(defaults.slice(0, 2)).toEqual([
      [String(shortcut.menu.id), false],
      [String(laterShortcut.menu.id), false],
    ]);

    // Bookmarks lead in the order they were made; a bookmarked default shortcut moves up rather than showing twice.
    await communityCall(t, 'addBookmark', { menuId: String(room.menu.id) }, as);
    await communityCall(t, 'addBookmark', { menuId: String(shortcut.menu.id) }, as);
    const mine = (await shortcutsOf()) as Array<[string, boolean]>;
    expect(mine).toEqual([
      [String(room.menu.id), true],
      [String(shortcut.menu.id), true],
      ...defaults.filter(([id]) => id !== String(shortcut.menu.id)),
    ]);
    expect(new Set(mine.map(([id]) => id)).size).toBe(mine.length);
  });
});
