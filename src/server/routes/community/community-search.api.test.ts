/**
 * Community post search ("search within a board and across the community (title, body, nickname;
 * Korean-aware like the portal search)"; docs/CONTRACTS.md "Community"): searchCommunityPosts through the API, the
 * search columns every post write keeps, and the backfill of rows written before them.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../../db/schema';
import { backfillCommunityPostSearch } from '../../community/backfill-community-post-search';
import {
  BOARD_NOT_FOUND,
  INVALID_PAGE,
  communityCall,
  expectRefusal,
  hoursAgo,
} from '../../../test/community-kit';
import {
  TEST_PASSWORD,
  createCommunityBoard,
  createCommunityPost,
  createLoggedInUser,
} from '../../../test/factories';
import { dataOf, graphql } from '../../../test/graphql-call';
import { SEARCH_LIMIT } from './graphql';
import { BRAND_B_HOST, type TestApp, createTestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const db = () => t.database.db;

// What a search results page asks for: the board list's fields. pageSize is a variable, so the cost rule prices the
// list at 50 items (graphql-limits.ts): this selection must stay within its limit.
const SEARCH = `query ($query: String!, $boardSlug: String, $page: Int, $pageSize: Int) {
  searchCommunityPosts(query: $query, boardSlug: $boardSlug, page: $page, pageSize: $pageSize) {
    totalCount page pageSize
    nodes {
      id title createdAt contentText nickname views commentCount containsImage containsYoutube isNotice
      board { id slug title }
    }
  }
}`;

type Node = { id: string; title: string; nickname: string; contentText: string; board: { slug: string } };
type Page = { totalCount: number; page: number; pageSize: number; nodes: Node[] };

const call = (variables: Record<string, unknown>, host?: string) =>
  communityCall(t, { query: SEARCH }, variables, host ? { host } : {});
const search = async (variables: Record<string, unknown>, host?: string): Promise<Page> =>
  dataOf(await call(variables, host), 'searchCommunityPosts');
const foundIds = async (variables: Record<string, unknown>, host?: string) => (await search(variables, host)).nodes.map((n) => n.id);
const id = (post: { id: number | string }) => String(post.id);

const QUERY_BLANK = { status: 400, code: 'QUERY_BLANK', message: '1글자 이상 검색해주세요.' };

describe('community GraphQL: searchCommunityPosts', () => {
  it('finds posts by a word of the title or of the body, presented like the board lists', async () => {
    const board = await createCommunityBoard(db());
    const byTitle = await createCommunityPost(db(), board, { title: '간호사 국가고시 합격 후기', nickname: '새벽공부' });
    const byBody = await createCommunityPost(db(), board, {
      title: '실기 시험 질문',
      body: '<p>실기 시험은 <strong>필답형</strong>이었어요</p>',
    });
    await createCommunityPost(db(), board, { title: '전혀 다른 이야기' });

    const page = await search({ query: '국가고시', boardSlug: board.slug });
    expect(page).toMatchObject({ totalCount: 1, page: 1, pageSize: 20 });
    expect(page.nodes).toEqual([
      expect.objectContaining({ id: id(byTitle), title: '간호사 국가고시 합격 후기', nickname: '새벽공부', board: expect.objectContaining({ slug: board.slug }) }),
    ]);
    const fromBody = await search({ query: '필답형', boardSlug: board.slug });
    expect(fromBody.nodes.map((n) => n.id)).toEqual([id(byBody)]);
    expect(fromBody.nodes[0]!.contentText).toBe('실기 시험은 필답형 이었어요');
    // Markup is not text: a tag's name finds nothing.
    expect(await foundIds({ query: 'strong', boardSlug: board.slug })).toEqual([]);
  });

  it('finds a post by its author’s nickname, never on an anonymous board (익명 there)', async () => {
    const open = await createCommunityBoard(db());
    const anonymous = await createCommunityBoard(db(), { anonymous: true });
    const signed = await createCommunityPost(db(), open, { title: '스터디 모집합니다', nickname: '달빛토끼' });
    const hidden = await createCommunityPost(db(), anonymous, { title: '고민이 있어요 스터디', nickname: '달빛토끼' });

    expect(await foundIds({ query: '달빛토끼' })).toEqual([id(signed)]);
    expect(await foundIds({ query: '달빛토끼', boardSlug: anonymous.slug })).toEqual([]);
    // By its words the anonymous post is found, named 익명 as everywhere else.
    const page = await search({ query: '고민', boardSlug: anonymous.slug });
    expect(page.nodes).toEqual([expect.objectContaining({ id: id(hidden), nickname: '익명' })]);
  });

  it('is Korean-aware: 초성 queries, a one-jamo typo, and exact words ranked above close ones, then newest', async () => {
    const board = await createCommunityBoard(db());
    const older = await createCommunityPost(db(), board, { title: '전산회계 자격증 공부법', createdAt: hoursAgo(3) });
    const newer = await createCommunityPost(db(), board, { title: '전산회계 자격증 후기', createdAt: hoursAgo(1) });
    const close = await createCommunityPost(db(), board, { title: '전산회게 자격증 질문', createdAt: hoursAgo(0.5) });

    // 초성 words match or not, so newest first.
    expect(await foundIds({ query: 'ㅈㅅㅎㄱ ㅈㄱㅈ', boardSlug: board.slug })).toEqual([id(close), id(newer), id(older)]);
    expect(await foundIds({ query: 'ㅈㅅㅎㄱ ㄱㅂㅂ', boardSlug: board.slug })).toEqual([id(older)]);
    // One wrong jamo (계 → 게) finds all three, the exact word first.
    expect(await foundIds({ query: '전산회게', boardSlug: board.slug })).toEqual([id(close), id(newer), id(older)]);
    expect(await foundIds({ query: '전산회계', boardSlug: board.slug })).toEqual([id(newer), id(older), id(close)]);
    // Every word must match.
    expect(await foundIds({ query: '전산회계 후기', boardSlug: board.slug })).toEqual([id(newer)]);
  });

  it('searches one board or the whole community of the host’s brand, never another brand’s posts', async () => {
    const first = await createCommunityBoard(db());
    const second = await createCommunityBoard(db());
    const otherBrand = await createCommunityBoard(db(), { brand: 'b' });
    const onFirst = await createCommunityPost(db(), first, { title: '면접복장 추천해주세요', createdAt: hoursAgo(2) });
    const onSecond = await createCommunityPost(db(), second, { title: '면접복장 정리', createdAt: hoursAgo(1) });
    const onB = await createCommunityPost(db(), otherBrand, { title: '면접복장 질문' });

    expect(await foundIds({ query: '면접복장', boardSlug: first.slug })).toEqual([id(onFirst)]);
    const across = await search({ query: '면접복장' });
    expect(across.totalCount).toBe(2);
    expect(across.nodes.map((n) => [n.id, n.board.slug])).toEqual([
      [id(onSecond), second.slug],
      [id(onFirst), first.slug],
    ]);
    expect(await foundIds({ query: '면접복장' }, BRAND_B_HOST)).toEqual([id(onB)]);
    // Another brand's board is no board of this one.
    expectRefusal(await call({ query: '면접복장', boardSlug: otherBrand.slug }), BOARD_NOT_FOUND);
  });

  it('does not find deleted posts', async () => {
    const board = await createCommunityBoard(db());
    const member = await createLoggedInUser(db());
    const post = await createCommunityPost(db(), board, { author: member.user, title: '삭제될 글 파란하늘' });
    expect(await foundIds({ query: '파란하늘' })).toEqual([id(post)]);
    const deleted = await communityCall(t, 'deletePost', { id: id(post) }, { cookie: member.cookie });
    expect(dataOf(deleted, 'deleteCommunityPost')).toMatchObject({ id: id(post) });
    expect(await search({ query: '파란하늘' })).toEqual({ totalCount: 0, page: 1, pageSize: 20, nodes: [] });
  });

  it('finds a post written through the API at once, and after an edit by its new words only', async () => {
    const board = await createCommunityBoard(db());
    const member = await createLoggedInUser(db(), { nickname: '코딩하는곰' });
    const created = dataOf(
      await communityCall(
        t,
        'createPost',
        { boardSlug: board.slug, input: { title: '알고리즘 스터디', bodyHtml: '<p>백준 골드 목표</p>' } },
        { cookie: member.cookie },
      ),
      'createCommunityPost',
    );
    expect(await foundIds({ query: '백준', boardSlug: board.slug })).toEqual([created.id]);
    expect(await foundIds({ query: '코딩하는곰' })).toEqual([created.id]);

    const edited = await communityCall(
      t,
      'updatePost',
      { id: created.id, input: { title: '자료구조 스터디', bodyHtml: '<p>프로그래머스 레벨 2</p>' } },
      { cookie: member.cookie },
    );
    expect(dataOf(edited, 'updateCommunityPost')).toMatchObject({ title: '자료구조 스터디' });
    expect(await foundIds({ query: '알고리즘', boardSlug: board.slug })).toEqual([]);
    expect(await foundIds({ query: '백준', boardSlug: board.slug })).toEqual([]);
    expect(await foundIds({ query: '프로그래머스', boardSlug: board.slug })).toEqual([created.id]);
    expect(await foundIds({ query: '코딩하는곰' })).toEqual([created.id]);
  });

  it('no longer finds a post by the nickname of a member who deleted their account', async () => {
    const board = await createCommunityBoard(db());
    const leaving = await createLoggedInUser(db(), { nickname: '떠나는고양이' });
    const post = await createCommunityPost(db(), board, { author: leaving.user, title: '마지막 인사 무지개' });
    expect(await foundIds({ query: '떠나는고양이' })).toEqual([id(post)]);
    const deleteAccount = `mutation ($confirmation: String!, $password: String!) {
      deleteAccount(confirmation: $confirmation, currentPassword: $password)
    }`;
    const response = await graphql(t, deleteAccount, { confirmation: '탈퇴합니다', password: TEST_PASSWORD }, { cookie: leaving.cookie });
    expect(dataOf(response, 'deleteAccount')).toBe(true);
    expect(await foundIds({ query: '떠나는고양이' })).toEqual([]);
    expect((await search({ query: '무지개' })).nodes).toEqual([expect.objectContaining({ id: id(post), nickname: '탈퇴한 회원' })]);
  });

  it('pages best match first and refuses blank text, bad pages and unknown boards in Korean', async () => {
    const board = await createCommunityBoard(db());
    const posts = [];
    for (let hours = 3; hours >= 1; hours--) {
      posts.push(await createCommunityPost(db(), board, { title: `채용설명회 참가 ${hours}`, createdAt: hoursAgo(hours) }));
    }
    const second = await search({ query: '채용설명회', boardSlug: board.slug, page: 2, pageSize: 1 });
    expect(second).toMatchObject({ totalCount: 3, page: 2, pageSize: 1 });
    expect(second.nodes.map((n) => n.id)).toEqual([id(posts[1]!)]);
    expect(await search({ query: '채용설명회', boardSlug: board.slug, page: 4, pageSize: 1 })).toMatchObject({ totalCount: 3, nodes: [] });
    expect((await search({ query: '채용설명회', boardSlug: board.slug, pageSize: 50 })).nodes).toHaveLength(3);

    expectRefusal(await call({ query: '' }), QUERY_BLANK);
    expectRefusal(await call({ query: '   ', boardSlug: board.slug }), QUERY_BLANK);
    expectRefusal(await call({ query: '가'.repeat(101) }), {
      status: 400,
      code: 'QUERY_TOO_LONG',
      message: '검색어는 100자까지 입력할 수 있습니다.',
    });
    expectRefusal(await call({ query: '채용설명회', page: 0 }), INVALID_PAGE);
    expectRefusal(await call({ query: '채용설명회', pageSize: 51 }), INVALID_PAGE);
    expectRefusal(await call({ query: '채용설명회', pageSize: 0 }), INVALID_PAGE);
    expectRefusal(await call({ query: '채용설명회', boardSlug: 'no-such-board' }), BOARD_NOT_FOUND);
    expectRefusal(await call({ query: '채용설명회', boardSlug: 'Not A Slug' }), {
      status: 400,
      code: 'INVALID_BOARD_SLUG',
      message: '게시판 식별자가 올바르지 않습니다.',
    });
  });
});

describe('backfillCommunityPostSearch', () => {
  it('fills the search columns of posts that have none, in batches, and then finds nothing to do', async () => {
    const board = await createCommunityBoard(db());
    const anonymous = await createCommunityBoard(db(), { anonymous: true });
    const posts = [
      await createCommunityPost(db(), board, { title: '옛날 글 하나 봄바람', nickname: '옛날사람' }),
      await createCommunityPost(db(), board, { title: '옛날 글 둘', body: '봄바람 부는 날' }),
      await createCommunityPost(db(), anonymous, { title: '옛날 익명 글 봄바람', nickname: '숨은사람' }),
    ];
    const ids = posts.map((post) => post.id);
    // As rows written before migration 0015 were.
    await db().update(communityPosts).set({ searchJamo: null, searchChoseong: null }).where(inArray(communityPosts.id, ids));
    expect(await foundIds({ query: '봄바람' })).toEqual([]);

    expect(await backfillCommunityPostSearch(db(), { batchSize: 2 })).toBeGreaterThanOrEqual(3);
    expect((await foundIds({ query: '봄바람' })).sort()).toEqual(ids.map(String).sort());
    expect(await foundIds({ query: '옛날사람' })).toEqual([id(posts[0]!)]);
    expect(await foundIds({ query: '숨은사람' })).toEqual([]);
    const [filled] = await db().select().from(communityPosts).where(eq(communityPosts.id, posts[1]!.id));
    expect(filled!.searchChoseong).toContain('ㅂㅂㄹ');

    expect(await backfillCommunityPostSearch(db())).toBe(0);
  });

  it(`answers a Korean 429 after ${SEARCH_LIMIT.max} searches in a minute by one member, before reading the query`, async () => {
    const me = await createLoggedInUser(db());
    for (let i = 0; i < SEARCH_LIMIT.max; i++) {
      expect((await communityCall(t, { query: SEARCH }, { query: `낱말${i}` }, { cookie: me.cookie })).statusCode).toBe(200);
    }
    expectRefusal(await communityCall(t, { query: SEARCH }, { query: '   ' }, { cookie: me.cookie }), {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: '검색을 너무 자주 하고 있습니다. 잠시 후 다시 시도해주세요.',
    });
  });
});
