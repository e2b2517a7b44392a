import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { PostActor } from './community-post-policy';
import { type ModeratedPost, moderateCommunityPost } from './community-post-moderation';

/**
 * An ADMIN pins a post of `brand` above its board's list as a notice (공지 고정: is_notice), or unpins it; an audit row
 * `community-post.pin` / `community-post.unpin` when it changes. Pinning takes the post out of the list and the
 * previous/next chain like any notice. 404 POST_NOT_FOUND for a missing, deleted or another brand's post.
 */
export function setCommunityPostPinned(
  db: Db,
  input: { brand: BrandId; actor: PostActor; postId: number; pinned: boolean },
): Promise<ModeratedPost> {
  return moderateCommunityPost(db, {
    ...input,
    moderation: {
      action: input.pinned ? 'community-post.pin' : 'community-post.unpin',
      change: (post) => (post.isNotice !== input.pinned ? { isNotice: input.pinned } : null),
    },
  });
}
