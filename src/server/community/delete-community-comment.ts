import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityComments, communityPosts } from '../../db/schema';
import { commentErrors } from '../comments/comment-errors';
import { type CommentActor, assertMayDeleteCommunityComment } from './community-comment-policy';
import { findCommunityComment } from './community-comment-rows';

export interface DeletedCommunityComment {
  id: number;
  postId: number;
  /** The post's standing comments and replies after the deletion. */
  commentCount: number;
}

/**
 * Deletes a standing comment of `brand` (soft: the row stays, so its standing replies keep their place under a
 * deleted comment; one without them disappears from the thread), if the actor is its author or an ADMIN. Its replies
 * stay standing and counted. The post's comment_count is lowered in the same transaction, once: of two racing deletes
 * only the one that set deleted_at lowers it; the other gets 404.
 */
export async function deleteCommunityComment(
  db: Db,
  input: { brand: BrandId; actor: CommentActor; commentId: number },
): Promise<DeletedCommunityComment> {
  const found = await findCommunityComment(db, input);
  if (!found || found.deletedAt !== null) throw commentErrors.notFound();
  assertMayDeleteCommunityComment(input.actor, found);
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(communityComments)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(communityComments.id, found.id), isNull(communityComments.deletedAt)))
      .returning({ id: communityComments.id, postId: communityComments.postId });
    if (!deleted) throw commentErrors.notFound();
    const [counted] = await tx
      .update(communityPosts)
      .set({ commentCount: sql`greatest(${communityPosts.commentCount} - 1, 0)` })
      .where(eq(communityPosts.id, deleted.postId))
      .returning({ commentCount: communityPosts.commentCount });
    return { id: deleted.id, postId: deleted.postId, commentCount: counted?.commentCount ?? 0 };
  });
}
