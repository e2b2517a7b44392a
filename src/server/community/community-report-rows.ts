/**
 * Reports of posts and comments (community_reports; ADR 20): the threshold that hides a target, the open reports
 * that count towards it, how moderation resolves them, and which of a page's comments the viewer reported.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CommunityReportResolution, communityReports } from '../../db/schema';

/** Open reports from this many different members hide a post or a comment until an ADMIN decides. */
export const REPORTS_TO_HIDE = 5;

/** Whether `openReporters` different members with open reports hide a target (pure, unit-tested). */
export const reachesHideThreshold = (openReporters: number) => openReporters >= REPORTS_TO_HIDE;

export type ReportTarget = { postId: number } | { commentId: number };

function ofTarget(target: ReportTarget) {
  return 'postId' in target ? eq(communityReports.postId, target.postId) : eq(communityReports.commentId, target.commentId);
}

/** How many different members have an open (unresolved) report of the target. */
export async function countOpenReporters(db: Db, target: ReportTarget): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${communityReports.reporterId})::int` })
    .from(communityReports)
    .where(and(ofTarget(target), isNull(communityReports.resolvedAt)));
  return row?.n ?? 0;
}

/**
 * Closes the target's open reports with an ADMIN's decision (HIDDEN or RESTORED) and answers how many it closed. A
 * restore closes them, so it takes 5 new reporters to hide the target again.
 */
export async function resolveOpenReports(
  db: Db,
  target: ReportTarget,
  resolution: CommunityReportResolution,
): Promise<number> {
  const closed = await db
    .update(communityReports)
    .set({ resolvedAt: sql`now()`, resolution })
    .where(and(ofTarget(target), isNull(communityReports.resolvedAt)))
    .returning({ id: communityReports.id });
  return closed.length;
}

/** Of these comments, the ones `viewerId` reported (one query for a whole page of a thread). */
export async function findReportedCommentIds(db: Db, viewerId: string | null, commentIds: number[]): Promise<Set<number>> {
  if (!viewerId || commentIds.length === 0) return new Set();
  const rows = await db
    .select({ commentId: communityReports.commentId })
    .from(communityReports)
    .where(and(eq(communityReports.reporterId, viewerId), inArray(communityReports.commentId, commentIds)));
  return new Set(rows.map((row) => row.commentId!));
}
