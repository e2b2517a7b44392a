import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { CommentActor } from './community-comment-policy';
import { type ModeratedComment, moderateCommunityComment } from './community-comment-moderation';

/**
 * An ADMIN shows a hidden comment of `brand` again: hidden_at cleared, open reports resolved RESTORED (5 new
 * reporters to hide it again), audit row `community-comment.restore`. 404 COMMENT_NOT_FOUND as for hiding.
 */
export function restoreCommunityComment(
  db: Db,
  input: { brand: BrandId; actor: CommentActor; commentId: number },
): Promise<ModeratedComment> {
  return moderateCommunityComment(db, { ...input, hide: false });
}
