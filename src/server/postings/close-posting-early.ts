import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { completePosting } from './complete-posting';
import { lockManagedPosting } from './lock-managed-posting';
import { postingErrors } from './posting-errors';
import type { PostingManager } from './posting-management-policy';
import { managementStatusOf, type ManagedPostingView, presentManagedPosting } from './posting-management-presenter';

/**
 * 조기 마감: reception of the company's live posting ends now (the end moves to this instant; an upcoming one's start
 * too, as the reception order requires), so it reads 마감 everywhere at once. A live change, so audited
 * (`posting.close`) like a live edit. Only a published posting not yet closed (409 otherwise). The caller bumps
 * `postings:<brand>` after commit.
 */
export async function closePostingEarly(
  db: Db,
  input: { manager: PostingManager; postingId: number; now?: Date },
): Promise<ManagedPostingView> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const { posting: locked } = await lockManagedPosting(tx, { manager: input.manager, postingId: input.postingId });
    const status = managementStatusOf(locked, now);
    if (locked.reviewStatus !== 'PUBLISHED' || status === 'CLOSED') throw postingErrors.notClosable();
    const posting = completePosting(locked);
    // One millisecond back, so `now` itself already reads 마감 (the end instant is still 모집중).
    const endAt = new Date(now.getTime() - 1);
    const startAt = posting.receptionStartAt > endAt ? endAt : posting.receptionStartAt;
    const [updated] = await tx
      .update(postings)
      .set({ receptionStartAt: startAt, receptionEndAt: endAt, closedEarlyAt: now, updatedAt: now })
      .where(eq(postings.id, posting.id))
      .returning();
    await recordAuditEvent(tx, {
      brand: posting.brand,
      actorId: input.manager.userId,
      action: 'posting.close',
      resourceType: 'posting',
      resourceId: posting.id,
      before: { receptionStartAt: posting.receptionStartAt.toISOString(), receptionEndAt: posting.receptionEndAt.toISOString() },
      after: { receptionStartAt: startAt.toISOString(), receptionEndAt: endAt.toISOString() },
    });
    return presentManagedPosting(updated!, now);
  });
}
