/**
 * The console's community report queue (ADR 20, ADR 24): reported posts and comments with their reasons,
 * hide, restore and dismiss, one audit row per decision. ADMINs of the brand only; another brand's reports never appear.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BrandId } from '../../../config/hosts';
import { communityReports } from '../../../db/schema/index';
import { reportCommunityComment } from '../../community/report-community-comment';
import { reportCommunityPost } from '../../community/report-community-post';
import { CONSOLE_A, CONSOLE_B, consoleTestKit } from '../../../test/console-kit';
import { expectKoreanError } from '../../../test/expect-korean-error';
import {
  type TestSession,
  createCommunityBoard,
  createCommunityComment,
  createCommunityPost,
  createLoggedInOperator,
  createUser,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;
const { call, auditRowsOf, reportPostBy, reportedPost } = consoleTestKit(() => t);

const hostOf = (brand: BrandId) => (brand === 'a' ? CONSOLE_A : CONSOLE_B);

const admin = (brand: BrandId = 'a') => createLoggedInOperator(db(), { role: 'ADMIN', brand, username: '콘솔관리자' });

describe('the community report queue', () => {
  interface Target {
    kind: string;
    postId: number;
    commentId: number | null;
    hidden: boolean;
    reportCount: number;
    reasons: Array<{ reason: string; count: number }>;
  }
  const list = async (session: TestSession, brand: BrandId = 'a') => {
    const response = await call('GET', '/apiV2/admin/community-reports?pageSize=100', session, undefined, hostOf(brand));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Target[]; totalCount: number };
  };

  it('lists reported posts and comments, hidden ones first, with reasons and counts', async () => {
    const adminA = await admin();
    const author = await createUser(db(), { username: '신고당한회원' });
    const { post: standing } = await reportedPost('a', 2, author);
    const standingSpam = await createUser(db());
    await reportCommunityPost(db(), {
      brand: 'a',
      actor: { userId: standingSpam.id, role: 'MEMBER' },
      postId: standing.id,
      fields: { reason: 'ABUSE', detail: '' },
    });
    const { post: hidden } = await reportedPost('a', 5);
    const comment = await createCommunityComment(db(), standing, { author, body: '<p>문제가 된   댓글입니다</p>' });
    const commentReporter = await createUser(db());
    await reportCommunityComment(db(), {
      brand: 'a',
      actor: { userId: commentReporter.id, role: 'MEMBER' },
      commentId: comment.id,
      fields: { reason: 'OTHER', detail: '광고 링크' },
    });

    const page = await list(adminA);
    const firstStanding = page.items.findIndex((item) => !item.hidden);
    expect(page.items.slice(firstStanding).every((item) => !item.hidden)).toBe(true);
    expect(page.items.find((item) => item.postId === hidden.id && item.kind === 'POST')).toMatchObject({ hidden: true, reportCount: 5 });
    expect(page.items.find((item) => item.postId === standing.id && item.kind === 'POST')).toMatchObject({
      hidden: false,
      reportCount: 3,
      reasons: [
        { reason: 'SPAM', count: 2 },
        { reason: 'ABUSE', count: 1 },
      ],
      postTitle: '신고된 글',
      board: { name: '콘솔 게시판' },
      author: { id: author.id, username: '신고당한회원' },
      excerpt: null,
    });
    expect(page.items.find((item) => item.commentId === comment.id)).toMatchObject({
      kind: 'COMMENT',
      postId: standing.id,
      excerpt: '문제가 된 댓글입니다',
      reportCount: 1,
      reasons: [{ reason: 'OTHER', count: 1 }],
    });
    expectKoreanError(await call('GET', '/apiV2/admin/community-reports?page=0', adminA), 400);
    expectKoreanError(await call('GET', '/apiV2/admin/community-reports?pageSize=101', adminA), 400);
    expect((await call('GET', '/apiV2/admin/community-reports?pageSize=1', adminA)).json().items).toHaveLength(1);
  });

  it('dismiss resolves the open reports DISMISSED with one audit row; then it takes 5 new reporters to hide', async () => {
    const adminA = await admin();
    const { post } = await reportedPost('a', 4);
    const response = await call('POST', `/apiV2/admin/community-reports/posts/${post.id}/dismiss`, adminA);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kind: 'POST', id: post.id, hidden: false, changed: true });

    const reports = await db().select().from(communityReports).where(eq(communityReports.postId, post.id));
    expect(reports).toHaveLength(4);
    expect(reports.every((report) => report.resolution === 'DISMISSED' && report.resolvedAt !== null)).toBe(true);
    const audit = await auditRowsOf('community-post', post.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'community-post.dismiss-reports',
      actorId: adminA.user.id,
      before: { id: post.id, hiddenAt: null, openReports: 4 },
      after: { id: post.id, hiddenAt: null, openReports: 0, resolvedReports: 4 },
    });
    expect((await list(adminA)).items.some((item) => item.kind === 'POST' && item.postId === post.id)).toBe(false);

    // Dismissing again has nothing to close: no second row.
    expect((await call('POST', `/apiV2/admin/community-reports/posts/${post.id}/dismiss`, adminA)).json().changed).toBe(false);
    expect(await auditRowsOf('community-post', post.id)).toHaveLength(1);

    const fourMore = await reportPostBy(4, 'a', post.id);
    expect(fourMore.every((outcome) => !outcome.hidden)).toBe(true);
    const [fifth] = await reportPostBy(1, 'a', post.id);
    expect(fifth).toMatchObject({ hidden: true, hiddenNow: true });
  });

  it('a hidden post is hidden or restored, not dismissed; restore and hide go through the moderation operations', async () => {
    const adminA = await admin();
    const { post } = await reportedPost('a', 5);
    expectKoreanError(
      await call('POST', `/apiV2/admin/community-reports/posts/${post.id}/dismiss`, adminA),
      409,
      '숨겨진 글은 숨김 확정 또는 복구로 처리해주세요.',
    );
    const restored = await call('POST', `/apiV2/admin/community-reports/posts/${post.id}/restore`, adminA);
    expect(restored.json()).toEqual({ kind: 'POST', id: post.id, hidden: false, changed: true });
    const hiddenAgain = await call('POST', `/apiV2/admin/community-reports/posts/${post.id}/hide`, adminA);
    expect(hiddenAgain.json()).toEqual({ kind: 'POST', id: post.id, hidden: true, changed: true });
    expect((await auditRowsOf('community-post', post.id)).map((row) => row.action)).toEqual([
      'community-post.restore',
      'community-post.hide',
    ]);
  });

  it('comments: dismiss, hide and restore', async () => {
    const adminA = await admin();
    const board = await createCommunityBoard(db());
    const post = await createCommunityPost(db(), board);
    const comment = await createCommunityComment(db(), post, { author: await createUser(db()) });
    const reporter = await createUser(db());
    await reportCommunityComment(db(), {
      brand: 'a',
      actor: { userId: reporter.id, role: 'MEMBER' },
      commentId: comment.id,
      fields: { reason: 'SPAM', detail: '' },
    });
    const dismissed = await call('POST', `/apiV2/admin/community-reports/comments/${comment.id}/dismiss`, adminA);
    expect(dismissed.json()).toEqual({ kind: 'COMMENT', id: comment.id, hidden: false, changed: true });
    expect((await call('POST', `/apiV2/admin/community-reports/comments/${comment.id}/hide`, adminA)).json()).toMatchObject({ hidden: true });
    expect((await call('POST', `/apiV2/admin/community-reports/comments/${comment.id}/restore`, adminA)).json()).toMatchObject({ hidden: false });
    expect((await auditRowsOf('community-comment', comment.id)).map((row) => row.action)).toEqual([
      'community-comment.dismiss-reports',
      'community-comment.hide',
      'community-comment.restore',
    ]);
    expectKoreanError(await call('POST', '/apiV2/admin/community-reports/comments/0/hide', adminA), 400);
  });

  it("never shows or decides another brand's reports", async () => {
    const adminA = await admin();
    const adminB = await admin('b');
    const { post: postA } = await reportedPost('a', 1);
    const { post: postB } = await reportedPost('b', 1);
    const idsOf = (page: { items: Target[] }) => page.items.map((item) => item.postId);
    expect(idsOf(await list(adminA))).toContain(postA.id);
    expect(idsOf(await list(adminA))).not.toContain(postB.id);
    expect(idsOf(await list(adminB, 'b'))).toContain(postB.id);
    expect(idsOf(await list(adminB, 'b'))).not.toContain(postA.id);
    for (const verb of ['hide', 'restore', 'dismiss']) {
      expectKoreanError(await call('POST', `/apiV2/admin/community-reports/posts/${postA.id}/${verb}`, adminB, undefined, CONSOLE_B), 404);
    }
  });
});
