/**
 * Portal comments through /graphql: threads on a posting and a channel with one level of replies, the
 * posting's commentCount kept with them (and its cached detail refreshed), a reply notifying the parent's author once,
 * edit and delete rules, a member's own comments on channels and postings with their answers (담당자 Q&A), visitors
 * refused, and Korean 400s.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Channel, notifications, postings, users } from '../../../db/schema';
import { createChannel, createLoggedInOperator, createLoggedInUser, createPosting } from '../../../test/factories';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';
import { createSession } from '../../accounts/create-session';

const t = useTestApp();

const THREAD = /* GraphQL */ `
  query ($postingId: ID, $channelId: ID, $page: Int, $pageSize: Int) {
    portalComments(postingId: $postingId, channelId: $channelId, page: $page, pageSize: $pageSize) {
      totalCount commentCount page pageSize
      nodes { id body deleted authorName authorIsChannelManager viewerIsAuthor viewerCanDelete
        replies { id parentId body authorName authorIsChannelManager viewerCanDelete replies { id } } }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation ($input: CreatePortalCommentInput!) {
    createPortalComment(input: $input) { commentCount comment { id parentId body authorName viewerIsAuthor viewerCanDelete } }
  }
`;
const DELETE = `mutation ($id: ID!) { deletePortalComment(id: $id) { id commentCount } }`;
const POSTING_COUNT = `query ($id: ID!) { posting(id: $id) { posting { commentCount } } }`;

/** A session of the channel's (approved) corporate owner. */
async function ownerSessionOf(channel: Channel): Promise<string> {
  const db = t.database.db;
  const [owner] = await db.update(users).set({ corporateApprovedAt: new Date() }).where(eq(users.id, channel.ownerId)).returning();
  return `accessToken=${(await createSession(db, owner!, { ttlDays: 1 })).token}`;
}

const write = async (cookie: string, input: Record<string, unknown>) =>
  dataOf(await graphql(t, CREATE, { input }, { cookie }), 'createPortalComment');

describe('a posting thread', () => {
  it('lists comments oldest first with their replies, paged by top-level comment, and keeps commentCount', async () => {
    const db = t.database.db;
    const posting = await createPosting(db, { title: '댓글 공고' });
    const postingId = String(posting.id);
    // Read once so the detail is in the read cache: the comment must refresh it.
    expect(dataOf(await graphql(t, POSTING_COUNT, { id: postingId }), 'posting').posting.commentCount).toBe(0);

    const alice = await createLoggedInUser(db, { username: '김하늘' });
    const bob = await createLoggedInUser(db, { username: '이도', nickname: '도토리' });
    const first = await write(alice.cookie, { postingId, body: '  첫 댓글입니다.\n지원 자격이 궁금해요.  ' });
    expect(first).toMatchObject({
      commentCount: 1,
      comment: { parentId: null, body: '첫 댓글입니다.\n지원 자격이 궁금해요.', authorName: '김*늘', viewerIsAuthor: true, viewerCanDelete: true },
    });
    const reply = await write(bob.cookie, { postingId, parentId: first.comment.id, body: '저도 궁금합니다.' });
    expect(reply).toMatchObject({ commentCount: 2, comment: { parentId: first.comment.id, authorName: '도토리' } });
    await write(bob.cookie, { postingId, body: '둘째 댓글' });
    await write(alice.cookie, { postingId, body: '셋째 댓글' });

    expect(dataOf(await graphql(t, POSTING_COUNT, { id: postingId }), 'posting').posting.commentCount).toBe(4);
    const thread = dataOf(await graphql(t, THREAD, { postingId, pageSize: 2 }, { cookie: alice.cookie }), 'portalComments');
    expect(thread).toMatchObject({ totalCount: 3, commentCount: 4, page: 1, pageSize: 2 });
    expect(thread.nodes.map((n: { body: string }) => n.body)).toEqual(['첫 댓글입니다.\n지원 자격이 궁금해요.', '둘째 댓글']);
    expect(thread.nodes[0].replies).toMatchObject([{ body: '저도 궁금합니다.', viewerCanDelete: false, replies: [] }]);
    expect(thread.nodes[1]).toMatchObject({ viewerIsAuthor: false, viewerCanDelete: false });
    const second = dataOf(await graphql(t, THREAD, { postingId, page: 2, pageSize: 2 }), 'portalComments');
    expect(second.nodes.map((n: { body: string }) => n.body)).toEqual(['셋째 댓글']);
    expect(second.nodes[0]).toMatchObject({ viewerIsAuthor: false, viewerCanDelete: false });
  });

  it("flags the organiser's answers as the channel manager's", async () => {
    const db = t.database.db;
    const channel = await createChannel(db, { url: 'manager-channel', title: '담당기업' });
    const posting = await createPosting(db, { channel });
    const member = await createLoggedInUser(db);
    const question = await write(member.cookie, { postingId: String(posting.id), body: '질문 있어요' });
    const ownerCookie = await ownerSessionOf(channel);
    await write(ownerCookie, { postingId: String(posting.id), parentId: question.comment.id, body: '답변드립니다' });
    const thread = dataOf(await graphql(t, THREAD, { postingId: String(posting.id) }), 'portalComments');
    expect(thread.nodes[0]).toMatchObject({
      authorIsChannelManager: false,
      replies: [{ body: '답변드립니다', authorIsChannelManager: true, authorName: '담당기업' }],
    });
  });
});

