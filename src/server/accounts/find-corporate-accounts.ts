import { type SQL, and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { isValidBusinessNumber } from '../../config/business-number';
import type { BrandId } from '../../config/hosts';
import type { CorporateAccountPage, CorporateApprovalStatus } from '../../contracts/corporate-accounts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Paging } from '../paging/parse-paging';
import { corporateApprovalStatus } from './corporate-approval';
import { CORPORATE_STATE_CONDITIONS } from './corporate-account-states';

/**
 * The brand's corporate accounts for the console's approval queue (ADR 24), a page at a time: those waiting
 * first and the longest waiting first among them (a queue is worked from its oldest), then the most recently decided.
 * `state` keeps one state only. Each with its 사업자등록번호's check-digit result, so the operator sees a typo at once.
 */
export async function findCorporateAccounts(
  db: Db,
  brand: BrandId,
  query: { state?: CorporateApprovalStatus } & Paging,
): Promise<CorporateAccountPage> {
  const where = and(eq(users.brand, brand), eq(users.type, 'CORPORATE'), query.state ? CORPORATE_STATE_CONDITIONS[query.state] : undefined);
  const pending: SQL = sql`(${users.corporateApprovedAt} is null and ${users.corporateRejectedAt} is null)`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(
        desc(pending),
        sql`case when ${pending} then ${users.createdAt} end asc`,
        sql`coalesce(${users.corporateApprovedAt}, ${users.corporateRejectedAt}) desc`,
        asc(users.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((user) => ({
      userId: user.id,
      email: user.email,
      companyName: user.companyName ?? '',
      representativeName: user.representativeName,
      businessNumber: user.businessNumber ?? '',
      businessNumberValid: isValidBusinessNumber(user.businessNumber ?? ''),
      contactName: user.username,
      contactPhone: user.contactPhone,
      approvalStatus: corporateApprovalStatus(user),
      signedUpAt: user.createdAt.toISOString(),
      approvedAt: user.corporateApprovedAt?.toISOString() ?? null,
      rejectedAt: user.corporateRejectedAt?.toISOString() ?? null,
      rejectionReason: user.corporateRejectionReason,
    })),
    totalCount: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
