/**
 * Likes and scraps of community posts (docs/CONTRACTS.md "Community", ADR 20): counts moved with the rows,
 * idempotence both ways, no like of one's own post, the member's scraps newest first, and visitors refused.
 */
import { describe, expect, it } from 'vitest';
import { communityCall, expectRefusal, hoursAgo, INVALID_PAGE, POST_NOT_FOUND } from '../../../test/community-kit';
import { createCommunityBoard, createCommunityPost, createLoggedInUser } from '../../../test/factories';
import { dataOf, refusal } from '../../../test/graphql-call';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';
import { REACTION_LIMIT } from './graphql';

const t = useTestApp();
const db = () => t.database.db;

const DOCS = {
  like: { query: 'mutation ($id: ID!) { likeCommunityPost(id: $id) { postId liked likeCount } }' },
  unlike: { query: 'mutation ($id: ID!) { unlikeCommunityPost(id: $id) { postId liked likeCount } }' },
  scrap: { query: 'mutation ($id: ID!) { scrapCommunityPost(id: $id) { postId scrapped scrapCount } }' },
  unscrap: { query: 'mutation ($id: ID!) { unscrapCommunityPost(id: $id) { postId scrapped scrapCount } }' },
  post: {
    query: `query ($id: ID!) { communityPost(id: $id) {
      id likeCount viewerHasLiked scrapCount viewerHasScrapped viewerHasReported hiddenAt viewerCanModerate
    } }`,
  },
  scraps: {
    query: `query ($page: Int, $pageSize: Int) { myCommunityScraps(page: $page, pageSize: $pageSize) {
      totalCount page pageSize nodes { id title nickname board { slug } }
    } }`,
  },
};

type Doc = keyof typeof DOCS;
const call = (doc: Doc, variables: Record<string, unknown>, cookie?: string, host?: string) =>
  communityCall(t, DOCS[doc], variables, { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) });
const FIELD: Record<Doc, string> = {
  like: 'likeCommunityPost',
  unlike: 'unlikeCommunityPost',
  scrap: 'scrapCommunityPost',
  unscrap: 'unscrapCommunityPost',
  post: 'communityPost',
  scraps: 'myCommunityScraps',
};
const ok = async (doc: Doc, variables: Record<string, unknown>, cookie?: string) =>
  dataOf(await call(doc, variables, cookie), FIELD[doc]);

describe('community GraphQL: likes', () => {
  it('counts one like per member, idempotently both ways, and viewerHasLiked follows for that member only', async () => {
    const writer = await createLoggedInUser(db());
    const post = await createCommunityPost(db(), await createCommunityBoard(db()), { author: writer.user });
    const id = String(post.id);
    const [a, b] = [await createLoggedInUser(db()), await createLoggedInUser(db())];

    expect(await ok('like', { id }, a.cookie)).toEqual({ postId: id, liked: true, likeCount: 1 });
    expect(await ok('like', { id }, a.cookie)).toEqual({ postId: id, liked: true, likeCount: 1 });
    expect(await ok('like', { id }, b.cookie)).toEqual({ postId: id, liked: true, likeCount: 2 });
    expect(await ok('post', { id }, a.cookie)).toMatchObject({ likeCount: 2, viewerHasLiked: true });
    expect(await ok('post', { id }, writer.cookie)).toMatchObject({ likeCount: 2, viewerHasLiked: false });
    expect(await ok('post', { id })).toMatchObject({ likeCount: 2, viewerHasLiked: false, viewerCanModerate: false });

    expect(await ok('unlike', { id }, a.cookie)).toEqual({ postId: id, liked: false, likeCount: 1 });
    expect(await ok('unlike', { id }, a.cookie)).toEqual({ postId: id, liked: false, likeCount: 1 });
    expect(await ok('post', { id }, a.cookie)).toMatchObject({ likeCount: 1, viewerHasLiked: false });
  });

  it('refuses a like of the member’s own post (400), visitors (401), unknown and other brands’ posts (404)', async () => {
    const writer = await createLoggedInUser(db());
    const post = await createCommunityPost(db(), await createCommunityBoard(db()), { author: writer.user });
    const id = String(post.id);
    expectRefusal(await call('like', { id }, writer.cookie), {
      status: 400,
      code: 'OWN_POST_LIKE',
      message: '내 글은 추천할 수 없습니다.',
    });
    expect((await ok('post', { id }, writer.cookie)).likeCount).toBe(0);
    const LIKE_LOGIN = { status: 401, code: 'UNAUTHORIZED', message: '로그인 후 추천할 수 있어요.' };
    expectRefusal(await call('like', { id }), LIKE_LOGIN);
    expectRefusal(await call('unlike', { id }), LIKE_LOGIN);
    const member = await createLoggedInUser(db());
    expectRefusal(await call('like', { id: '2147483647' }, member.cookie), POST_NOT_FOUND);
    expect(refusal(await call('like', { id: 'abc' }, member.cookie)).code).toBe('INVALID_POST_ID');
    const foreign = await createCommunityPost(db(), await createCommunityBoard(db(), { brand: 'b' }));
    expectRefusal(await call('like', { id: String(foreign.id) }, member.cookie), POST_NOT_FOUND);
  });

  it(`answers 429 after ${REACTION_LIMIT.max} likes and scraps in a minute by one member`, async () => {
    const me = await createLoggedInUser(db());
    const id = String((await createCommunityPost(db(), await createCommunityBoard(db()))).id);
    for (let i = 0; i < REACTION_LIMIT.max; i++) {
      expect((await call(i % 2 === 0 ? 'like' : 'scrap', { id }, me.cookie)).statusCode).toBe(200);
    }
    expect(refusal(await call('unscrap', { id }, me.cookie))).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: '추천·스크랩 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    });
  });
});

