import { and, eq, sql } from 'drizzle-orm';
import { checkErrorReportDetail } from '../../config/error-report';
import type { CreateErrorReportBody, MyErrorReport } from '../../contracts/error-reports';
import type { Db } from '../../db/client';
import { examDetails, exams, problemErrorReports, problems } from '../../db/schema';
import { invalid } from '../errors/domain-error';
import { errorReportErrors } from './error-report-errors';
import type { ErrorReporter } from './error-report-policy';

/**
 * A member reports an error in a problem (ADR 32). Only a problem the member was shown counts — one
 * of their records holds it — so ids cannot be probed and a paid paper's problems stay the buyer's; anything else is
 * 404. One open report per member and problem: a second is 409 (the partial unique index decides under concurrency).
 */
export async function createErrorReport(
  db: Db,
  input: { reporter: ErrorReporter; problemId: number } & CreateErrorReportBody,
): Promise<MyErrorReport> {
  const checked = checkErrorReportDetail(input.detail);
  if (!checked.ok) throw invalid(checked.message, 'INVALID_ERROR_REPORT');
  const [problem] = await db
    .select({ id: problems.id, number: problems.number, paperTitle: examDetails.title, examTitle: exams.title })
    .from(problems)
    .innerJoin(examDetails, eq(examDetails.id, problems.examDetailId))
    .innerJoin(exams, eq(exams.id, examDetails.examId))
    .where(
      and(
        eq(problems.id, input.problemId),
        eq(exams.brand, input.reporter.brand),
        sql`exists (select 1 from exam_records r where r.user_id = ${input.reporter.userId} and ${problems.id} = any(r.problem_ids))`,
      ),
    )
    .limit(1);
  if (!problem) throw errorReportErrors.problemNotFound();
  const [row] = await db
    .insert(problemErrorReports)
    .values({ brand: input.reporter.brand, problemId: problem.id, reporterId: input.reporter.userId, reason: input.reason, detail: checked.text })
    .onConflictDoNothing()
    .returning();
  if (!row) throw errorReportErrors.duplicate();
  return {
    id: row.id,
    problemId: problem.id,
    problemNumber: problem.number,
    paperTitle: problem.paperTitle,
    examTitle: problem.examTitle,
    reason: row.reason,
    detail: row.detail,
    status: row.status,
    resolutionNote: null,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: null,
  };
}
