import { and, eq, inArray, isNull } from 'drizzle-orm';
import { checkResolutionNote } from '../../config/error-report';
import type { ResolveErrorReportBody, ResolveErrorReportResult } from '../../contracts/error-reports';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { examDetails, exams, problemErrorReports, problems, users } from '../../db/schema';
import { insertNotification } from '../accounts/create-notification';
import type { ProfileCountsInvalidation } from '../accounts/profile-counts-cache';
import { recordAuditEvent } from '../audit/record-audit-event';
import { invalid } from '../errors/domain-error';
import { MAIL_BRAND_NAMES, type MailMessage, type Mailer, sendAfterCommit } from '../mail/mailer';
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
 * An operator resolves (처리 완료, with a note) or dismisses (반려) an open report of their brand
 * (ADR 32); with `allOnProblem`, every open report of the same problem gets the same decision. In one transaction:
 * each report changes, one audit row per report (`error-report.resolve` / `error-report.dismiss`), and each brand A
 * reporter gets one portal notification (GENERAL, deduplicated per report, muted kinds respected). Brand B has no
 * notifications list, so each brand B reporter is mailed the outcome after the commit (as an inquiry's answer is): a
 * failed hand-over leaves the decision made and is left out of `notifiedCount`. A worked report is 409.
 */
export async function resolveErrorReport(
  db: Db,
  effects: { profileCounts: ProfileCountsInvalidation; mailer: Mailer },
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
    const mailedReporters = targets.filter((report) => report.brand !== 'a').map((report) => report.reporterId);
    const toMail = mailedReporters.length > 0 ? await reporterMails(tx, found.problemId, mailedReporters) : [];
    return { count: targets.length, notified, toMail };
  });
  // After the commit: each member's next profile read counts the new notice; brand B reporters are mailed.
  for (const userId of new Set(outcome.notified)) await effects.profileCounts.forgetUser(userId);
  let mailed = 0;
  for (const mail of outcome.toMail) {
    // A failed hand-over leaves the message in the outbox and the decision made; the count tells the operator.
    if (await sendAfterCommit(effects.mailer, errorReportMail(input.operator.brand, mail, resolving, note.text))) mailed += 1;
  }
  return { status, resolvedCount: outcome.count, notifiedCount: outcome.notified.length + mailed };
}

interface ReporterMail {
  email: string;
  examTitle: string;
  paperTitle: string;
  problemNumber: number;
}

/**
 * Who is mailed about one problem's reports and what the mail names: the problem is read once, the reporters' emails
 * in one query. Every target is a report of the same problem (the one found, or all open ones on it).
 */
async function reporterMails(tx: Db, problemId: number, reporterIds: string[]): Promise<ReporterMail[]> {
  const [problem] = await tx
    .select({ examTitle: exams.title, paperTitle: examDetails.title, problemNumber: problems.number })
    .from(problems)
    .innerJoin(examDetails, eq(examDetails.id, problems.examDetailId))
    .innerJoin(exams, eq(exams.id, examDetails.examId))
    .where(eq(problems.id, problemId));
  // A member whose account was deleted is not mailed, as insertNotification does not notify them.
  const reporters = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, reporterIds), isNull(users.deletedAt)));
  const emailOf = new Map(reporters.map((reporter) => [reporter.id, reporter.email]));
  return reporterIds.flatMap((id) => {
    const email = emailOf.get(id);
    return email ? [{ ...problem!, email }] : [];
  });
}

/** The outcome as a brand B reporter reads it by mail: which problem, what was decided, and the operator's note. */
export function errorReportMail(brand: BrandId, mail: ReporterMail, resolving: boolean, note: string): MailMessage {
  const brandName = MAIL_BRAND_NAMES[brand];
  return {
    brand,
    to: mail.email,
    subject: `[${brandName}] ${resolving ? '신고하신 문제 오류가 처리되었어요' : '신고하신 문제 오류를 검토했어요'}`,
    body: [
      '안녕하세요.',
      `${brandName}입니다. 신고해주신 문제 오류를 ${resolving ? '확인하고 고쳤습니다' : '검토했지만 수정하지 않기로 했습니다'}.`,
      '',
      '■ 신고한 문제',
      `${mail.examTitle} · ${mail.paperTitle} ${mail.problemNumber}번`,
      ...(note ? ['', '■ 처리 내용', note] : []),
      '',
      `${brandName} 드림`,
    ].join('\n'),
  };
}

async function notifyReporter(tx: Db, reportId: string, userId: string, title: string): Promise<string | null> {
  const written = await insertNotification(tx, userId, { title, link: null, dedupeKey: `error-report:${reportId}` });
  return written ? userId : null;
}
