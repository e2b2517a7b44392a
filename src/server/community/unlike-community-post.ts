import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { PostActor } from './community-post-policy';
import { type PostReactionState, setPostReaction } from './community-post-reactions';

/** The member takes back their like of a post of `brand`; idempotent (nothing to take back changes nothing). */
export function unlikeCommunityPost(
  db: Db,
  input: { brand: BrandId; actor: PostActor; postId: number },
): Promise<PostReactionState> {
  return setPostReaction(db, { ...input, reaction: 'like', on: false });
}