describe('replies', () => {
  it("notify the parent's author once (COMMENT_REPLY), never for a reply to oneself", async () => {
    const db = t.database.db;
    const posting = await createPosting(db, { title: '알림 공고' });
    const postingId = String(posting.id);
    const author = await createLoggedInUser(db);
    const replier = await createLoggedInUser(db);
    const parent = await write(author.cookie, { postingId, body: '질문' });
    await write(author.cookie, { postingId, parentId: parent.comment.id, body: '내가 덧붙임' });
    const reply = await write(replier.cookie, { postingId, parentId: parent.comment.id, body: '답글' });

    const notes = await db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'COMMENT_REPLY',
      scope: 'NOTIFICATION',
      readAt: null,
      title: '「알림 공고」에 남긴 내 댓글에 답글이 달렸어요.',
      link: `/activity/${posting.id}#comment-${parent.comment.id}`,
      dedupeKey: `comment-reply:${reply.comment.id}`,
    });
    expect(await db.select().from(notifications).where(eq(notifications.userId, replier.user.id))).toHaveLength(0);
    const count = `query { currentUser { notificationUnreadCount(scope: NOTIFICATION) } }`;
    expect(dataOf(await graphql(t, count, {}, { cookie: author.cookie }), 'currentUser').notificationUnreadCount).toBe(1);
  });

  it('must answer a standing top-level comment of the same posting or channel', async () => {
    const db = t.database.db;
    const posting = await createPosting(db);
    const elsewhere = await createPosting(db);
    const { cookie } = await createLoggedInUser(db);
    const top = await write(cookie, { postingId: String(posting.id), body: '원댓글' });
    const reply = await write(cookie, { postingId: String(posting.id), parentId: top.comment.id, body: '답글' });
    const other = await write(cookie, { postingId: String(elsewhere.id), body: '다른 공고 댓글' });
    const refused = async (input: Record<string, unknown>) => refusal(await graphql(t, CREATE, { input }, { cookie }));
    const invalid = { status: 400, code: 'INVALID_PARENT_COMMENT', message: '이 댓글에는 답글을 달 수 없습니다.' };
    expect(await refused({ postingId: String(posting.id), parentId: reply.comment.id, body: '답글의 답글' })).toMatchObject(invalid);
    expect(await refused({ postingId: String(posting.id), parentId: other.comment.id, body: '엉뚱한 곳' })).toMatchObject(invalid);
    expect(await refused({ postingId: String(posting.id), parentId: '2147483647', body: '없는 댓글' })).toMatchObject(invalid);
    dataOf(await graphql(t, DELETE, { id: other.comment.id }, { cookie }), 'deletePortalComment');
    expect(await refused({ postingId: String(elsewhere.id), parentId: other.comment.id, body: '지운 댓글' })).toMatchObject(invalid);
  });
});

