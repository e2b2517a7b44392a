import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { checkRejectionReason } from '../../config/corporate-rejection';
import { invalid } from '../errors/domain-error';
import { recordAuditEvent } from '../audit/record-audit-event';
import { corporateApprovalSnapshot } from './corporate-approval';
import { type CorporateReviewInput, type CorporateReviewOutcome, lockCorporateAccount } from './corporate-review';
import type { SessionInvalidation } from './session-cache';

/**
 * An operator (or `npm run db:reject-corporate`, actor null) refuses a corporate sign-up, or withdraws an approval
 * (ADR 22): channel services close, the corporate site tells the company to check its 사업자등록번호, and correcting
 * the number sends the account back to review. Audited in the same transaction; rejecting a rejected account writes
 * nothing, unless the operator gives a new reason (ADR 24: the reason is what the company reads, so correcting it is a
 * change of its own, audited). The session cache forgets the member after the commit.
 */
export async function rejectCorporateUser(
  db: Db,
  sessionCache: SessionInvalidation,
  input: CorporateReviewInput & {
    /** What the company is told (trimmed, checked by the route's rule); null or absent: no reason given. */
    reason?: string | null;
  },
): Promise<CorporateReviewOutcome> {
  const reason = reasonOf(input.reason);
  const outcome = await db.transaction(async (tx) => {
    const current = await lockCorporateAccount(tx, input);
    if (!current.corporateApprovedAt && current.corporateRejectedAt && (reason === null || reason === current.corporateRejectionReason)) {
      return { userId: current.id, approvalStatus: 'REJECTED' as const, changed: false };
    }
    const [updated] = await tx
      .update(users)
      .set({ corporateApprovedAt: null, corporateRejectedAt: sql`now()`, corporateRejectionReason: reason, updatedAt: sql`now()` })
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

/** The shared rule (src/config/corporate-rejection.ts) again, so a request that skipped the console's form meets it. */
function reasonOf(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const checked = checkRejectionReason(raw);
  if (!checked.ok) throw invalid(checked.message);
  return checked.reason;
}
