import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { corporateApprovalSnapshot } from './corporate-approval';
import { type CorporateReviewInput, type CorporateReviewOutcome, lockCorporateAccount } from './corporate-review';
import type { SessionInvalidation } from './session-cache';

/**
 * An operator (or `npm run db:approve-corporate`, actor null) approves a corporate sign-up (spec §6, ADR 22): channel
 * services open for it. A rejected account may be approved later. Audited in the same transaction; approving an
 * approved account writes nothing. Sessions carry the user row, so the session cache forgets the member after the
 * commit and their very next request sees the approval.
 */
export async function approveCorporateUser(
  db: Db,
  sessionCache: SessionInvalidation,
  input: CorporateReviewInput,
): Promise<CorporateReviewOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const current = await lockCorporateAccount(tx, input);
    if (current.corporateApprovedAt) return { userId: current.id, approvalStatus: 'APPROVED' as const, changed: false };
    const [updated] = await tx
      .update(users)
      .set({ corporateApprovedAt: sql`now()`, corporateRejectedAt: null, corporateRejectionReason: null, updatedAt: sql`now()` })
      .where(eq(users.id, current.id))
      .returning();
    await recordAuditEvent(tx, {
      brand: input.brand,
      actorId: input.actorId,
      action: 'user.corporate.approve',
      resourceType: 'user',
      resourceId: current.id,
      before: corporateApprovalSnapshot(current),
      after: corporateApprovalSnapshot(updated!),
    });
    return { userId: current.id, approvalStatus: 'APPROVED' as const, changed: true };
  });
  if (outcome.changed) await sessionCache.forgetUser(outcome.userId);
  return outcome;
}
