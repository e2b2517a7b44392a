import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { PostActor } from './community-post-policy';
import { type ModeratedPost, moderateCommunityPost } from './community-post-moderation';

/**
 * An ADMIN shows a hidden post of `brand` again (or dismisses the open reports of a standing one): hidden_at
 * cleared, its open reports resolved RESTORED — so it takes 5 new reporters to hide it again — and an audit row
 * `community-post.restore`. 404 POST_NOT_FOUND for a missing, deleted or another brand's post.
 */
export function restoreCommunityPost(
  db: Db,
  input: { brand: BrandId; actor: PostActor; postId: number },
): Promise<ModeratedPost> {
  return moderateCommunityPost(db, {
    ...input,
    moderation: {
      action: 'community-post.restore',
      change: (post) => (post.hiddenAt !== null ? { hiddenAt: null } : null),
      resolution: 'RESTORED',
    },
  });
}
