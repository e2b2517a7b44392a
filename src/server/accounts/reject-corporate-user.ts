import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { corporateApprovalSnapshot } from './corporate-approval';
import { type CorporateReviewInput, type CorporateReviewOutcome, lockCorporateAccount } from './corporate-review';
import type { SessionInvalidation } from './session-cache';

/**
 * An operator (or `npm run db:reject-corporate`, actor null) refuses a corporate sign-up, or withdraws an approval
 * (ADR 22): channel services close, the corporate site tells the company to check its 사업자등록번호, and correcting
 * the number sends the account back to review. Audited in the same transaction; rejecting a rejected account writes
 * nothing. The session cache forgets the member after the commit.
 */
export async function rejectCorporateUser(
  db: Db,
  sessionCache: SessionInvalidation,
  input: CorporateReviewInput,
): Promise<CorporateReviewOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const current = await lockCorporateAccount(tx, input);
    if (!current.corporateApprovedAt && current.corporateRejectedAt) {
      return { userId: current.id, approvalStatus: 'REJECTED' as const, changed: false };
    }
    const [updated] = await tx
      .update(users)
      .set({ corporateApprovedAt: null, corporateRejectedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, current.id))
      .returning();
    await recordAuditEvent(tx, {
      brand: input.brand,
      actorId: input.actorId,
      action: 'user.corporate.reject',
      resourceType: 'user',
      resourceId: current.id,
      before: corporateApprovalSnapshot(current),
      after: corporateApprovalSnapshot(updated!),
    });
    return { userId: current.id, approvalStatus: 'REJECTED' as const, changed: true };
  });
  if (outcome.changed) await sessionCache.forgetUser(outcome.userId);
  return outcome;
}
