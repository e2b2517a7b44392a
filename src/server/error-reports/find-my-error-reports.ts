import { and, count, desc, eq } from 'drizzle-orm';
import type { MyErrorReportPage } from '../../contracts/error-reports';
import type { Db } from '../../db/client';
import { examDetails, exams, problemErrorReports, problems, users } from '../../db/schema';
import type { Paging } from '../paging/parse-paging';
import type { ErrorReporter } from './error-report-policy';
import { errorReportColumns, errorReportJoins, toMyErrorReport } from './present-error-report';

/**
 * A member's own reports, newest first, with the operator's decision and note: how a brand B member (no notifications
 * list) learns the outcome, and brand A's record of it (ADR 32). Filtered by the member's id, so another's never shows.
 */
export async function findMyErrorReports(db: Db, input: ErrorReporter & Paging): Promise<MyErrorReportPage> {
  const where = and(eq(problemErrorReports.reporterId, input.userId), eq(problemErrorReports.brand, input.brand));
  const [rows, [total]] = await Promise.all([
    db
      .select(errorReportColumns)
      .from(problemErrorReports)
      .innerJoin(problems, errorReportJoins.problems)
      .innerJoin(examDetails, errorReportJoins.examDetails)
      .innerJoin(exams, errorReportJoins.exams)
      .innerJoin(users, errorReportJoins.users)
      .where(where)
      .orderBy(desc(problemErrorReports.createdAt), desc(problemErrorReports.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(problemErrorReports).where(where),
  ]);
  return { items: rows.map(toMyErrorReport), totalCount: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}
