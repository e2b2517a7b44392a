import { and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityPosts } from '../../db/schema';
import { communityErrors } from './community-errors';
import { type PostActor, assertMayDeleteCommunityPost } from './community-post-policy';
import { existingPost, findWrittenPost } from './community-post-rows';

export interface DeletedCommunityPost {
  id: number;
  /** The board the post was on: where the page goes next. */
  boardSlug: string;
}

/**
 * Deletes a standing post of `brand` (soft: deleted_at is set, the row and its comments stay for moderation), if the
 * actor is its author or an ADMIN. From then on it is in no list, count or previous/next chain and its page, its
 * comments and its views are 404 (every read filters on standingPost). Of two racing deletes the second gets 404.
 */
export async function deleteCommunityPost(
  db: Db,
  input: { brand: BrandId; actor: PostActor; postId: number },
): Promise<DeletedCommunityPost> {
  // A hidden post may still go: its author takes it down, or an ADMIN ends the review that way.
  const found = await findWrittenPost(db, { ...input, includeHidden: true });
  if (!found) throw communityErrors.postNotFound();
  assertMayDeleteCommunityPost(input.actor, found);
  const [deleted] = await db
    .update(communityPosts)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(communityPosts.id, found.id), existingPost))
    .returning({ id: communityPosts.id });
  if (!deleted) throw communityErrors.postNotFound();
  return { id: deleted.id, boardSlug: found.boardSlug };
}