describe('deleting', () => {
  it('is for the author or an ADMIN; a deleted comment with replies stays as deleted, without them it goes', async () => {
    const db = t.database.db;
    const posting = await createPosting(db);
    const postingId = String(posting.id);
    const author = await createLoggedInUser(db);
    const stranger = await createLoggedInUser(db);
    const admin = await createLoggedInOperator(db, { role: 'ADMIN' });
    const editor = await createLoggedInOperator(db, { role: 'CONTENT_EDITOR' });
    const parent = await write(author.cookie, { postingId, body: '지울 댓글' });
    await write(stranger.cookie, { postingId, parentId: parent.comment.id, body: '남을 답글' });
    const lonely = await write(author.cookie, { postingId, body: '혼자인 댓글' });

    for (const cookie of [stranger.cookie, editor.cookie]) {
      expect(refusal(await graphql(t, DELETE, { id: parent.comment.id }, { cookie }))).toMatchObject({
        status: 403,
        message: '내가 쓴 댓글만 삭제할 수 있습니다.',
      });
    }
    expect(refusal(await graphql(t, DELETE, { id: parent.comment.id }))).toMatchObject({ status: 401 });
    expect(dataOf(await graphql(t, DELETE, { id: parent.comment.id }, { cookie: author.cookie }), 'deletePortalComment')).toMatchObject({
      commentCount: 2,
    });
    expect(dataOf(await graphql(t, DELETE, { id: lonely.comment.id }, { cookie: admin.cookie }), 'deletePortalComment')).toMatchObject({
      commentCount: 1,
    });
    expect(refusal(await graphql(t, DELETE, { id: lonely.comment.id }, { cookie: author.cookie }))).toMatchObject({
      status: 404,
      code: 'COMMENT_NOT_FOUND',
    });

    const thread = dataOf(await graphql(t, THREAD, { postingId }, { cookie: author.cookie }), 'portalComments');
    expect(thread).toMatchObject({
      totalCount: 1,
      commentCount: 1,
      nodes: [{ deleted: true, body: '', authorName: '', viewerCanDelete: false, replies: [{ body: '남을 답글' }] }],
    });
    const [row] = await db.select({ n: postings.commentCount }).from(postings).where(eq(postings.id, posting.id));
    expect(row!.n).toBe(1);
  });

  it('lowers commentCount once when two deletes race', async () => {
    const db = t.database.db;
    const posting = await createPosting(db);
    const { cookie } = await createLoggedInUser(db);
    const comment = await write(cookie, { postingId: String(posting.id), body: '경쟁' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => graphql(t, DELETE, { id: comment.comment.id }, { cookie })));
    expect(answers.filter((a) => a.json().data?.deletePortalComment)).toHaveLength(1);
    const [row] = await db.select({ n: postings.commentCount }).from(postings).where(eq(postings.id, posting.id));
    expect(row!.n).toBe(0);
  });
});

describe('channel comments', () => {
  it("thread on a channel, and a member's own channel comments with the answers (담당자 Q&A)", async () => {
    const db = t.database.db;
    const channel = await createChannel(db, { url: 'qna-channel', title: '질문기업' });
    const member = await createLoggedInUser(db);
    const ownerCookie = await ownerSessionOf(channel);

    const asked = await write(member.cookie, { channelId: channel.id, body: '채용 일정이 궁금합니다.' });
    expect(asked.commentCount).toBeNull();
    await write(member.cookie, { channelId: channel.id, body: '아직 답이 없는 질문' });
    await write(ownerCookie, { channelId: channel.id, parentId: asked.comment.id, body: '다음 달에 공고가 올라갑니다.' });

    const thread = dataOf(await graphql(t, THREAD, { channelId: channel.id }), 'portalComments');
    expect(thread).toMatchObject({ totalCount: 2, commentCount: 3 });
    const note = await db.select().from(notifications).where(and(eq(notifications.userId, member.user.id), eq(notifications.kind, 'COMMENT_REPLY')));
    expect(note[0]?.link).toBe(`/channel/qna-channel#comment-${asked.comment.id}`);

    const MINE = `query ($answeredOnly: Boolean) { myPortalComments(answeredOnly: $answeredOnly) { totalCount nodes { channel { url title } posting { id } comment { body replies { body authorIsChannelManager } } } } }`;
    const all = dataOf(await graphql(t, MINE, {}, { cookie: member.cookie }), 'myPortalComments');
    expect(all.totalCount).toBe(2);
    expect(all.nodes[0]).toMatchObject({ channel: { url: 'qna-channel' }, posting: null, comment: { body: '아직 답이 없는 질문' } });
    const answered = dataOf(await graphql(t, MINE, { answeredOnly: true }, { cookie: member.cookie }), 'myPortalComments');
    expect(answered).toMatchObject({
      totalCount: 1,
      nodes: [{ channel: { title: '질문기업' }, comment: { body: '채용 일정이 궁금합니다.', replies: [{ authorIsChannelManager: true }] } }],
    });
    expect(refusal(await graphql(t, MINE, {}))).toMatchObject({ status: 401 });
  });
});

