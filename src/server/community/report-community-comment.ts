import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityComments, communityReports } from '../../db/schema';
import { commentErrors } from '../comments/comment-errors';
import { isUniqueViolation } from '../errors/unique-violation';
import { type CommentActor, assertMayReportCommunityComment } from './community-comment-policy';
import { findCommunityComment } from './community-comment-rows';
import { moderationErrors } from './community-moderation-errors';
import type { CommunityReportFields } from './community-report-arguments';
import { countOpenReporters, reachesHideThreshold } from './community-report-rows';
import type { CommunityReportOutcome } from './report-community-post';

/**
 * The member reports a standing comment of `brand` (on a standing post), once (409 ALREADY_REPORTED, by the unique
 * index). As for posts: with the comment locked, open reports from 5 different members hide it (hidden_at); the
 * reports stay open for the operators' queue. 400 OWN_COMMENT_REPORT on the member's own comment; 404
 * COMMENT_NOT_FOUND for a missing, deleted or another brand's comment, or one on a deleted or hidden post.
 */
export async function reportCommunityComment(
  db: Db,
  input: { brand: BrandId; actor: CommentActor; commentId: number; fields: CommunityReportFields },
): Promise<CommunityReportOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const found = await findCommunityComment(tx, input);
      if (!found || found.deletedAt !== null) throw commentErrors.notFound();
      assertMayReportCommunityComment(input.actor, found);
      // Concurrent reports of the comment count one after the other; a racing deletion is seen.
      const [locked] = await tx
        .select({ hiddenAt: communityComments.hiddenAt, deletedAt: communityComments.deletedAt })
        .from(communityComments)
        .where(eq(communityComments.id, found.id))
        .for('update');
      if (!locked || locked.deletedAt !== null) throw commentErrors.notFound();
      await tx.insert(communityReports).values({
        brand: input.brand,
        commentId: found.id,
        reporterId: input.actor.userId,
        reason: input.fields.reason,
        detail: input.fields.detail,
      });
      if (locked.hiddenAt !== null) return { reported: true, hidden: true, hiddenNow: false };
      if (!reachesHideThreshold(await countOpenReporters(tx, { commentId: found.id }))) {
        return { reported: true, hidden: false, hiddenNow: false };
      }
      await tx
        .update(communityComments)
        .set({ hiddenAt: sql`now()` })
        .where(and(eq(communityComments.id, found.id), isNull(communityComments.hiddenAt)));
      return { reported: true, hidden: true, hiddenNow: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw moderationErrors.commentAlreadyReported();
    throw error;
  }
}
