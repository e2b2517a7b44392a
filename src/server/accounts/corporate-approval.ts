/**
 * The approval state of a corporate account (ADR 22), derived from two timestamps so no state can disagree with
 * them: approved when corporateApprovedAt is set, rejected when only corporateRejectedAt is, else waiting for review.
 */
import type { CorporateApprovalStatus, CorporateProfile } from '../../contracts/corporate-accounts';
import type { User } from '../../db/schema';

export type CorporateApprovalFields = Pick<User, 'corporateApprovedAt' | 'corporateRejectedAt'>;

export type CorporateReviewFields = CorporateApprovalFields & Pick<User, 'corporateRejectionReason'>;

export function corporateApprovalStatus(user: CorporateApprovalFields): CorporateApprovalStatus {
  if (user.corporateApprovedAt) return 'APPROVED';
  if (user.corporateRejectedAt) return 'REJECTED';
  return 'PENDING';
}

/** The state as the audit log keeps it (before and after a review or a number change). */
export function corporateApprovalSnapshot(user: CorporateReviewFields & Pick<User, 'businessNumber'>) {
  return {
    approvalStatus: corporateApprovalStatus(user),
    businessNumber: user.businessNumber,
    approvedAt: user.corporateApprovedAt?.toISOString() ?? null,
    rejectedAt: user.corporateRejectedAt?.toISOString() ?? null,
    rejectionReason: user.corporateRejectionReason,
  };
}

export type CorporateProfileRow = Pick<
  User,
  | 'email'
  | 'username'
  | 'companyName'
  | 'representativeName'
  | 'businessNumber'
  | 'contactPhone'
  | 'corporateApprovedAt'
  | 'corporateRejectedAt'
  | 'corporateRejectionReason'
>;

export function presentCorporateProfile(user: CorporateProfileRow): CorporateProfile {
  return {
    email: user.email,
    companyName: user.companyName ?? '',
    representativeName: user.representativeName,
    businessNumber: user.businessNumber ?? '',
    contactName: user.username,
    contactPhone: user.contactPhone,
    approvalStatus: corporateApprovalStatus(user),
    approvedAt: user.corporateApprovedAt?.toISOString() ?? null,
    rejectedAt: user.corporateRejectedAt?.toISOString() ?? null,
    rejectionReason: user.corporateRejectionReason,
  };
}
