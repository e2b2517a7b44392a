/** Community GraphQL: embeddablePosts — paging, ordering, how a post is presented, naming the board, refusals. */
import { describe, expect, it } from 'vitest';
import {
  BOARD_NOT_FOUND,
  INVALID_PAGE,
  INVALID_URI,
  communityCall,
  expectRefusal,
  hoursAgo,
} from '../../../test/community-kit';
import { createCommunityBoard, createCommunityComment, createCommunityPost, createUser } from '../../../test/factories';
import { dataOf } from '../../../test/graphql-call';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;

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
