/**
 * Community comments with one level of replies, anonymous boards and the visitors' cached reads
 * (docs/CONTRACTS.md "Community", ADR 19).
 */
import { describe, expect, it } from 'vitest';
import {
  COMMENT_LOGIN_REQUIRED,
  COMMENT_NOT_FOUND,
  INVALID_PAGE,
  INVALID_PARENT,
  POST_NOT_FOUND,
  communityCall,
  expectRefusal,
  hoursAgo,
} from '../../../test/community-kit';
import {
  createCommunityBoard,
  createCommunityComment,
  createCommunityPost,
  createLoggedInOperator,
  createLoggedInUser,
} from '../../../test/factories';
import { dataOf, refusal } from '../../../test/graphql-call';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';
import { COMMENT_WRITE_LIMIT, COMMUNITY_GRAPHQL_PATH } from './graphql';

const t = useTestApp();
const db = () => t.database.db;

const create = (cookie: string | undefined, input: Record<string, unknown>) =>
  communityCall(t, 'createComment', { input }, cookie ? { cookie } : {});
const comments = async (postId: number, options = {}) =>
  dataOf(await communityCall(t, 'comments', { postId: String(postId) }, options), 'communityComments');

describe('community GraphQL: comments', () => {
  it('creates a comment and a reply, edits and deletes them, and keeps commentCount exact', async () => {
    const me = await createLoggedInUser(db(), { nickname: '간호사꿈' });
    const other = await createLoggedInUser(db(), { nickname: '선배' });
    const post = await createCommunityPost(db(), await createCommunityBoard(db()));

    const first = dataOf(await create(me.cookie, { postId: String(post.id), body: '  첫 댓글\n둘째 줄  ' }), 'createCommunityComment');
    expect(first.commentCount).toBe(1);
    expect(first.comment).toMatchObject({
      parentId: null,
      body: '첫 댓글\n둘째 줄',
      authorName: '간호사꿈',
      deleted: false,
      edited: false,
      viewerIsAuthor: true,
      viewerCanEdit: true,
      viewerCanDelete: true,
      replies: [],
    });
    const reply = dataOf(
      await create(other.cookie, { postId: String(post.id), parentId: first.comment.id, body: '답글입니다' }),
      'createCommunityComment',
    );
    expect(reply).toMatchObject({ commentCount: 2, comment: { parentId: first.comment.id, authorName: '선배' } });

    const edited = dataOf(
      await communityCall(t, 'updateComment', { id: first.comment.id, body: '고친 댓글' }, { cookie: me.cookie }),
      'updateCommunityComment',
    );
    expect(edited).toMatchObject({ body: '고친 댓글', edited: true, replies: [{ id: reply.comment.id }] });

    const thread = await comments(post.id, { cookie: other.cookie });
    expect(thread).toMatchObject({ totalCount: 1, commentCount: 2, page: 1, pageSize: 20 });
    expect(thread.nodes[0]).toMatchObject({
      id: first.comment.id,
      viewerIsAuthor: false,
      viewerCanEdit: false,
      viewerCanDelete: false,
      replies: [{ id: reply.comment.id, viewerIsAuthor: true, viewerCanDelete: true, replies: [] }],
    });

    const deleted = dataOf(await communityCall(t, 'deleteComment', { id: reply.comment.id }, { cookie: other.cookie }), 'deleteCommunityComment');
    expect(deleted).toEqual({ id: reply.comment.id, commentCount: 1 });
    const post2 = dataOf(await communityCall(t, 'post', { id: String(post.id) }), 'communityPost');
    expect(post2.commentCount).toBe(1);
    expectRefusal(await communityCall(t, 'deleteComment', { id: reply.comment.id }, { cookie: other.cookie }), COMMENT_NOT_FOUND);
  });

  it('refuses a reply to a reply, to a deleted comment or to another post’s comment with 400', async () => {
    const me = await createLoggedInUser(db());
    const board = await createCommunityBoard(db());
    const post = await createCommunityPost(db(), board);
    const elsewhere = await createCommunityPost(db(), board);
    const top = await createCommunityComment(db(), post, { author: me.user });
    const reply = await createCommunityComment(db(), post, { author: me.user, parentId: top.id });
    const gone = await createCommunityComment(db(), post, { author: me.user });
    await communityCall(t, 'deleteComment', { id: String(gone.id) }, { cookie: me.cookie });
    const foreign = await createCommunityComment(db(), elsewhere, { author: me.user });
    for (const parent of [reply, gone, foreign]) {
      expectRefusal(await create(me.cookie, { postId: String(post.id), parentId: String(parent.id), body: '답글' }), INVALID_PARENT);
    }
    expect((await comments(post.id)).commentCount).toBe(2);
  });

  it('refuses visitors (401), other members (403) and bad bodies (400) in Korean, and lets an ADMIN delete', async () => {
    const author = await createLoggedInUser(db());
    const other = await createLoggedInUser(db());
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    const post = await createCommunityPost(db(), await createCommunityBoard(db()));
    const comment = await createCommunityComment(db(), post, { author: author.user });
    const id = String(comment.id);

    expectRefusal(await create(undefined, { postId: String(post.id), body: '안녕하세요' }), COMMENT_LOGIN_REQUIRED);
    expectRefusal(await communityCall(t, 'updateComment', { id, body: 'x' }), COMMENT_LOGIN_REQUIRED);
    expectRefusal(await communityCall(t, 'deleteComment', { id }), COMMENT_LOGIN_REQUIRED);
    expect(refusal(await communityCall(t, 'updateComment', { id, body: '남의 글' }, { cookie: other.cookie }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: '내가 쓴 댓글만 수정할 수 있습니다.',
    });
    expect(refusal(await communityCall(t, 'deleteComment', { id }, { cookie: other.cookie }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: '내가 쓴 댓글만 삭제할 수 있습니다.',
    });
    expect(refusal(await communityCall(t, 'updateComment', { id, body: '고침' }, { cookie: admin.cookie })).status).toBe(403);
    expect(refusal(await create(author.cookie, { postId: String(post.id), body: '   ' }))).toEqual({
      status: 400,
      code: 'COMMENT_BLANK',
      message: '댓글 내용을 입력해주세요.',
    });
    expect(refusal(await create(author.cookie, { postId: String(post.id), body: '가'.repeat(1001) }))).toMatchObject({
      status: 400,
      code: 'COMMENT_TOO_LONG',
    });
    expectRefusal(await create(author.cookie, { postId: '2147483647', body: '안녕' }), POST_NOT_FOUND);
    const corporate = await createLoggedInUser(db(), { type: 'CORPORATE' });
    expect(refusal(await create(corporate.cookie, { postId: String(post.id), body: '안녕' })).status).toBe(403);

    const deleted = dataOf(await communityCall(t, 'deleteComment', { id }, { cookie: admin.cookie }), 'deleteCommunityComment');
    expect(deleted).toEqual({ id, commentCount: 0 });
  });

  it("keeps another brand's post and comments out of reach", async () => {
    const me = await createLoggedInUser(db());
    const post = await createCommunityPost(db(), await createCommunityBoard(db(), { brand: 'b' }));
    const comment = await createCommunityComment(db(), post);
    expectRefusal(await communityCall(t, 'comments', { postId: String(post.id) }), POST_NOT_FOUND);
    expectRefusal(await create(me.cookie, { postId: String(post.id), body: '안녕' }), POST_NOT_FOUND);
    expectRefusal(await communityCall(t, 'deleteComment', { id: String(comment.id) }, { cookie: me.cookie }), COMMENT_NOT_FOUND);
    expect((await comments(post.id, { host: BRAND_B_HOST })).commentCount).toBe(1);
  });

  it('shows a deleted comment with standing replies as deleted and drops one without replies', async () => {
    const me = await createLoggedInUser(db());
    const post = await createCommunityPost(db(), await createCommunityBoard(db()));
    const asked = await createCommunityComment(db(), post, { author: me.user, body: '질문', createdAt: hoursAgo(3) });
    await createCommunityComment(db(), post, { body: '답변', parentId: asked.id, createdAt: hoursAgo(2) });
    const alone = await createCommunityComment(db(), post, { author: me.user, body: '혼자', createdAt: hoursAgo(1) });
    for (const id of [asked.id, alone.id]) await communityCall(t, 'deleteComment', { id: String(id) }, { cookie: me.cookie });
    const thread = await comments(post.id, { cookie: me.cookie });
    expect(thread).toMatchObject({ totalCount: 1, commentCount: 1 });
    expect(thread.nodes).toEqual([
      expect.objectContaining({
        id: String(asked.id),
        deleted: true,
        body: '',
        authorName: '',
        viewerCanDelete: false,
        viewerCanEdit: false,
        replies: [expect.objectContaining({ body: '답변', deleted: false })],
      }),
    ]);
  });

  it('pages by top-level comment and refuses page 0 and pageSize 10,000', async () => {
    const post = await createCommunityPost(db(), await createCommunityBoard(db()));
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createCommunityComment(db(), post, { createdAt: hoursAgo(10 - i) }));
    await createCommunityComment(db(), post, { parentId: made[0]!.id });
    const page = dataOf(await communityCall(t, 'comments', { postId: String(post.id), page: 2, pageSize: 2 }), 'communityComments');
    expect(page).toMatchObject({ totalCount: 3, commentCount: 4, page: 2, pageSize: 2 });
    expect(page.nodes.map((n: { id: string }) => n.id)).toEqual([String(made[2]!.id)]);
    expectRefusal(await communityCall(t, 'comments', { postId: String(post.id), page: 0 }), INVALID_PAGE);
    expectRefusal(await communityCall(t, 'comments', { postId: String(post.id), pageSize: 10_000 }), INVALID_PAGE);
  });

  it(`answers 429 after ${COMMENT_WRITE_LIMIT.max} comment writes in a minute by one member`, async () => {
    const me = await createLoggedInUser(db());
    const post = await createCommunityPost(db(), await createCommunityBoard(db()));
    for (let i = 0; i < COMMENT_WRITE_LIMIT.max; i++) {
      expect((await create(me.cookie, { postId: String(post.id), body: `댓글 ${i}` })).statusCode).toBe(200);
    }
    expect(refusal(await create(me.cookie, { postId: String(post.id), body: '하나 더' }))).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: '댓글을 너무 자주 쓰고 있습니다. 잠시 후 다시 시도해주세요.',
    });
  });
});

