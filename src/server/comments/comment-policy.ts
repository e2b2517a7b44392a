/**
 * Who may write, edit and delete comments — one rule for every thread (portal comments, community comments):
 * - a visitor may read, never write (401; the page shows the login link instead of the form);
 * - an individual member and an approved corporate member may write comments and replies; a corporate member
 *   awaiting approval may not (403), as they may not publish anything else yet (spec §6);
 * - a comment is deleted by its author or by an ADMIN of the brand (moderation); anyone else gets 403;
 * - a comment is edited by its author only (an ADMIN moderates by deleting, never by rewriting someone's words).
 * Sessions are per brand, so the member is always of the request's brand. A comment whose author left has no
 * author id: only an ADMIN may delete it, nobody may edit it.
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

export type CommentMember = Pick<User, 'id' | 'type' | 'role' | 'corporateApprovedAt'>;

/** `loginMessage`: what a visitor is told (the thread's own wording, else the catalogue's login message). */
export function authorizeCommentWriting(user: CommentMember | null, loginMessage?: string): CommentActor {
  if (!user) throw unauthenticated(loginMessage);
  if (user.type === 'CORPORATE' && !user.corporateApprovedAt) throw forbidden(UNAPPROVED_CORPORATE_COMMENT_MESSAGE);
  return { userId: user.id, role: user.role };
}

/** A member who may try to edit or delete comments; which ones is canEditComment's and canDeleteComment's answer. */
export function authorizeCommentChanging(user: CommentMember | null, loginMessage?: string): CommentActor {
  if (!user) throw unauthenticated(loginMessage);
  return { userId: user.id, role: user.role };
}

export function canDeleteComment(actor: CommentActor | null, authorId: string | null): boolean {
  return actor !== null && ((authorId !== null && actor.userId === authorId) || actor.role === 'ADMIN');
}

export function assertMayDeleteComment(actor: CommentActor, authorId: string | null): void {
  if (!canDeleteComment(actor, authorId)) throw forbidden(NOT_COMMENT_AUTHOR_MESSAGE);
}

export function canEditComment(actor: CommentActor | null, authorId: string | null): boolean {
  return actor !== null && authorId !== null && actor.userId === authorId;
}

export function assertMayEditComment(actor: CommentActor, authorId: string | null): void {
  if (!canEditComment(actor, authorId)) throw forbidden(NOT_COMMENT_EDITOR_MESSAGE);
}
