import { eq, sql } from 'drizzle-orm';
import type { ConsoleErrorReport, MyErrorReport } from '../../contracts/error-reports';
import { examDetails, exams, problemErrorReports, problems, users } from '../../db/schema';

/** The columns a report is shown with: its problem's number, paper and exam, and for the console its reporter. */
export const errorReportColumns = {
  report: problemErrorReports,
  problemNumber: problems.number,
  examDetailIdx: examDetails.id,
  paperTitle: examDetails.title,
  examTitle: exams.title,
  reporterName: users.username,
  openReportsOnProblem: sql<number>`(select count(*)::int from problem_error_reports o
    where o.problem_id = ${problemErrorReports.problemId} and o.status = 'OPEN')`.mapWith(Number),
};


export const errorReportJoins = {
  problems: eq(problems.id, problemErrorReports.problemId),
  examDetails: eq(examDetails.id, problems.examDetailId),
  exams: eq(exams.id, examDetails.examId),
  users: eq(users.id, problemErrorReports.reporterId),
};

type Row = {
  report: typeof problemErrorReports.$inferSelect;
  problemNumber: number;
  examDetailIdx: number;
  paperTitle: string;
  examTitle: string;
  reporterName: string;
  openReportsOnProblem: number;
};

export function toMyErrorReport(row: Row): MyErrorReport {
  const { report } = row;
  return {
    id: report.id,
    problemId: report.problemId,
    problemNumber: row.problemNumber,
    paperTitle: row.paperTitle,
    examTitle: row.examTitle,
    reason: report.reason,
    detail: report.detail,
    status: report.status,
    resolutionNote: report.resolutionNote,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
  };
}

export function toConsoleErrorReport(row: Row): ConsoleErrorReport {
  return { ...toMyErrorReport(row), examDetailIdx: row.examDetailIdx, reporterName: row.reporterName, openReportsOnProblem: Number(row.openReportsOnProblem) };
}