describe('community GraphQL: anonymous boards', () => {
  it('never reveals a nickname on an anonymous board, in any read, while the author still knows their own', async () => {
    const writer = await createLoggedInUser(db(), { brand: 'b', nickname: '비밀간호사' });
    const commenter = await createLoggedInUser(db(), { brand: 'b', nickname: '숨은선배' });
    const board = await createCommunityBoard(db(), { brand: 'b', anonymous: true, menu: { isShortcut: true } });
    const post = await createCommunityPost(db(), board, { author: writer.user, title: '익명 고민', createdAt: new Date() });
    const b = { host: BRAND_B_HOST };
    const top = dataOf(
      await communityCall(t, 'createComment', { input: { postId: String(post.id), body: '힘내세요' } }, { ...b, cookie: commenter.cookie }),
      'createCommunityComment',
    );
    await communityCall(
      t,
      'createComment',
      { input: { postId: String(post.id), parentId: top.comment.id, body: '감사해요' } },
      { ...b, cookie: writer.cookie },
    );
    expect(top.comment.authorName).toBe('익명');

    const answers = [
      await communityCall(t, 'boardPosts', { boardSlug: board.slug }, b),
      await communityCall(t, 'post', { id: String(post.id) }, b),
      await communityCall(t, 'post', { id: String(post.id) }, { ...b, cookie: writer.cookie }),
      await communityCall(t, 'comments', { postId: String(post.id) }, { ...b, cookie: commenter.cookie }),
      await communityCall(t, 'posts', { uri: `/community/${board.slug}` }, b),
      await communityCall(t, 'home', {}, b),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toMatch(/비밀간호사|숨은선배/);
      expect(answer.body).toContain('익명');
    }
    expect(dataOf(answers[2]!, 'communityPost')).toMatchObject({ nickname: '익명', viewerIsAuthor: true });
    const thread = dataOf(answers[3]!, 'communityComments');
    expect(thread.nodes[0]).toMatchObject({ authorName: '익명', viewerIsAuthor: true, replies: [{ authorName: '익명', viewerIsAuthor: false }] });
  });
});

