import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { postingErrors } from './posting-errors';
import type { PostingReviewer } from './posting-management-policy';
import { type ManagedPostingView, presentManagedPosting } from './posting-management-presenter';
import { type PostingReviewEffects, deliverPostingReviewNotice, recordPostingReviewNotice } from './posting-review-notice';

/**
 * An ADMIN sends a submitted posting back with a reason the company reads on /activities/ALL (ADR 25); audited
 * (`posting.reject`, the reason in `after`) in the same transaction. Only an IN_REVIEW posting (409 otherwise). The
 * company hears it (posting-review-notice.ts): its manager's notification in the same transaction, and a mail with the
 * reason after the commit that a failed hand-over does not take back.
 */
export async function rejectPosting(
  db: Db,
  effects: PostingReviewEffects,
  input: { reviewer: PostingReviewer; postingId: number; reason: string; now?: Date },
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
      .set({ reviewStatus: 'REJECTED', rejectionReason: input.reason, reviewedAt: now, updatedAt: now })
      .where(eq(postings.id, found.id))
      .returning();
    await recordAuditEvent(tx, {
      brand: found.brand,
      actorId: input.reviewer.userId,
      action: 'posting.reject',
      resourceType: 'posting',
      resourceId: found.id,
      before: { reviewStatus: found.reviewStatus },
      after: { reviewStatus: 'REJECTED', rejectionReason: input.reason },
    });
    const notice = await recordPostingReviewNotice(tx, found, { outcome: 'REJECTED', reason: input.reason }, now);
    return { view: presentManagedPosting(updated!, now), notice };
  });
  await deliverPostingReviewNotice(effects, notice);
  return view;
}
