/**
 * Who may write and delete portal comments — the one place for these rules (issue 14):
 * - a visitor may read, never write (401; the page shows the login link instead of the form);
 * - an individual member and an approved corporate member may write comments and replies (a channel's manager
 *   answers questions on their channel: 담당자 Q&A); a corporate member awaiting approval may not (403), as they
 *   may not publish anything else yet (spec §6);
 * - a comment is deleted by its author or by an ADMIN of the brand (moderation); anyone else gets 403;
 * - a comment is edited by its author only (an ADMIN moderates by deleting, never by rewriting someone's words).
 * Sessions are per brand, so the member is always of the request's brand.
 */
import type { User, UserRole } from '../../db/schema';
import { forbidden, unauthenticated } from '../errors/domain-error';

export const UNAPPROVED_CORPORATE_COMMENT_MESSAGE = '승인된 기업회원만 댓글을 쓸 수 있습니다.';
export const NOT_COMMENT_AUTHOR_MESSAGE = '내가 쓴 댓글만 삭제할 수 있습니다.';
export const NOT_COMMENT_EDITOR_MESSAGE = '내가 쓴 댓글만 수정할 수 있습니다.';

export interface CommentActor {
  readonly userId: string;
  readonly role: UserRole;
}

type Member = Pick<User, 'id' | 'type' | 'role' | 'corporateApprovedAt'>;

export function authorizeCommentWriting(user: Member | null): CommentActor {
  if (!user) throw unauthenticated();
  if (user.type === 'CORPORATE' && !user.corporateApprovedAt) throw forbidden(UNAPPROVED_CORPORATE_COMMENT_MESSAGE);
  return { userId: user.id, role: user.role };
}

/** A member who may try to edit or delete comments; which ones is canEditPortalComment's and canDeletePortalComment's answer. */
export function authorizeCommentChanging(user: Member | null): CommentActor {
  if (!user) throw unauthenticated();
  return { userId: user.id, role: user.role };
}

export function canDeletePortalComment(actor: CommentActor | null, comment: { userId: string }): boolean {
  return actor !== null && (actor.userId === comment.userId || actor.role === 'ADMIN');
}

export function assertMayDeletePortalComment(actor: CommentActor, comment: { userId: string }): void {
  if (!canDeletePortalComment(actor, comment)) throw forbidden(NOT_COMMENT_AUTHOR_MESSAGE);
}

export function canEditPortalComment(actor: CommentActor | null, comment: { userId: string }): boolean {
  return actor !== null && actor.userId === comment.userId;
}

export function assertMayEditPortalComment(actor: CommentActor, comment: { userId: string }): void {
  if (!canEditPortalComment(actor, comment)) throw forbidden(NOT_COMMENT_EDITOR_MESSAGE);
}
