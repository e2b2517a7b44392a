/**
 * The console's exam papers (ADR 31, src/contracts/console-exam-imports.ts and console-exams.ts): the brand's
 * exams and their papers, the import dry run and confirmation, 공개/비공개 of a paper and of an exam, and the
 * download addresses (plain links: the browser sends the session cookie). Client first.
 */
import type { ApiClient } from './api-client';
import type {
  ExamImportBody,
  ExamImportReport,
  ExamImportResult,
  PaperPreview,
  PaperStatisticsResponse,
} from '../../contracts/console-exam-imports';
import type { ConsoleExam, ConsoleExamDetail, ConsoleExamWithDetails } from '../../contracts/console-exams';
import type { Page } from '../../contracts/common';

export type { ExamImportBody, ExamImportReport, ExamImportResult, ImportSource } from '../../contracts/console-exam-imports';
export type { ConsoleExam, ConsoleExamDetail, ConsoleExamWithDetails } from '../../contracts/console-exams';

export const consoleExamsKey = (page: number) => ['console', 'exams', page] as const;
export const consoleExamKey = (examIdx: number) => ['console', 'exam', examIdx] as const;

export async function listConsoleExams(client: ApiClient, page: number, pageSize = 20): Promise<Page<ConsoleExam>> {
  const { data } = await client.get<Page<ConsoleExam>>('/apiV2/admin/exams', { params: { page, pageSize } });
  return data;
}

export async function getConsoleExam(client: ApiClient, examIdx: number): Promise<ConsoleExamWithDetails> {
  const { data } = await client.get<ConsoleExamWithDetails>(`/apiV2/admin/exams/${examIdx}`);
  return data;
}

export async function setConsoleExamPublished(client: ApiClient, examIdx: number, published: boolean): Promise<ConsoleExam> {
  const { data } = await client.post<ConsoleExam>(`/apiV2/admin/exams/${examIdx}/${published ? 'publish' : 'unpublish'}`);
  return data;
}

export async function setPaperPublished(client: ApiClient, examDetailIdx: number, published: boolean): Promise<ConsoleExamDetail> {
  const { data } = await client.post<ConsoleExamDetail>(`/apiV2/admin/exam-details/${examDetailIdx}/${published ? 'publish' : 'unpublish'}`);
  return data;
}

/** The import's answer can take a while for a large file: longer than the client's default timeout. */
const IMPORT_TIMEOUT_MS = 60_000;

export async function dryRunExamImport(client: ApiClient, body: ExamImportBody): Promise<ExamImportReport> {
  const { data } = await client.post<ExamImportReport>('/apiV2/admin/exam-imports/dry-run', body, { timeout: IMPORT_TIMEOUT_MS });
  return data;
}

export async function confirmExamImport(client: ApiClient, body: ExamImportBody): Promise<ExamImportResult> {
  const { data } = await client.post<ExamImportResult>('/apiV2/admin/exam-imports', body, { timeout: IMPORT_TIMEOUT_MS });
  return data;
}

export const paperExportHref = (examDetailIdx: number, format: 'xlsx' | 'qti.zip') =>
  `/apiV2/admin/exam-details/${examDetailIdx}/export.${format}`;
export const importTemplateHref = (format: 'csv' | 'xlsx') => `/apiV2/admin/exam-imports/template.${format}`;

export type { PaperStatisticsResponse } from '../../contracts/console-exam-imports';

export const paperStatisticsKey = (examDetailIdx: number) => ['console', 'paper-statistics', examDetailIdx] as const;

export async function getPaperStatistics(
  client: ApiClient,
  examDetailIdx: number,
): Promise<PaperStatisticsResponse> {
  const { data } = await client.get(`/apiV2/admin/exam-details/${examDetailIdx}/statistics`);
  return data;
}

export type { PaperPreview } from '../../contracts/console-exam-imports';

export const paperPreviewKey = (examDetailIdx: number) => ['console', 'paper-preview', examDetailIdx] as const;

export async function getPaperPreview(
  client: ApiClient,
  examDetailIdx: number,
): Promise<PaperPreview> {
  const { data } = await client.get(`/apiV2/admin/exam-details/${examDetailIdx}/preview`);
  return data;
}
