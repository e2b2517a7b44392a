/**
 * Who may write, edit and delete community comments: the rules every thread shares (comments/comment-policy.ts):
 * visitors read only (401 with the comment form's own wording); any member of the brand writes (sessions are per
 * brand), except a corporate member not approved yet (403); the author edits; the author or an ADMIN deletes. A
 * comment whose author left keeps its name but no author: only an ADMIN may delete it. A hidden comment (ADR 20) is
 * not edited while it waits for review (its author may still delete it); members report others' comments, not their
 * own; ADMINs hide and restore (community-post-policy.ts canModerateCommunity).
 */
import { unauthenticated } from '../errors/domain-error';
import { moderationErrors } from './community-moderation-errors';
import {
  type CommentActor,
  type CommentMember,
  assertMayDeleteComment,
  assertMayEditComment,
  authorizeCommentChanging,
  authorizeCommentWriting,
  canDeleteComment,
  canEditComment,
} from '../comments/comment-policy';

export type { CommentActor };

/** What a visitor is told when they try to comment (the portal's comment form says the same). */
export const COMMENT_LOGIN_MESSAGE = '로그인 후 댓글을 쓸 수 있어요.';

type Member = CommentMember | null;

/** Authentication for every comment write: a visitor is refused (401) before their arguments are read. */
export function requireCommenter<T extends CommentMember>(user: T | null): T {
  if (!user) throw unauthenticated(COMMENT_LOGIN_MESSAGE);
  return user;
}

export const authorizeCommunityCommentWriting = (user: Member) => authorizeCommentWriting(user, COMMENT_LOGIN_MESSAGE);
export const authorizeCommunityCommentChanging = (user: Member) => authorizeCommentChanging(user, COMMENT_LOGIN_MESSAGE);

type EditedComment = { authorId: string | null; hiddenAt?: Date | null };

export const canEditCommunityComment = (actor: CommentActor | null, comment: EditedComment) =>
  !comment.hiddenAt && canEditComment(actor, comment.authorId);
export function assertMayEditCommunityComment(actor: CommentActor, comment: EditedComment): void {
  assertMayEditComment(actor, comment.authorId);
  // The author is told why, rather than that it is not theirs.
  if (comment.hiddenAt) throw moderationErrors.hiddenCommentEdit();
}

export function assertMayReportCommunityComment(actor: CommentActor, comment: { authorId: string | null }): void {
  if (comment.authorId !== null && comment.authorId === actor.userId) throw moderationErrors.ownCommentReport();
}
export const canDeleteCommunityComment = (actor: CommentActor | null, comment: { authorId: string | null }) =>
  canDeleteComment(actor, comment.authorId);
export const assertMayDeleteCommunityComment = (actor: CommentActor, comment: { authorId: string | null }) =>
  assertMayDeleteComment(actor, comment.authorId);
