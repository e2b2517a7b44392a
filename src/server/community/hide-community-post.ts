import { sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { PostActor } from './community-post-policy';
import { type ModeratedPost, moderateCommunityPost } from './community-post-moderation';

/**
 * An ADMIN hides a post of `brand` (or confirms the members' reports that hid it): hidden_at set if it was not, its
 * open reports resolved HIDDEN, an audit row `community-post.hide`. The post leaves every list; its page is its
 * author's and ADMINs' only. 404 POST_NOT_FOUND for a missing, deleted or another brand's post.
 */
export function hideCommunityPost(
  db: Db,
  input: { brand: BrandId; actor: PostActor; postId: number },
): Promise<ModeratedPost> {
  return moderateCommunityPost(db, {
    ...input,
    moderation: {
      action: 'community-post.hide',
      change: (post) => (post.hiddenAt === null ? { hiddenAt: sql`now()` } : null),
      resolution: 'HIDDEN',
    },
  });
}
