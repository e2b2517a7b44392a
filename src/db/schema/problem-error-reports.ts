import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { problems } from './exams';
import { BRAND_IDS, users } from './users';

/** What a taker says is wrong with a problem (ADR 32); the Korean labels live in src/config. */
export const ERROR_REPORT_REASONS = ['ANSWER', 'PROBLEM', 'EXPLANATION', 'OTHER'] as const;
export type ErrorReportReason = (typeof ERROR_REPORT_REASONS)[number];

/** OPEN until an operator resolves it (처리 완료, with a note) or dismisses it (반려). */
export const ERROR_REPORT_STATUSES = ['OPEN', 'RESOLVED', 'DISMISSED'] as const;
export type ErrorReportStatus = (typeof ERROR_REPORT_STATUSES)[number];

/** A member's 문제 오류 신고 on one problem, worked in the console's /error-reports queue. */
export const problemErrorReports = pgTable(
  'problem_error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Brand of the problem's exam (and so of the reporter: a session never crosses brands, ADR 4). */
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ERROR_REPORT_REASONS }).notNull(),
    detail: text('detail').notNull(),
    status: text('status', { enum: ERROR_REPORT_STATUSES }).notNull().default('OPEN'),
    resolutionNote: text('resolution_note'),
    /** Kept as null if the operator's account is deleted (the audit log still names them). */
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open report per member and problem: a second one is 409 until the first is worked.
    uniqueIndex('problem_error_reports_open_key')
      .on(t.reporterId, t.problemId)
      .where(sql`${t.status} = 'OPEN'`),
    // The console's queue: one brand, open first, oldest first.
    index('problem_error_reports_queue_idx').on(t.brand, t.status, t.createdAt),
    index('problem_error_reports_problem_idx').on(t.problemId, t.status),
    index('problem_error_reports_reporter_idx').on(t.reporterId, t.createdAt),
    check('problem_error_reports_status_valid', sql`${t.status} in ('OPEN', 'RESOLVED', 'DISMISSED')`),
    check('problem_error_reports_reason_valid', sql`${t.reason} in ('ANSWER', 'PROBLEM', 'EXPLANATION', 'OTHER')`),
    check('problem_error_reports_detail_length', sql`char_length(${t.detail}) between 1 and 500`),
    check('problem_error_reports_resolved_when_worked', sql`(${t.status} = 'OPEN') = (${t.resolvedAt} is null)`),
  ],
);

export type ProblemErrorReport = typeof problemErrorReports.$inferSelect;
