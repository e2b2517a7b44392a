import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { PostActor } from './community-post-policy';
import { type PostReactionState, setPostReaction } from './community-post-reactions';

/**
 * The member saves a post of `brand` to their scraps (스크랩, their own post included: it is a bookmark, not a vote);
 * idempotent, scrap_count moved in the same transaction. 404 POST_NOT_FOUND / POST_HIDDEN for a post they cannot open.
 */
export function scrapCommunityPost(
  db: Db,
  input: { brand: BrandId; actor: PostActor; postId: number },
): Promise<PostReactionState> {
  return setPostReaction(db, { ...input, reaction: 'scrap', on: true });
}
