import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { CommentActor } from './community-comment-policy';
import { type ModeratedComment, moderateCommunityComment } from './community-comment-moderation';

/**
 * An ADMIN hides a standing comment of `brand` (or confirms the reports that hid it): hidden_at set, open reports
 * resolved HIDDEN, audit row `community-comment.hide`. It keeps its place in the thread without words or name.
 * 404 COMMENT_NOT_FOUND for a missing, deleted or another brand's comment, or one on a deleted or hidden post.
 */
export function hideCommunityComment(
  db: Db,
  input: { brand: BrandId; actor: CommentActor; commentId: number },
): Promise<ModeratedComment> {
  return moderateCommunityComment(db, { ...input, hide: true });
}
