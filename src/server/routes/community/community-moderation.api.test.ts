/**
 * Reports and operator moderation of the community (docs/CONTRACTS.md "Community", ADR 20): report checks
 * and their Korean refusals, 5 open reports from different members hide a post or a comment, what hidden means for
 * whom, ADMIN hide/restore/pin with audit rows, and the refusals of everyone else.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, communityReports } from '../../../db/schema';
import { LOGIN_REQUIRED, POST_NOT_FOUND, communityCall, expectRefusal, hoursAgo } from '../../../test/community-kit';
import {
  createCommunityBoard,
  createCommunityComment,
  createCommunityPost,
  createLoggedInOperator,
  createLoggedInUser,
} from '../../../test/factories';
import { dataOf, refusal } from '../../../test/graphql-call';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';
import { REPORT_LIMIT } from './graphql';

const t = useTestApp();
const db = () => t.database.db;

const COMMENT = 'id body authorName deleted hidden viewerHasReported viewerCanEdit replies { id body hidden }';
const DOCS = {
  reportPost: {
    query: `mutation ($id: ID!, $input: CommunityReportInput!) { reportCommunityPost(id: $id, input: $input) { reported hidden } }`,
  },
  reportComment: {
    query: `mutation ($id: ID!, $input: CommunityReportInput!) { reportCommunityComment(id: $id, input: $input) { reported hidden } }`,
  },
  post: {
    query: `query ($id: ID!) { communityPost(id: $id) {
      id isNotice hiddenAt viewerHasReported viewerCanModerate viewerIsAuthor previous { id } next { id }
    } }`,
  },
  hidePost: { query: 'mutation ($id: ID!) { hideCommunityPost(id: $id) { id hiddenAt viewerCanModerate } }' },
  restorePost: { query: 'mutation ($id: ID!) { restoreCommunityPost(id: $id) { id hiddenAt } }' },
  pin: {
    query: 'mutation ($id: ID!, $pinned: Boolean!) { setCommunityPostPinned(id: $id, pinned: $pinned) { id isNotice } }',
  },
  hideComment: { query: `mutation ($id: ID!) { hideCommunityComment(id: $id) { ${COMMENT} } }` },
  restoreComment: { query: `mutation ($id: ID!) { restoreCommunityComment(id: $id) { ${COMMENT} } }` },
  comments: {
    query: `query ($postId: ID!) { communityComments(postId: $postId) { commentCount nodes { ${COMMENT} } } }`,
  },
};
type Doc = keyof typeof DOCS;
const call = (doc: Doc, variables: Record<string, unknown>, cookie?: string, host?: string) =>
  communityCall(t, DOCS[doc], variables, { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) });
const FIELD: Record<Doc, string> = {
  reportPost: 'reportCommunityPost',
  reportComment: 'reportCommunityComment',
  post: 'communityPost',
  hidePost: 'hideCommunityPost',
  restorePost: 'restoreCommunityPost',
  pin: 'setCommunityPostPinned',
  hideComment: 'hideCommunityComment',
  restoreComment: 'restoreCommunityComment',
  comments: 'communityComments',
};
const ok = async (doc: Doc, variables: Record<string, unknown>, cookie?: string) =>
  dataOf(await call(doc, variables, cookie), FIELD[doc]);

const SPAM = { reason: 'SPAM' };
const HIDDEN = { status: 404, code: 'POST_HIDDEN', message: '신고가 누적되어 숨겨진 게시글입니다.' };
const NOT_MODERATOR = { status: 403, code: 'FORBIDDEN', message: '관리자만 게시글과 댓글을 관리할 수 있습니다.' };
const REPORT_LOGIN = { status: 401, code: 'UNAUTHORIZED', message: '로그인 후 신고할 수 있어요.' };

/** `count` members of brand A who each report the post; answers their results in order. */
async function reportByMembers(postId: string, count: number) {
  const results = [];
  for (let i = 0; i < count; i++) {
    const member = await createLoggedInUser(db());
    results.push(await ok('reportPost', { id: postId, input: SPAM }, member.cookie));
  }
  return results;
}

