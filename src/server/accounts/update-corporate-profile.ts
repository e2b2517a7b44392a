import { and, eq, sql } from 'drizzle-orm';
import { firstCorporateError, normalizeCorporateFields, validateCorporateFields } from '../../config/corporate-account';
import type { CorporateProfile, UpdateCorporateProfileBody } from '../../contracts/corporate-accounts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { invalid, notFound } from '../errors/domain-error';
import { claimBusinessNumber } from './claim-business-number';
import type { CorporateOwner } from './corporate-account-policy';
import { corporateApprovalSnapshot, presentCorporateProfile } from './corporate-approval';
import type { SessionInvalidation } from './session-cache';

/**
 * The company edits its company and contact-person details (`/profile` on the corporate host, ADR 22),
 * by the sign-up's rules. A different 사업자등록번호 is another company as far as the review is concerned: the
 * account goes back to review (approval and rejection cleared; the web asked the company to confirm), the number must
 * be free among the brand's corporate accounts (409), and the change is written to the audit log in the same
 * transaction, so the operator reviewing it again can see what was approved before. Sessions carry the user row:
 * the session cache forgets the user after the commit, so the next request already sees the new state.
 */
export async function updateCorporateProfile(
  db: Db,
  sessionCache: SessionInvalidation,
  owner: CorporateOwner,
  input: UpdateCorporateProfileBody,
): Promise<CorporateProfile> {
  const errors = validateCorporateFields(input);
  const first = firstCorporateError(errors);
  if (first) throw invalid(errors[first]!);
  const company = normalizeCorporateFields(input);

  const profile = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, owner.userId), eq(users.brand, owner.brand), eq(users.type, 'CORPORATE')))
      .for('update')
      .limit(1);
    if (!current) throw notFound('기업회원 정보를 찾을 수 없습니다.');
    const numberChanged = current.businessNumber !== company.businessNumber;
    if (numberChanged) await claimBusinessNumber(tx, owner.brand, company.businessNumber, owner.userId);
    const [updated] = await tx
      .update(users)
      .set({
        companyName: company.companyName,
        representativeName: company.representativeName,
        businessNumber: company.businessNumber,
        username: company.contactName,
        contactPhone: company.contactPhone,
        ...(numberChanged ? { corporateApprovedAt: null, corporateRejectedAt: null, corporateRejectionReason: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, owner.userId))
      .returning();
    if (numberChanged) {
      await recordAuditEvent(tx, {
        brand: owner.brand,
        actorId: owner.userId,
        action: 'user.corporate.business-number.change',
        resourceType: 'user',
        resourceId: owner.userId,
        before: corporateApprovalSnapshot(current),
        after: corporateApprovalSnapshot(updated!),
      });
    }
    return presentCorporateProfile(updated!);
  });
  await sessionCache.forgetUser(owner.userId);
  return profile;
}