describe("a posting's contact person (담당자 Q&A) and editing", () => {
  const MINE = /* GraphQL */ `
    query ($answeredOnly: Boolean) {
      myPortalComments(answeredOnly: $answeredOnly) {
        totalCount
        nodes { channel { url } posting { id title channelTitle } comment { id body edited replies { body authorName authorIsChannelManager } } }
      }
    }
  `;
  const UPDATE = /* GraphQL */ `
    mutation ($id: ID!, $body: String!) { updatePortalComment(id: $id, body: $body) { id body edited viewerCanEdit viewerCanDelete replies { body } } }
  `;

  it("lists a question on a posting with the answer of the posting's channel owner, signed as the channel, and notifies the asker", async () => {
    const db = t.database.db;
    const channel = await createChannel(db, { url: 'posting-qna', title: '공고기업' });
    const posting = await createPosting(db, { channel, title: '하계 인턴 모집' });
    const member = await createLoggedInUser(db);
    const ownerCookie = await ownerSessionOf(channel);
    const asked = await write(member.cookie, { postingId: String(posting.id), body: '서류 마감 시각이 궁금합니다.' });
    expect(dataOf(await graphql(t, MINE, { answeredOnly: true }, { cookie: member.cookie }), 'myPortalComments').totalCount).toBe(0);

    await write(ownerCookie, { postingId: String(posting.id), parentId: asked.comment.id, body: '마감일 18시입니다.' });
    const answered = dataOf(await graphql(t, MINE, { answeredOnly: true }, { cookie: member.cookie }), 'myPortalComments');
    expect(answered).toMatchObject({
      totalCount: 1,
      nodes: [
        {
          channel: null,
          posting: { id: String(posting.id), title: '하계 인턴 모집', channelTitle: '공고기업' },
          comment: { body: '서류 마감 시각이 궁금합니다.', replies: [{ body: '마감일 18시입니다.', authorName: '공고기업', authorIsChannelManager: true }] },
        },
      ],
    });
    const [note] = await db.select().from(notifications).where(and(eq(notifications.userId, member.user.id), eq(notifications.kind, 'COMMENT_REPLY')));
    expect(note?.link).toBe(`/activity/${posting.id}#comment-${asked.comment.id}`);
  });

  it('lets the author alone edit a standing comment, marks it edited, and keeps its replies', async () => {
    const db = t.database.db;
    const channel = await createChannel(db);
    const posting = await createPosting(db, { channel });
    const author = await createLoggedInUser(db);
    const other = await createLoggedInUser(db);
    const admin = await createLoggedInOperator(db, { role: 'ADMIN' });
    const written = await write(author.cookie, { postingId: String(posting.id), body: '처음 쓴 글' });
    await write(other.cookie, { postingId: String(posting.id), parentId: written.comment.id, body: '답글' });

    const edited = dataOf(await graphql(t, UPDATE, { id: written.comment.id, body: '  고친 글  ' }, { cookie: author.cookie }), 'updatePortalComment');
    expect(edited).toEqual({ id: written.comment.id, body: '고친 글', edited: true, viewerCanEdit: true, viewerCanDelete: true, replies: [{ body: '답글' }] });
    const mine = dataOf(await graphql(t, MINE, {}, { cookie: author.cookie }), 'myPortalComments');
    expect(mine.nodes[0].comment).toMatchObject({ body: '고친 글', edited: true });

    for (const cookie of [other.cookie, admin.cookie]) {
      expect(refusal(await graphql(t, UPDATE, { id: written.comment.id, body: '남의 글' }, { cookie }))).toMatchObject({
        status: 403,
        message: '내가 쓴 댓글만 수정할 수 있습니다.',
      });
    }
    expect(refusal(await graphql(t, UPDATE, { id: written.comment.id, body: '방문자' }))).toMatchObject({ status: 401 });
    expect(refusal(await graphql(t, UPDATE, { id: written.comment.id, body: '   ' }, { cookie: author.cookie }))).toMatchObject({
      status: 400,
      code: 'COMMENT_BLANK',
    });
    expect(refusal(await graphql(t, UPDATE, { id: 'x', body: '번호' }, { cookie: author.cookie }))).toMatchObject({ status: 400, code: 'INVALID_COMMENT_ID' });
    // Deleted is gone for its author too; nothing of the edit survives on the page.
    await graphql(t, DELETE, { id: written.comment.id }, { cookie: author.cookie });
    expect(refusal(await graphql(t, UPDATE, { id: written.comment.id, body: '되살리기' }, { cookie: author.cookie }))).toMatchObject({
      status: 404,
      code: 'COMMENT_NOT_FOUND',
    });
    const thread = dataOf(await graphql(t, THREAD, { postingId: String(posting.id) }), 'portalComments');
    expect(thread.nodes[0]).toMatchObject({ deleted: true, body: '' });
  });
});

