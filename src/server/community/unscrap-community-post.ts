import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { PostActor } from './community-post-policy';
import { type PostReactionState, setPostReaction } from './community-post-reactions';

/** The member removes a post of `brand` from their scraps; idempotent. */
export function unscrapCommunityPost(
  db: Db,
  input: { brand: BrandId; actor: PostActor; postId: number },
): Promise<PostReactionState> {
  return setPostReaction(db, { ...input, reaction: 'scrap', on: false });
}
