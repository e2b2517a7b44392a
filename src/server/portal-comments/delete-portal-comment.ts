import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { portalComments, postings } from '../../db/schema';
import { portalCommentErrors } from './portal-comment-errors';
import { assertMayDeletePortalComment, type CommentActor } from './portal-comment-policy';

export interface DeletedPortalComment {
  id: number;
  postingId: number | null;
  /** The posting's commentCount after the deletion; null for a channel comment. */
  commentCount: number | null;
}

/**
 * Deletes a standing comment of the brand (soft: the row stays, so its replies keep their place under "삭제된
 * 댓글입니다"), if the actor is its author or an ADMIN. The posting's comment_count is lowered in the same
 * transaction, once: of two racing deletes only the one that set deleted_at lowers it; the other gets 404.
 */
export async function deletePortalComment(
  db: Db,
  input: { brand: BrandId; actor: CommentActor; commentId: number },
): Promise<DeletedPortalComment> {
  const standing = and(eq(portalComments.id, input.commentId), eq(portalComments.brand, input.brand), isNull(portalComments.deletedAt));
  const [found] = await db.select({ userId: portalComments.userId }).from(portalComments).where(standing);
  if (!found) throw portalCommentErrors.notFound();
  assertMayDeletePortalComment(input.actor, found);

  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(portalComments)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(standing)
      .returning({ id: portalComments.id, postingId: portalComments.postingId });
    if (!deleted) throw portalCommentErrors.notFound();
    let commentCount: number | null = null;
    if (deleted.postingId !== null) {
      const [updated] = await tx
        .update(postings)
        .set({ commentCount: sql`greatest(${postings.commentCount} - 1, 0)` })
        .where(eq(postings.id, deleted.postingId))
        .returning({ commentCount: postings.commentCount });
      commentCount = updated?.commentCount ?? null;
    }
    return { id: deleted.id, postingId: deleted.postingId, commentCount };
  });
}
