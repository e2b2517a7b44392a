import type { BrandId } from '../../config/hosts';
import type { ConsoleSummary } from '../../contracts/console';
import type { Db } from '../../db/client';
import { countPendingCorporateAccounts } from '../accounts/count-pending-corporate-accounts';
import { countOpenReportTargets } from '../community/count-open-report-targets';
import { countOpenErrorReports } from '../error-reports/count-open-error-reports';
import { countPostingsInReview } from '../postings/count-postings-in-review';
import { countAwaitingDeposits } from '../shop/orders/count-awaiting-deposits';
import { countOpenInquiries } from '../inquiries/count-open-inquiries';

/** What waits in the brand's queues, for the console's dashboard (read fresh: a small team, a handful of reads). */
export async function getConsoleSummary(db: Db, brand: BrandId): Promise<ConsoleSummary> {
  const [pendingCorporateAccounts, openReportTargets, openInquiries, postingsInReview, awaitingDeposits, openErrorReports] = await Promise.all([
    countPendingCorporateAccounts(db, brand),
    countOpenReportTargets(db, brand),
    countOpenInquiries(db, brand),
    countPostingsInReview(db, brand),
    countAwaitingDeposits(db, brand),
    countOpenErrorReports(db, brand),
  ]);
  return { pendingCorporateAccounts, openReportTargets, openInquiries, postingsInReview, awaitingDeposits, openErrorReports };
}
