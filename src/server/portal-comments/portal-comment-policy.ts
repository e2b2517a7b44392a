/**
 * Who may write and delete portal comments: the rules every thread shares (comments/comment-policy.ts — visitors
 * read only, members and approved corporate members write, authors edit, authors or an ADMIN delete), applied to
 * portal comments, whose author is always known (`userId`). A channel's manager answers questions on their channel
 * (담당자 Q&A) as any member writes.
 */
import {
  type CommentActor,
  assertMayDeleteComment,
  assertMayEditComment,
  canDeleteComment,
  canEditComment,
} from '../comments/comment-policy';

export {
  type CommentActor,
  NOT_COMMENT_AUTHOR_MESSAGE,
  NOT_COMMENT_EDITOR_MESSAGE,
  UNAPPROVED_CORPORATE_COMMENT_MESSAGE,
  authorizeCommentChanging,
  authorizeCommentWriting,
} from '../comments/comment-policy';

export const canDeletePortalComment = (actor: CommentActor | null, comment: { userId: string }) =>
  canDeleteComment(actor, comment.userId);
export const assertMayDeletePortalComment = (actor: CommentActor, comment: { userId: string }) =>
  assertMayDeleteComment(actor, comment.userId);
export const canEditPortalComment = (actor: CommentActor | null, comment: { userId: string }) =>
  canEditComment(actor, comment.userId);
export const assertMayEditPortalComment = (actor: CommentActor, comment: { userId: string }) =>
  assertMayEditComment(actor, comment.userId);
