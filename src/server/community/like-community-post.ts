import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type PostActor, assertMayLikeCommunityPost } from './community-post-policy';
import { type PostReactionState, setPostReaction } from './community-post-reactions';

/**
 * The member likes a post of `brand` (추천); idempotent, like_count moved in the same transaction. 400 OWN_POST_LIKE
 * on the member's own post, 404 POST_NOT_FOUND / POST_HIDDEN for a post they cannot open.
 */
export function likeCommunityPost(
  db: Db,
  input: { brand: BrandId; actor: PostActor; postId: number },
): Promise<PostReactionState> {
  return setPostReaction(db, {
    ...input,
    reaction: 'like',
    on: true,
    check: (post) => assertMayLikeCommunityPost(input.actor, post),
  });
}
