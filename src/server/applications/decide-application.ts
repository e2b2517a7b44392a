import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema';
import { insertNotification } from '../accounts/create-notification';
import type { ProfileCountsInvalidation } from '../accounts/profile-counts-cache';
import type { PostingManager } from '../postings/posting-management-policy';
import type { ApplicationDecision } from './application-arguments';
import { assertReviewsPosting } from './application-policy';
import { applicationsWithPosting } from './application-rows';
import { type ApplicationDetailView, presentApplicationDetail } from './application-presenter';

export const APPLICATION_RESULT_LABELS: Record<ApplicationDecision, string> = { PASSED: '서류 합격', FAILED: '불합격' };

/** Where the member reads the result: their 지원 현황 on the portal. */
export const MY_APPLICATIONS_PATH = '/accounts/applications';

export function applicationResultTitle(postingTitle: string, decision: ApplicationDecision): string {
  return `「${postingTitle}」 지원 결과가 나왔어요: ${APPLICATION_RESULT_LABELS[decision]}`;
}

/**
 * 서류 합격 / 불합격 (ADR 26): the posting's company decides an application, and the member is told by an
 * APPLICATION_RESULT notification written in the same transaction (so a decision is never without its notice, and a
 * failed notice undoes the decision). A company may correct its decision (each change is a new notice); deciding what
 * is already decided that way changes and sends nothing, so a retried request adds no second notice. The row is
 * locked, so a withdrawal racing the decision either came first (404 here) or waits and finds it decided.
 */
export async function decideApplication(
  db: Db,
  profileCounts: ProfileCountsInvalidation,
  input: { manager: PostingManager; applicationId: string; decision: ApplicationDecision; now?: Date },
): Promise<ApplicationDetailView> {
  const now = input.now ?? new Date();
  const { view, notifiedUserId } = await db.transaction(async (tx) => {
    const [row] = await applicationsWithPosting(tx)
      .where(eq(applications.id, input.applicationId))
      .for('update', { of: applications });
    assertReviewsPosting(input.manager, row?.posting);
    if (row!.application.status === input.decision) {
      return { view: presentApplicationDetail(row!.application, row!.posting), notifiedUserId: null };
    }
    const [updated] = await tx
      .update(applications)
      .set({ status: input.decision, decidedAt: now })
      .where(eq(applications.id, row!.application.id))
      .returning();
    const written = await insertNotification(tx, updated!.userId, {
      kind: 'APPLICATION_RESULT',
      title: applicationResultTitle(row!.posting.title, input.decision),
      link: MY_APPLICATIONS_PATH,
      dedupeKey: `application-result:${updated!.id}:${input.decision}:${now.getTime()}`,
    });
    const notified = written ? updated!.userId : null;
    return { view: presentApplicationDetail(updated!, row!.posting), notifiedUserId: notified };
  });
  // After the commit: the member's next profile read counts the new notice.
  if (notifiedUserId) await profileCounts.forgetUser(notifiedUserId);
  return view;
}
