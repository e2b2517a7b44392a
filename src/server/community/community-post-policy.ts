/**
 * Who may write, edit and delete community posts (docs/CONTRACTS.md "Community", ADR 19) — the comment rules
 * (comments/comment-policy.ts) with the post's own wording:
 * - a visitor reads only (401 "로그인 후 글을 쓸 수 있어요.", checked before the arguments are read);
 * - any member of the brand writes (sessions are per brand), except a corporate member not approved yet (403);
 * - only operators (ADMIN, CONTENT_EDITOR) may ask for a notice (403 for anyone else);
 * - the author edits (an ADMIN moderates by deleting, never by rewriting someone's words);
 * - the author or an ADMIN deletes. A post whose author left has no author: only an ADMIN may delete it.
 * Likes, scraps, reports and moderation (ADR 20):
 * - a visitor is refused each with its own words (401), before the arguments are read;
 * - any member likes, scraps and reports, but not their own post (a like or a report of one's own words means nothing);
 * - an ADMIN of the brand moderates (hides, restores, pins); a CONTENT_EDITOR writes notices but does not judge
 *   members' posts (403). Sessions are per brand, so another brand's ADMIN meets the brand's 404 instead;
 * - a hidden post is shown only to its author (who should know why it went) and to ADMINs (who decide).
 */
import type { UserRole } from '../../db/schema';
import { type CommentActor, type CommentMember, canDeleteComment, canEditComment } from '../comments/comment-policy';
import { forbidden, unauthenticated } from '../errors/domain-error';
import { moderationErrors } from './community-moderation-errors';

export type PostActor = CommentActor;

export const POST_LOGIN_MESSAGE = '로그인 후 글을 쓸 수 있어요.';
export const UNAPPROVED_CORPORATE_POST_MESSAGE = '승인된 기업회원만 글을 쓸 수 있습니다.';
export const NOTICE_OPERATORS_ONLY_MESSAGE = '공지는 운영자만 등록할 수 있습니다.';
export const NOT_POST_EDITOR_MESSAGE = '내가 쓴 글만 수정할 수 있습니다.';
export const NOT_POST_DELETER_MESSAGE = '내가 쓴 글만 삭제할 수 있습니다.';
export const LIKE_LOGIN_MESSAGE = '로그인 후 추천할 수 있어요.';
export const SCRAP_LOGIN_MESSAGE = '로그인 후 스크랩할 수 있어요.';
export const SCRAPS_LOGIN_MESSAGE = '로그인 후 스크랩한 글을 볼 수 있어요.';
export const REPORT_LOGIN_MESSAGE = '로그인 후 신고할 수 있어요.';
export const MODERATORS_ONLY_MESSAGE = '관리자만 게시글과 댓글을 관리할 수 있습니다.';

const NOTICE_ROLES: readonly UserRole[] = ['ADMIN', 'CONTENT_EDITOR'];

/** Authentication for every post write: a visitor is refused (401) before their arguments are read. */
export function requirePostWriter<T extends CommentMember>(user: T | null): T {
  if (!user) throw unauthenticated(POST_LOGIN_MESSAGE);
  return user;
}

/**
 * A member who may write a post (create, or edit their own); `isNotice: true` needs an operator. Corporate members
 * awaiting approval may not publish anything yet (spec §6), so they may neither write nor edit.
 */
export function authorizeCommunityPostWriting(user: CommentMember, input: { isNotice?: boolean | null }): PostActor {
  if (user.type === 'CORPORATE' && !user.corporateApprovedAt) throw forbidden(UNAPPROVED_CORPORATE_POST_MESSAGE);
  if (input.isNotice === true && !NOTICE_ROLES.includes(user.role)) throw forbidden(NOTICE_OPERATORS_ONLY_MESSAGE);
  return { userId: user.id, role: user.role };
}

/** A member who may try to delete posts; which ones is canDeleteCommunityPost's answer. */
export function authorizeCommunityPostDeleting(user: CommentMember): PostActor {
  return { userId: user.id, role: user.role };
}

export const canEditCommunityPost = (actor: PostActor | null, post: { authorId: string | null }) =>
  canEditComment(actor, post.authorId);

export function assertMayEditCommunityPost(actor: PostActor, post: { authorId: string | null }): void {
  if (!canEditCommunityPost(actor, post)) throw forbidden(NOT_POST_EDITOR_MESSAGE);
}

export const canDeleteCommunityPost = (actor: PostActor | null, post: { authorId: string | null }) =>
  canDeleteComment(actor, post.authorId);

export function assertMayDeleteCommunityPost(actor: PostActor, post: { authorId: string | null }): void {
  if (!canDeleteCommunityPost(actor, post)) throw forbidden(NOT_POST_DELETER_MESSAGE);
}

/**
 * Authentication of a member's action (like, scrap, report, their scraps, moderation): a visitor gets 401 in
 * `message` (the catalogue's login message when none).
 */
export function requireCommunityMember<T extends CommentMember>(user: T | null, message?: string): PostActor {
  if (!user) throw unauthenticated(message);
  return { userId: user.id, role: user.role };
}

/** Hides, restores and pins posts and comments: an ADMIN of the brand. */
export const canModerateCommunity = (actor: PostActor | null) => actor !== null && actor.role === 'ADMIN';

/** Moderation's authorisation: anyone but an ADMIN 403 (a CONTENT_EDITOR too). */
export function authorizeCommunityModeration(actor: PostActor): PostActor {
  if (!canModerateCommunity(actor)) throw forbidden(MODERATORS_ONLY_MESSAGE);
  return actor;
}

const isAuthor = (actor: PostActor | null, authorId: string | null) =>
  actor !== null && authorId !== null && actor.userId === authorId;

/** A hidden post's page, thread and likes are its author's and ADMINs' only; anyone else is told it is hidden. */
export const canSeeHiddenCommunityPost = (actor: PostActor | null, post: { authorId: string | null }) =>
  isAuthor(actor, post.authorId) || canModerateCommunity(actor);

/** 404 POST_HIDDEN for a hidden post the actor may not see; nothing for a standing one. */
export function assertMaySeeCommunityPost(actor: PostActor | null, post: { authorId: string | null; hiddenAt: Date | null }) {
  if (post.hiddenAt !== null && !canSeeHiddenCommunityPost(actor, post)) throw moderationErrors.postHidden();
}

export function assertMayLikeCommunityPost(actor: PostActor, post: { authorId: string | null }): void {
  if (isAuthor(actor, post.authorId)) throw moderationErrors.ownPostLike();
}

export function assertMayReportCommunityPost(actor: PostActor, post: { authorId: string | null }): void {
  if (isAuthor(actor, post.authorId)) throw moderationErrors.ownPostReport();
}
