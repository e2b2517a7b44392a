import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { notifyChannelFollowers } from './notify-channel-followers';
import { postingErrors } from './posting-errors';
import type { PostingReviewer } from './posting-management-policy';
import { type ManagedPostingView, presentManagedPosting } from './posting-management-presenter';
import { type PostingReviewEffects, deliverPostingReviewNotice, recordPostingReviewNotice } from './posting-review-notice';

/**
 * An ADMIN publishes a submitted posting of their brand (ADR 25): PUBLISHED with `publishedAt` now, which is what
 * every public read gates on (posting-visibility.ts); audited (`posting.approve`) in the same transaction. Only an
 * IN_REVIEW posting (409 otherwise: approving twice, or a draft the company is still writing). The company hears it
 * (posting-review-notice.ts): its manager's notification in the same transaction, a mail after the commit that a
 * failed hand-over does not take back — and the channel's followers get its news. The caller bumps `postings:<brand>`
 * after commit.
 */
export async function approvePosting(
  db: Db,
  effects: PostingReviewEffects,
  input: { reviewer: PostingReviewer; postingId: number; now?: Date },
): Promise<ManagedPostingView> {
  const now = input.now ?? new Date();
  const { view, notice } = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(postings)
      .where(and(eq(postings.id, input.postingId), eq(postings.brand, input.reviewer.brand)))
      .for('update');
    if (!found) throw postingErrors.notFound();
    if (found.reviewStatus !== 'IN_REVIEW') throw postingErrors.notInReview();
    const [updated] = await tx
      .update(postings)
      .set({ reviewStatus: 'PUBLISHED', publishedAt: now, reviewedAt: now, rejectionReason: null, updatedAt: now })
      .where(eq(postings.id, found.id))
      .returning();
    await recordAuditEvent(tx, {
      brand: found.brand,
      actorId: input.reviewer.userId,
      action: 'posting.approve',
      resourceType: 'posting',
      resourceId: found.id,
      before: { reviewStatus: found.reviewStatus },
      after: { reviewStatus: 'PUBLISHED', publishedAt: now.toISOString() },
    });
    const notice = await recordPostingReviewNotice(tx, found, { outcome: 'APPROVED' }, now);
    return { view: presentManagedPosting(updated!, now), notice };
  });
  await deliverPostingReviewNotice(effects, notice);
  // Approval is the moment a posting goes public, so it is the channel's news for its followers (CHANNEL_NEWS, once
  // per posting by its dedupe key). After the commit, so a follower's link never opens a posting not yet public.
  await notifyChannelFollowers(db, effects.profileCounts, { postingId: input.postingId, now });
  return view;
}
