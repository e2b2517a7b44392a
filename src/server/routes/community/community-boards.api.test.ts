/** Community GraphQL: finding a board by slug or id within the Host's brand, and its menu's new-post flag. */
import { describe, expect, it } from 'vitest';
import { communityCall, expectRefusal, hoursAgo } from '../../../test/community-kit';
import { createCommunityBoard, createCommunityMenu, createCommunityPost } from '../../../test/factories';
import { dataOf } from '../../../test/graphql-call';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;

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
