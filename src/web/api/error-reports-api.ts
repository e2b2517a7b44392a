/**
 * 문제 오류 신고 (ADR 32; src/contracts/error-reports.ts): a member's report and own reports, the console's queue and
 * decisions, and a problem's answer-key change with its rescore. Client first.
 */
import type { ApiClient } from './api-client';
import type {
  ConsoleErrorReportPage,
  CreateErrorReportBody,
  ErrorReportsQuery,
  MyErrorReport,
  RescoreImpact,
  RescoreResult,
  ResolveErrorReportBody,
  ResolveErrorReportResult,
} from '../../contracts/error-reports';

export type { ConsoleErrorReport, ConsoleErrorReportPage, ErrorReportReason, ErrorReportStatus, RescoreImpact } from '../../contracts/error-reports';

export async function reportProblemError(client: ApiClient, problemId: number, body: CreateErrorReportBody): Promise<MyErrorReport> {
  const { data } = await client.post<MyErrorReport>(`/apiV2/problems/${problemId}/error-reports`, body);
  return data;
}

export const consoleErrorReportsKey = (query: ErrorReportsQuery) => ['console', 'error-reports', query] as const;

export async function listErrorReports(client: ApiClient, query: ErrorReportsQuery): Promise<ConsoleErrorReportPage> {
  const { data } = await client.get<ConsoleErrorReportPage>('/apiV2/admin/error-reports', { params: query });
  return data;
}

export async function resolveErrorReport(client: ApiClient, reportId: string, body: ResolveErrorReportBody): Promise<ResolveErrorReportResult> {
  const { data } = await client.post<ResolveErrorReportResult>(`/apiV2/admin/error-reports/${encodeURIComponent(reportId)}/resolve`, body);
  return data;
}

export const rescoreImpactKey = (problemId: number) => ['console', 'rescore-impact', problemId] as const;

export async function getRescoreImpact(client: ApiClient, problemId: number, answer?: number): Promise<RescoreImpact> {
  const { data } = await client.get<RescoreImpact>(`/apiV2/admin/problems/${problemId}/rescore`, { params: answer ? { answer } : {} });
  return data;
}

export async function changeProblemAnswer(client: ApiClient, problemId: number, answer: number): Promise<void> {
  await client.patch(`/apiV2/admin/problems/${problemId}`, { answer });
}

export async function rescoreProblem(client: ApiClient, problemId: number): Promise<RescoreResult> {
  const { data } = await client.post<RescoreResult>(`/apiV2/admin/problems/${problemId}/rescore`, {});
  return data;
}
