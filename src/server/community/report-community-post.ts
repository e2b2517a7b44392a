import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityPosts, communityReports } from '../../db/schema';
import { isUniqueViolation } from '../errors/unique-violation';
import { moderationErrors } from './community-moderation-errors';
import { type PostActor, assertMayReportCommunityPost } from './community-post-policy';
import { getPostActedOn } from './community-post-rows';
import type { CommunityReportFields } from './community-report-arguments';
import { countOpenReporters, reachesHideThreshold } from './community-report-rows';

export interface CommunityReportOutcome {
  reported: true;
  /** The target is hidden pending review after this report. */
  hidden: boolean;
  /** This report hid it (public lists change: the caller bumps the read cache). */
  hiddenNow: boolean;
}

/**
 * The member reports a post of `brand`, once (409 ALREADY_REPORTED on a second report, by the unique index, so two
 * racing requests cannot both count). In the same transaction, with the post locked so concurrent reports count one
 * after the other: when open reports from 5 different members exist, the post is hidden (hidden_at). The reports stay
 * open — the operators' queue shows them until an ADMIN hides (HIDDEN) or restores (RESTORED) it.
 * 400 OWN_POST_REPORT on the member's own post; 404 POST_NOT_FOUND / POST_HIDDEN for a post they cannot open.
 */
export async function reportCommunityPost(
  db: Db,
  input: { brand: BrandId; actor: PostActor; postId: number; fields: CommunityReportFields },
): Promise<CommunityReportOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const post = await getPostActedOn(tx, { ...input, lock: true });
      assertMayReportCommunityPost(input.actor, post);
      await tx.insert(communityReports).values({
        brand: input.brand,
        postId: post.id,
        reporterId: input.actor.userId,
        reason: input.fields.reason,
        detail: input.fields.detail,
      });
      if (post.hiddenAt !== null) return { reported: true, hidden: true, hiddenNow: false };
      if (!reachesHideThreshold(await countOpenReporters(tx, { postId: post.id }))) {
        return { reported: true, hidden: false, hiddenNow: false };
      }
      await tx
        .update(communityPosts)
        .set({ hiddenAt: sql`now()` })
        .where(and(eq(communityPosts.id, post.id), isNull(communityPosts.hiddenAt)));
      return { reported: true, hidden: true, hiddenNow: true };
    });
  } catch (error) {
    // The transaction is rolled back by then; a violation can only be this member's earlier report of the post.
    if (isUniqueViolation(error)) throw moderationErrors.postAlreadyReported();
    throw error;
  }
}