describe('community GraphQL: scraps', () => {
  it('scraps idempotently, lists the member’s scraps newest scrap first with paging bounds, and unscraps', async () => {
    const me = await createLoggedInUser(db());
    const board = await createCommunityBoard(db());
    const anonymous = await createCommunityBoard(db(), { anonymous: true });
    // Written oldest first; scrapped in another order: the list follows the scraps, not the posts.
    const posts = [
      await createCommunityPost(db(), board, { title: '첫 글', nickname: '작성자', createdAt: hoursAgo(3) }),
      await createCommunityPost(db(), anonymous, { title: '익명 글', nickname: '숨은이', createdAt: hoursAgo(2) }),
      await createCommunityPost(db(), board, { title: '셋째 글', createdAt: hoursAgo(1) }),
    ];
    const [first, secret, third] = posts.map((post) => String(post.id));
    expect(await ok('scraps', {}, me.cookie)).toEqual({ totalCount: 0, page: 1, pageSize: 20, nodes: [] });

    expect(await ok('scrap', { id: third }, me.cookie)).toEqual({ postId: third, scrapped: true, scrapCount: 1 });
    await ok('scrap', { id: first }, me.cookie);
    await ok('scrap', { id: secret }, me.cookie);
    expect(await ok('scrap', { id: secret }, me.cookie)).toEqual({ postId: secret, scrapped: true, scrapCount: 1 });
    expect(await ok('post', { id: secret }, me.cookie)).toMatchObject({ scrapCount: 1, viewerHasScrapped: true });

    const all = await ok('scraps', {}, me.cookie);
    expect(all.totalCount).toBe(3);
    expect(all.nodes.map((node: { id: string }) => node.id)).toEqual([secret, first, third]);
    expect(all.nodes[0]).toMatchObject({ title: '익명 글', nickname: '익명', board: { slug: anonymous.slug } });
    expect(all.nodes[1]).toMatchObject({ nickname: '작성자' });

    const second = await ok('scraps', { page: 2, pageSize: 2 }, me.cookie);
    expect(second).toMatchObject({ totalCount: 3, page: 2, pageSize: 2 });
    expect(second.nodes.map((node: { id: string }) => node.id)).toEqual([third]);
    expect((await ok('scraps', { page: 3, pageSize: 2 }, me.cookie)).nodes).toEqual([]);
    expectRefusal(await call('scraps', { pageSize: 51 }, me.cookie), INVALID_PAGE);
    expectRefusal(await call('scraps', { page: 0 }, me.cookie), INVALID_PAGE);

    // Someone else's scraps are theirs.
    const other = await createLoggedInUser(db());
    expect((await ok('scraps', {}, other.cookie)).totalCount).toBe(0);

    expect(await ok('unscrap', { id: first }, me.cookie)).toEqual({ postId: first, scrapped: false, scrapCount: 0 });
    expect(await ok('unscrap', { id: first }, me.cookie)).toEqual({ postId: first, scrapped: false, scrapCount: 0 });
    expect((await ok('scraps', {}, me.cookie)).nodes.map((node: { id: string }) => node.id)).toEqual([secret, third]);
  });

  it('leaves deleted posts and other brands’ scraps out, and refuses visitors (401)', async () => {
    const me = await createLoggedInUser(db());
    const post = await createCommunityPost(db(), await createCommunityBoard(db()), { author: me.user });
    await ok('scrap', { id: String(post.id) }, me.cookie);
    expect((await ok('scraps', {}, me.cookie)).totalCount).toBe(1);
    await communityCall(t, 'deletePost', { id: String(post.id) }, { cookie: me.cookie });
    expect(await ok('scraps', {}, me.cookie)).toMatchObject({ totalCount: 0, nodes: [] });

    const memberB = await createLoggedInUser(db(), { brand: 'b' });
    const postB = await createCommunityPost(db(), await createCommunityBoard(db(), { brand: 'b' }));
    expect((await call('scrap', { id: String(postB.id) }, memberB.cookie, BRAND_B_HOST)).statusCode).toBe(200);
    expect(dataOf(await call('scraps', {}, memberB.cookie, BRAND_B_HOST), 'myCommunityScraps').totalCount).toBe(1);

    const SCRAP_LOGIN = { status: 401, code: 'UNAUTHORIZED', message: '로그인 후 스크랩할 수 있어요.' };
    expectRefusal(await call('scrap', { id: String(postB.id) }), SCRAP_LOGIN);
    expectRefusal(await call('unscrap', { id: String(postB.id) }), SCRAP_LOGIN);
    expectRefusal(await call('scraps', {}), {
      status: 401,
      code: 'UNAUTHORIZED',
      message: '로그인 후 스크랩한 글을 볼 수 있어요.',
    });
  });
});
