/**
 * 문제 오류 신고 (ADR 32): a member reports a problem (`POST /apiV2/problems/:problemId/error-reports`)
 * and reads their own reports (`/apiV2/error-reports/mine`); the console's queue (`/apiV2/admin/error-reports…`,
 * ADMIN and CONTENT_EDITOR) resolves or dismisses them. Answer-key rescoring (`/apiV2/admin/problems/:problemId/rescore`).
 */
import { type Static, Type } from 'typebox';
import { DateTime, Nullable } from './common';

export const ErrorReportReason = Type.Union(
  [Type.Literal('ANSWER'), Type.Literal('PROBLEM'), Type.Literal('EXPLANATION'), Type.Literal('OTHER')],
  { description: '신고 사유' },
);
export type ErrorReportReason = Static<typeof ErrorReportReason>;

export const ErrorReportStatus = Type.Union([Type.Literal('OPEN'), Type.Literal('RESOLVED'), Type.Literal('DISMISSED')], {
  description: '처리 상태',
});
export type ErrorReportStatus = Static<typeof ErrorReportStatus>;

export const ERROR_REPORTS_DEFAULT_PAGE_SIZE = 20;
export const ERROR_REPORTS_MAX_PAGE_SIZE = 100;

const PageBounds = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: '페이지' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: ERROR_REPORTS_MAX_PAGE_SIZE, description: '페이지 크기' })),
};

export const ErrorReportsQuery = Type.Object({ status: Type.Optional(ErrorReportStatus), ...PageBounds }, { additionalProperties: false });
export type ErrorReportsQuery = Static<typeof ErrorReportsQuery>;
export const MyErrorReportsQuery = Type.Object(PageBounds, { additionalProperties: false });
export type MyErrorReportsQuery = Static<typeof MyErrorReportsQuery>;

export const ProblemIdParams = Type.Object({ problemId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '문제 번호' }) });
export type ProblemIdParams = Static<typeof ProblemIdParams>;
export const ErrorReportParams = Type.Object({ reportId: Type.String({ format: 'uuid', description: '신고 번호' }) });
export type ErrorReportParams = Static<typeof ErrorReportParams>;

/** `detail` is checked again by the operation (trimmed 1–500, src/config/error-report.ts) for a Korean message. */
export const CreateErrorReportBody = Type.Object(
  { reason: ErrorReportReason, detail: Type.String({ maxLength: 2000, description: '오류 내용' }) },
  { additionalProperties: false },
);
export type CreateErrorReportBody = Static<typeof CreateErrorReportBody>;

export const MyErrorReport = Type.Object({
  id: Type.String({ format: 'uuid' }),
  problemId: Type.Integer(),
  problemNumber: Type.Integer(),
  paperTitle: Type.String(),
  examTitle: Type.String(),
  reason: ErrorReportReason,
  detail: Type.String(),
  status: ErrorReportStatus,
  resolutionNote: Nullable(Type.String()),
  createdAt: DateTime(),
  resolvedAt: Nullable(DateTime()),
});
export type MyErrorReport = Static<typeof MyErrorReport>;

export const MyErrorReportPage = Type.Object({
  items: Type.Array(MyErrorReport),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type MyErrorReportPage = Static<typeof MyErrorReportPage>;

export const ConsoleErrorReport = Type.Object({
  ...MyErrorReport.properties,
  examDetailIdx: Type.Integer(),
  reporterName: Type.String(),
  /** Reports still open on the same problem (this one included when open): the queue's sense of weight. */
  openReportsOnProblem: Type.Integer(),
});
export type ConsoleErrorReport = Static<typeof ConsoleErrorReport>;

export const ConsoleErrorReportPage = Type.Object({
  items: Type.Array(ConsoleErrorReport),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type ConsoleErrorReportPage = Static<typeof ConsoleErrorReportPage>;

/**
 * RESOLVE needs a note (the reporter reads it); DISMISS may leave it empty. `allOnProblem` works every open report of
 * the same problem with the same decision and note.
 */
export const ResolveErrorReportBody = Type.Object(
  {
    decision: Type.Union([Type.Literal('RESOLVE'), Type.Literal('DISMISS')], { description: '처리 방법' }),
    note: Type.Optional(Type.String({ maxLength: 2000, description: '처리 내용' })),
    allOnProblem: Type.Optional(Type.Boolean({ description: '같은 문제의 신고 모두' })),
  },
  { additionalProperties: false },
);
export type ResolveErrorReportBody = Static<typeof ResolveErrorReportBody>;

export const ResolveErrorReportResult = Type.Object({
  status: ErrorReportStatus,
  /** How many reports this decision closed (1, or every open one of the problem). */
  resolvedCount: Type.Integer(),
  /** Members told: brand A portal notifications written, brand B mails handed over. */
  notifiedCount: Type.Integer(),
});
export type ResolveErrorReportResult = Static<typeof ResolveErrorReportResult>;

/** What a rescore of one problem would change, and (after POST) did change. */
export const RescoreImpact = Type.Object({
  problemId: Type.Integer(),
  answer: Type.Integer(),
  /** Saved answers with a choice in closed records. */
  answeredCount: Type.Integer(),
  /** Closed records whose stored verdict on this problem differs from the current key: what 재채점 rescoring changes. */
  affectedRecordCount: Type.Integer(),
});
export type RescoreImpact = Static<typeof RescoreImpact>;

export const RescoreResult = Type.Object({ ...RescoreImpact.properties, rescoredRecordCount: Type.Integer() });
export type RescoreResult = Static<typeof RescoreResult>;