describe('community GraphQL: visitors’ cached reads', () => {
  it("serves a visitor's boardPosts from the cache and shows a new comment's count right after it", async () => {
    const me = await createLoggedInUser(db());
    const board = await createCommunityBoard(db());
    const post = await createCommunityPost(db(), board);
    const query = `query BoardPage($slug: String!) { boardPosts(boardSlug: $slug) { totalCount nodes { id commentCount } } }`;
    const visit = () =>
      t.app.inject({
        method: 'POST',
        url: COMMUNITY_GRAPHQL_PATH,
        headers: { host: 'localhost:3000', 'content-type': 'application/json' },
        payload: { query, variables: { slug: board.slug } },
      });
    const first = await visit();
    expect(first.json().data.boardPosts.nodes).toEqual([{ id: String(post.id), commentCount: 0 }]);
    // Written around the API (no bump): the cached answer stays.
    await createCommunityComment(db(), post);
    const cached = await visit();
    expect(cached.json().data.boardPosts.nodes[0].commentCount).toBe(0);
    expect(cached.headers.etag).toBe(first.headers.etag);
    // Through the API: the comment bumps the tag after its commit.
    await communityCall(t, 'createComment', { input: { postId: String(post.id), body: '새 댓글' } }, { cookie: me.cookie });
    expect((await visit()).json().data.boardPosts.nodes[0].commentCount).toBe(2);
  });
});
