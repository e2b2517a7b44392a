import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ConsoleErrorReportPage, ErrorReportStatus } from '../../contracts/error-reports';
import type { Db } from '../../db/client';
import { examDetails, exams, problemErrorReports, problems, users } from '../../db/schema';
import type { Paging } from '../paging/parse-paging';
import type { ErrorReportOperator } from './error-report-policy';
import { errorReportColumns, errorReportJoins, toConsoleErrorReport } from './present-error-report';

/**
 * The console's 문제 오류 신고 queue (ADR 32), a page at a time: open first, then the worked ones,
 * oldest first within each (a queue is worked from its oldest). `status` keeps one status only.
 */
export async function findErrorReports(
  db: Db,
  input: { operator: ErrorReportOperator; status?: ErrorReportStatus } & Paging,
): Promise<ConsoleErrorReportPage> {
  const where = and(eq(problemErrorReports.brand, input.operator.brand), input.status ? eq(problemErrorReports.status, input.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(errorReportColumns)
      .from(problemErrorReports)
      .innerJoin(problems, errorReportJoins.problems)
      .innerJoin(examDetails, errorReportJoins.examDetails)
      .innerJoin(exams, errorReportJoins.exams)
      .innerJoin(users, errorReportJoins.users)
      .where(where)
      .orderBy(sql`case ${problemErrorReports.status} when 'OPEN' then 0 else 1 end`, asc(problemErrorReports.createdAt), asc(problemErrorReports.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(problemErrorReports).where(where),
  ]);
  return { items: rows.map(toConsoleErrorReport), totalCount: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}
