/** The approval states of ADR 22 as SQL conditions on users, for the console's queue and its dashboard count. */
import { type SQL, and, isNotNull, isNull } from 'drizzle-orm';
import type { CorporateApprovalStatus } from '../../contracts/corporate-accounts';
import { users } from '../../db/schema';

export const CORPORATE_STATE_CONDITIONS: Readonly<Record<CorporateApprovalStatus, SQL>> = {
  APPROVED: isNotNull(users.corporateApprovedAt),
  REJECTED: and(isNull(users.corporateApprovedAt), isNotNull(users.corporateRejectedAt))!,
  PENDING: and(isNull(users.corporateApprovedAt), isNull(users.corporateRejectedAt))!,
};
