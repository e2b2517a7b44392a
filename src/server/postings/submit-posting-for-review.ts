import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import { lockManagedPosting } from './lock-managed-posting';
import { postingErrors } from './posting-errors';
import { checkPostingFields } from './posting-management-arguments';
import { assertCanPostUnder, type PostingManager } from './posting-management-policy';
import { type ManagedPostingView, presentManagedPosting } from './posting-management-presenter';
import { postingFormValuesOf } from './posting-form-values';

/**
 * 검토 요청: a DRAFT (or REJECTED) posting becomes IN_REVIEW, once what is stored passes the submission's rules —
 * body required, reception not starting or ending in the past (KST days) — so the operator only reads complete
 * postings. It is not public until an ADMIN approves it (approve-posting.ts).
 */
export async function submitPostingForReview(
  db: Db,
  input: { manager: PostingManager; postingId: number; now?: Date },
): Promise<ManagedPostingView> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const { posting, channel } = await lockManagedPosting(tx, { manager: input.manager, postingId: input.postingId });
    assertCanPostUnder(channel);
    if (posting.reviewStatus !== 'DRAFT' && posting.reviewStatus !== 'REJECTED') throw postingErrors.notSubmittable();
    checkPostingFields(postingFormValuesOf(posting), { now, submitting: true });
    const [updated] = await tx
      .update(postings)
      .set({ reviewStatus: 'IN_REVIEW', submittedAt: now, rejectionReason: null, updatedAt: now })
      .where(eq(postings.id, posting.id))
      .returning();
    return presentManagedPosting(updated!, now);
  });
}
