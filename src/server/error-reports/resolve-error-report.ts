import { and, eq, inArray, sql } from 'drizzle-orm';
import { checkResolutionNote } from '../../config/error-report';
import type { ResolveErrorReportBody, ResolveErrorReportResult } from '../../contracts/error-reports';
import type { Db } from '../../db/client';
import { problemErrorReports, users } from '../../db/schema';
import type { ProfileCountsInvalidation } from '../accounts/profile-counts-cache';
import { takesNotification } from '../accounts/notification-recipient';
import { recordAuditEvent } from '../audit/record-audit-event';
import { invalid } from '../errors/domain-error';
import { errorReportErrors } from './error-report-errors';
import type { ErrorReportOperator } from './error-report-policy';

const NOTE_IN_TITLE = 80;

/**
 * The notice carries the outcome and the note itself: it is read on the portal, while the problem lives on the CBT
 * host, so there is no page of the portal to link to (ADR 32); the full note is on the member's reports list.
 */
export function errorReportNoticeTitle(resolving: boolean, note: string): string {
  const head = resolving ? '신고하신 문제 오류가 처리되었어요.' : '신고하신 문제 오류를 검토했지만 수정하지 않기로 했어요.';
  if (!note) return head;
  const chars = [...note];
  return `${head} ${chars.length > NOTE_IN_TITLE ? `${chars.slice(0, NOTE_IN_TITLE).join('')}…` : note}`;
}

/**
 * An operator resolves (처리 완료, with a note) or dismisses (반려) an open report of their brand (issue 19 item 4,
 * ADR 32); with `allOnProblem`, every open report of the same problem gets the same decision. In one transaction:
 * each report changes, one audit row per report (`error-report.resolve` / `error-report.dismiss`), and each brand A
 * reporter gets one portal notification (GENERAL, deduplicated per report, muted kinds respected). Brand B has no
 * notifications list: its members read the outcome on their reports list. A worked report is 409.
 */
export async function resolveErrorReport(
  db: Db,
  effects: { profileCounts: ProfileCountsInvalidation },
  input: { operator: ErrorReportOperator; reportId: string; now?: Date } & ResolveErrorReportBody,
): Promise<ResolveErrorReportResult> {
  const resolving = input.decision === 'RESOLVE';
  const note = checkResolutionNote(input.note, resolving);
  if (!note.ok) throw invalid(note.message, 'INVALID_RESOLUTION_NOTE');
  const status = resolving ? 'RESOLVED' : 'DISMISSED';
  const now = input.now ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(problemErrorReports)
      .where(and(eq(problemErrorReports.id, input.reportId), eq(problemErrorReports.brand, input.operator.brand)))
      .for('update');
    if (!found) throw errorReportErrors.notFound();
    if (found.status !== 'OPEN') throw errorReportErrors.closed();
    const targets = input.allOnProblem
      ? await tx
          .select()
          .from(problemErrorReports)
          .where(and(eq(problemErrorReports.problemId, found.problemId), eq(problemErrorReports.status, 'OPEN')))
          .for('update')
      : [found];
    const ids = targets.map((r) => r.id);
    await tx
      .update(problemErrorReports)
      .set({ status, resolutionNote: note.text || null, resolvedBy: input.operator.actorId, resolvedAt: now })
      .where(inArray(problemErrorReports.id, ids));
    const notified: string[] = [];
    for (const report of targets) {
      await recordAuditEvent(tx, {
        brand: report.brand,
        actorId: input.operator.actorId,
        action: resolving ? 'error-report.resolve' : 'error-report.dismiss',
        resourceType: 'problem-error-report',
        resourceId: report.id,
        before: { status: report.status },
        after: { status, resolutionNote: note.text || null },
      });
      if (report.brand === 'a') {
        const userId = await notifyReporter(tx, report.id, report.reporterId, errorReportNoticeTitle(resolving, note.text));
        if (userId) notified.push(userId);
      }
    }
    return { count: targets.length, notified };
  });
  // After the commit: each member's next profile read counts the new notice.
  for (const userId of new Set(outcome.notified)) await effects.profileCounts.forgetUser(userId);
  return { status, resolvedCount: outcome.count, notifiedCount: outcome.notified.length };
}

async function notifyReporter(tx: Db, reportId: string, userId: string, title: string): Promise<string | null> {
  const result = await tx.execute(sql`
    insert into notifications (user_id, scope, kind, title, link, dedupe_key)
    select ${users.id}, 'NOTIFICATION', 'GENERAL', ${title}, null, ${`error-report:${reportId}`}
    from ${users}
    where ${and(eq(users.id, userId), takesNotification(users, 'GENERAL'))}
    on conflict (user_id, dedupe_key) do nothing
    returning user_id`);
  return (result as unknown as { rows: { user_id: string }[] }).rows[0]?.user_id ?? null;
}