const boardIds = async (slug: string) =>
  dataOf(await communityCall(t, 'boardPosts', { boardSlug: slug }), 'boardPosts').nodes.map((n: { id: string }) => n.id);
const embeddedIds = async (slug: string) =>
  dataOf(await communityCall(t, 'posts', { uri: `/community/${slug}`, pageSize: 50 }), 'embeddablePosts').nodes.map(
    (n: { id: string }) => n.id,
  );
const homeIds = async () => {
  const home = dataOf(await communityCall(t, 'home'), 'communityHome');
  return [...home.newestPosts, ...home.popularPosts].map((n: { id: string }) => n.id);
};

const auditRows = (action: string, resourceId: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.resourceId, resourceId)))
    .orderBy(auditEvents.id);

describe('community GraphQL: reports', () => {
  it('checks reason and detail with Korean 400s, keeps the report once (409) and refuses the member’s own post', async () => {
    const writer = await createLoggedInUser(db());
    const post = await createCommunityPost(db(), await createCommunityBoard(db()), { author: writer.user });
    const id = String(post.id);
    const me = await createLoggedInUser(db());
    const report = (input: Record<string, unknown>, cookie = me.cookie) => call('reportPost', { id, input }, cookie);

    expectRefusal(await report({ reason: 'OTHER' }), {
      status: 400,
      code: 'REPORT_DETAIL_REQUIRED',
      message: '신고 사유를 입력해주세요.',
    });
    expect(refusal(await report({ reason: 'OTHER', detail: '   ' })).code).toBe('REPORT_DETAIL_REQUIRED');
    expectRefusal(await report({ reason: 'ABUSE', detail: '가'.repeat(301) }), {
      status: 400,
      code: 'REPORT_DETAIL_TOO_LONG',
      message: '신고 사유는 300자까지 입력할 수 있습니다.',
    });
    // Not one of the enum's values: GraphQL refuses the variables (400) before the resolver.
    expect((await report({ reason: 'BORING' })).statusCode).toBe(400);
    expectRefusal(await report(SPAM, writer.cookie), {
      status: 400,
      code: 'OWN_POST_REPORT',
      message: '내 글은 신고할 수 없습니다.',
    });
    expectRefusal(await call('reportPost', { id, input: SPAM }), REPORT_LOGIN);
    expectRefusal(await call('reportComment', { id: '1', input: SPAM }), REPORT_LOGIN);

    expect(await ok('post', { id }, me.cookie)).toMatchObject({ viewerHasReported: false });
    const detail = `  ${'나'.repeat(300)}  `;
    expect(dataOf(await report({ reason: 'OTHER', detail }), 'reportCommunityPost')).toEqual({ reported: true, hidden: false });
    expect(await ok('post', { id }, me.cookie)).toMatchObject({ viewerHasReported: true });
    const [stored] = await db().select().from(communityReports).where(eq(communityReports.postId, post.id));
    expect(stored).toMatchObject({ brand: 'a', reason: 'OTHER', detail: '나'.repeat(300), resolvedAt: null, resolution: null });
    expectRefusal(await report({ reason: 'SPAM' }), { status: 409, code: 'ALREADY_REPORTED', message: '이미 신고한 게시글입니다.' });
    expectRefusal(await call('reportPost', { id: '2147483647', input: SPAM }, me.cookie), POST_NOT_FOUND);
    const foreign = await createCommunityPost(db(), await createCommunityBoard(db(), { brand: 'b' }));
    expectRefusal(await call('reportPost', { id: String(foreign.id), input: SPAM }, me.cookie), POST_NOT_FOUND);
  });

  it('hides a post once 5 different members report it: out of every list, open to its author and ADMINs only', async () => {
    const writer = await createLoggedInUser(db());
    const board = await createCommunityBoard(db(), { menu: { isShortcut: true } });
    const older = await createCommunityPost(db(), board, { createdAt: hoursAgo(3) });
    const post = await createCommunityPost(db(), board, { author: writer.user, createdAt: hoursAgo(2) });
    const newer = await createCommunityPost(db(), board, { createdAt: hoursAgo(1) });
    const id = String(post.id);
    // Warm the visitors' cache: the hiding report must empty it.
    expect(await boardIds(board.slug)).toContain(id);
    expect(await embeddedIds(board.slug)).toContain(id);
    expect(await homeIds()).toContain(id);

    const results = await reportByMembers(id, 5);
    expect(results.map((r) => r.hidden)).toEqual([false, false, false, false, true]);
    expect(await boardIds(board.slug)).toEqual([String(newer.id), String(older.id)]);
    expect(await embeddedIds(board.slug)).not.toContain(id);
    expect(await homeIds()).not.toContain(id);
    // Out of the previous/next chain too.
    expect(await ok('post', { id: String(newer.id) })).toMatchObject({ previous: { id: String(older.id) } });

    const mine = await ok('post', { id }, writer.cookie);
    expect(mine).toMatchObject({ id, viewerIsAuthor: true, viewerCanModerate: false });
    expect(mine.hiddenAt).toEqual(expect.any(String));
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    expect(await ok('post', { id }, admin.cookie)).toMatchObject({ id, hiddenAt: mine.hiddenAt, viewerCanModerate: true });
    expectRefusal(await call('post', { id }, (await createLoggedInUser(db())).cookie), HIDDEN);
    expectRefusal(await call('post', { id }), HIDDEN);
    // Its thread is its author's and ADMINs' too; nobody comments on it while it waits.
    expect((await call('comments', { postId: id }, writer.cookie)).statusCode).toBe(200);
    expectRefusal(await call('comments', { postId: id }), HIDDEN);
    expectRefusal(
      await communityCall(t, 'createComment', { input: { postId: id, body: '댓글' } }, { cookie: writer.cookie }),
      HIDDEN,
    );
    // A post under review gathers no views.
    expectRefusal(await communityCall(t, 'recordView', { id }), POST_NOT_FOUND);

    // The reports stay open for the operators' queue until an ADMIN decides.
    const open = await db().select().from(communityReports).where(eq(communityReports.postId, post.id));
    expect(open).toHaveLength(5);
    expect(open.every((row) => row.resolvedAt === null)).toBe(true);
  });

  it('lets an ADMIN restore a hidden post (reports resolved RESTORED), after which a 6th report alone does not hide it', async () => {
    const board = await createCommunityBoard(db());
    const post = await createCommunityPost(db(), board);
    const id = String(post.id);
    await reportByMembers(id, 5);
    expect(await boardIds(board.slug)).not.toContain(id);

    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    expect(await ok('restorePost', { id }, admin.cookie)).toEqual({ id, hiddenAt: null });
    expect(await boardIds(board.slug)).toContain(id);
    expect(await ok('post', { id })).toMatchObject({ id, hiddenAt: null });
    const reports = await db().select().from(communityReports).where(eq(communityReports.postId, post.id));
    expect(reports.map((row) => row.resolution)).toEqual(Array(5).fill('RESTORED'));
    const [audit] = await auditRows('community-post.restore', id);
    expect(audit).toMatchObject({ actorId: admin.user.id, brand: 'a', resourceType: 'community-post' });
    expect(audit!.before).toMatchObject({ hiddenAt: expect.any(String) });
    expect(audit!.after).toMatchObject({ hiddenAt: null, resolvedReports: 5 });

    expect((await reportByMembers(id, 1))[0]).toEqual({ reported: true, hidden: false });
    expect(await boardIds(board.slug)).toContain(id);
    // It takes 5 new reporters.
    expect((await reportByMembers(id, 4)).at(-1)).toEqual({ reported: true, hidden: true });
  });

  it('hides a comment reported by 5 members: it keeps its place without words or name', async () => {
    const writer = await createLoggedInUser(db(), { nickname: '댓글쓴이' });
    const post = await createCommunityPost(db(), await createCommunityBoard(db()));
    const comment = await createCommunityComment(db(), post, { author: writer.user, body: '문제의 댓글' });
    await createCommunityComment(db(), post, { parentId: comment.id, body: '답글' });
    const id = String(comment.id);
    expectRefusal(await call('reportComment', { id, input: SPAM }, writer.cookie), {
      status: 400,
      code: 'OWN_COMMENT_REPORT',
      message: '내 댓글은 신고할 수 없습니다.',
    });
    const reporters = [];
    for (let i = 0; i < 5; i++) {
      const member = await createLoggedInUser(db());
      reporters.push(member);
      const result = await ok('reportComment', { id, input: { reason: 'ABUSE' } }, member.cookie);
      expect(result).toEqual({ reported: true, hidden: i === 4 });
    }
    expectRefusal(await call('reportComment', { id, input: SPAM }, reporters[0]!.cookie), {
      status: 409,
      code: 'ALREADY_REPORTED',
      message: '이미 신고한 댓글입니다.',
    });
    const thread = await ok('comments', { postId: String(post.id) }, reporters[0]!.cookie);
    expect(thread.commentCount).toBe(2);
    expect(thread.nodes[0]).toMatchObject({
      id,
      body: '',
      authorName: '',
      deleted: false,
      hidden: true,
      viewerHasReported: true,
      replies: [{ body: '답글', hidden: false }],
    });
    // The author cannot rewrite it while it waits for review.
    expect((await ok('comments', { postId: String(post.id) }, writer.cookie)).nodes[0]).toMatchObject({
      hidden: true,
      viewerCanEdit: false,
    });
    expectRefusal(await communityCall(t, 'updateComment', { id, body: '고침' }, { cookie: writer.cookie }), {
      status: 403,
      code: 'FORBIDDEN',
      message: '숨겨진 댓글은 수정할 수 없습니다.',
    });

    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    const restored = await ok('restoreComment', { id }, admin.cookie);
    expect(restored).toMatchObject({ id, body: '문제의 댓글', authorName: '댓글쓴이', hidden: false });
    const hidden = await ok('hideComment', { id }, admin.cookie);
    expect(hidden).toMatchObject({ id, body: '', hidden: true });
    expect(await auditRows('community-comment.restore', id)).toHaveLength(1);
    expect(await auditRows('community-comment.hide', id)).toHaveLength(1);
    // A member who could not report it still sees the comment hidden in the visitors' cached thread.
    expect((await ok('comments', { postId: String(post.id) })).nodes[0]).toMatchObject({ hidden: true, body: '' });
  });

  it('counts racing reports once each: the same member twice at once is one report and one 409; 5 at once hide it', async () => {
    const post = await createCommunityPost(db(), await createCommunityBoard(db()));
    const id = String(post.id);
    const me = await createLoggedInUser(db());
    const twice = await Promise.all([1, 2].map(() => call('reportPost', { id, input: SPAM }, me.cookie)));
    expect(twice.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const others = await Promise.all([1, 2, 3, 4].map(() => createLoggedInUser(db())));
    const answers = await Promise.all(others.map((member) => ok('reportPost', { id, input: SPAM }, member.cookie)));
    // Exactly one of them made the fifth open report.
    expect(answers.filter((answer) => answer.hidden)).toHaveLength(1);
    expectRefusal(await call('post', { id }), HIDDEN);
  });

  it(`answers 429 after ${REPORT_LIMIT.max} reports in 10 minutes by one member`, async () => {
    const me = await createLoggedInUser(db());
    const board = await createCommunityBoard(db());
    for (let i = 0; i < REPORT_LIMIT.max; i++) {
      const post = await createCommunityPost(db(), board);
      expect((await call('reportPost', { id: String(post.id), input: SPAM }, me.cookie)).statusCode).toBe(200);
    }
    const post = await createCommunityPost(db(), board);
    expectRefusal(await call('reportPost', { id: String(post.id), input: SPAM }, me.cookie), {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: '신고를 너무 자주 하고 있습니다. 잠시 후 다시 시도해주세요.',
    });
  });
});

describe('community GraphQL: moderation', () => {
  it('lets an ADMIN hide a post (open reports resolved HIDDEN) and pin one as a notice, with audit rows', async () => {
    const writer = await createLoggedInUser(db());
    const board = await createCommunityBoard(db());
    const post = await createCommunityPost(db(), board, { author: writer.user });
    const other = await createCommunityPost(db(), board);
    const id = String(post.id);
    await reportByMembers(id, 2);
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    expect(await boardIds(board.slug)).toContain(id);

    const hidden = await ok('hidePost', { id }, admin.cookie);
    expect(hidden).toMatchObject({ id, viewerCanModerate: true, hiddenAt: expect.any(String) });
    expect(await boardIds(board.slug)).toEqual([String(other.id)]);
    expectRefusal(await call('post', { id }), HIDDEN);
    expect(await ok('post', { id }, writer.cookie)).toMatchObject({ hiddenAt: hidden.hiddenAt });
    const reports = await db().select().from(communityReports).where(eq(communityReports.postId, post.id));
    expect(reports.map((row) => row.resolution)).toEqual(['HIDDEN', 'HIDDEN']);
    const [audit] = await auditRows('community-post.hide', id);
    expect(audit).toMatchObject({ actorId: admin.user.id, resourceType: 'community-post' });
    expect(audit!.before).toMatchObject({ id: post.id, hiddenAt: null, isNotice: false });
    expect(audit!.after).toMatchObject({ hiddenAt: hidden.hiddenAt, resolvedReports: 2 });
    // Hiding it again changes nothing and writes no second row.
    await ok('hidePost', { id }, admin.cookie);
    expect(await auditRows('community-post.hide', id)).toHaveLength(1);

    const otherId = String(other.id);
    expect(await ok('pin', { id: otherId, pinned: true }, admin.cookie)).toEqual({ id: otherId, isNotice: true });
    const listed = dataOf(await communityCall(t, 'boardPosts', { boardSlug: board.slug }), 'boardPosts');
    expect(listed.notices.map((n: { id: string }) => n.id)).toEqual([otherId]);
    expect(listed.nodes).toEqual([]);
    expect(await auditRows('community-post.pin', otherId)).toHaveLength(1);
    expect(await ok('pin', { id: otherId, pinned: false }, admin.cookie)).toEqual({ id: otherId, isNotice: false });
    expect(await boardIds(board.slug)).toEqual([otherId]);
    const [unpin] = await auditRows('community-post.unpin', otherId);
    expect(unpin!.after).toMatchObject({ isNotice: false });
  });

  it('refuses MEMBERs and CONTENT_EDITORs (403), visitors (401), and another brand’s ADMIN meets 404', async () => {
    const post = await createCommunityPost(db(), await createCommunityBoard(db()));
    const comment = await createCommunityComment(db(), post);
    const id = String(post.id);
    const cid = String(comment.id);
    const member = await createLoggedInUser(db());
    const editor = await createLoggedInOperator(db(), { role: 'CONTENT_EDITOR' });
    const attempts = [
      ['hidePost', { id }],
      ['restorePost', { id }],
      ['pin', { id, pinned: true }],
      ['hideComment', { id: cid }],
      ['restoreComment', { id: cid }],
    ] as const;
    for (const [doc, variables] of attempts) {
      expectRefusal(await call(doc, variables, member.cookie), NOT_MODERATOR);
      expectRefusal(await call(doc, variables, editor.cookie), NOT_MODERATOR);
      expectRefusal(await call(doc, variables), LOGIN_REQUIRED);
    }
    const adminB = await createLoggedInOperator(db(), { role: 'ADMIN', brand: 'b' });
    expectRefusal(await call('hidePost', { id }, adminB.cookie, BRAND_B_HOST), POST_NOT_FOUND);
    expectRefusal(await call('pin', { id, pinned: true }, adminB.cookie, BRAND_B_HOST), POST_NOT_FOUND);
    expectRefusal(await call('hideComment', { id: cid }, adminB.cookie, BRAND_B_HOST), {
      status: 404,
      code: 'COMMENT_NOT_FOUND',
      message: '댓글을 찾을 수 없습니다.',
    });
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    expect(refusal(await call('hidePost', { id: '0' }, admin.cookie)).code).toBe('INVALID_POST_ID');
    expect(refusal(await call('hideComment', { id: 'x' }, admin.cookie)).code).toBe('INVALID_COMMENT_ID');
    expect(await ok('post', { id }, admin.cookie)).toMatchObject({ hiddenAt: null, isNotice: false });
    expect(await auditRows('community-post.hide', id)).toHaveLength(0);
  });
});
