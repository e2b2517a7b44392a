import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityComments } from '../../db/schema';
import { commentErrors } from '../comments/comment-errors';
import { type CommentActor, assertMayEditCommunityComment } from './community-comment-policy';
import { findCommunityComment, findCommunityRepliesOf } from './community-comment-rows';
import { type CommunityCommentView, presentCommunityComment } from './community-presenter';

/**
 * Rewrites the words of a standing comment of `brand`, if the actor wrote it (editing is the author's alone; an ADMIN
 * moderates by deleting). The comment keeps its place and replies, and shows as edited. 404 COMMENT_NOT_FOUND for a
 * comment that is not there or deleted (also when deleted in the meantime), 403 for someone else's.
 */
export async function updateCommunityComment(
  db: Db,
  input: { brand: BrandId; actor: CommentActor; commentId: number; body: string },
): Promise<CommunityCommentView> {
  const found = await findCommunityComment(db, input);
  if (!found || found.deletedAt !== null) throw commentErrors.notFound();
  assertMayEditCommunityComment(input.actor, found);
  const [updated] = await db
    .update(communityComments)
    .set({ body: input.body, updatedAt: sql`now()` })
    .where(and(eq(communityComments.id, found.id), isNull(communityComments.deletedAt)))
    .returning();
  if (!updated) throw commentErrors.notFound();
  const replies = await findCommunityRepliesOf(db, updated.parentId === null ? [updated.id] : []);
  return presentCommunityComment(updated, {
    viewer: input.actor,
    anonymous: found.anonymous,
    replies: replies.get(updated.id) ?? [],
  });
}