describe('refusals', () => {
  it('refuses a visitor (401) and an unapproved corporate member (403)', async () => {
    const db = t.database.db;
    const posting = await createPosting(db);
    const visitor = refusal(await graphql(t, CREATE, { input: { postingId: String(posting.id), body: '방문자' } }));
    expect(visitor).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(visitor.message).toMatch(/로그인/);
    const pending = await createLoggedInUser(db, { type: 'CORPORATE', companyName: '(주)대기', businessNumber: '1234567890' });
    expect(refusal(await graphql(t, CREATE, { input: { postingId: String(posting.id), body: '승인 전' } }, { cookie: pending.cookie }))).toMatchObject({
      status: 403,
      message: '승인된 기업회원만 댓글을 쓸 수 있습니다.',
    });
  });

  it('answers a Korean 400 for bad input, never a 500, and 404 for a missing or other-brand target', async () => {
    const db = t.database.db;
    const posting = await createPosting(db);
    const postingId = String(posting.id);
    const { cookie } = await createLoggedInUser(db);
    const cases: [string, Record<string, unknown>, string][] = [
      [CREATE, { input: { postingId, body: '   ' } }, 'COMMENT_BLANK'],
      [CREATE, { input: { postingId, body: '가'.repeat(1001) } }, 'COMMENT_TOO_LONG'],
      [CREATE, { input: { postingId, body: 'a\u0007b' } }, 'COMMENT_BAD_CHARACTERS'],
      [CREATE, { input: { postingId, body: 'a\u0000b' } }, 'VALIDATION_ERROR'],
      [CREATE, { input: { body: '대상 없음' } }, 'INVALID_COMMENT_TARGET'],
      [CREATE, { input: { postingId, channelId: '00000000-0000-4000-8000-000000000000', body: '둘 다' } }, 'INVALID_COMMENT_TARGET'],
      [CREATE, { input: { postingId: 'abc', body: '번호' } }, 'INVALID_ID'],
      [CREATE, { input: { channelId: 'abc', body: '채널' } }, 'INVALID_CHANNEL_ID'],
      [CREATE, { input: { postingId, parentId: '0', body: '부모' } }, 'INVALID_COMMENT_ID'],
      [DELETE, { id: '1e3' }, 'INVALID_COMMENT_ID'],
      [THREAD, { postingId, page: 0 }, 'INVALID_PAGE'],
      [THREAD, { postingId, pageSize: 10_000 }, 'INVALID_PAGE'],
    ];
    for (const [query, variables, code] of cases) {
      const answer = refusal(await graphql(t, query, variables, { cookie }));
      expect(answer, JSON.stringify(variables)).toMatchObject({ status: 400, code });
      expect(answer.message).toMatch(/[가-힣]/);
    }
    // 1000 characters are fine, counted as characters (an emoji once).
    expect((await write(cookie, { postingId, body: '😀'.repeat(1000) })).comment.body).toHaveLength(2000);
    expect(refusal(await graphql(t, CREATE, { input: { postingId: '2147483647', body: '없는 공고' } }, { cookie }))).toMatchObject({
      status: 404,
      code: 'COMMENT_TARGET_NOT_FOUND',
    });
    expect(refusal(await graphql(t, THREAD, { postingId }, { host: BRAND_B_HOST }))).toMatchObject({ status: 404 });
  });
});
