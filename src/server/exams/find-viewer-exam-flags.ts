import { and, eq, inArray } from 'drizzle-orm';
import type { ExamSummary } from '../../contracts/exams';
import type { Db } from '../../db/client';
import { examEntitlements, examLikes } from '../../db/schema';

/**
 * The member's own flags on exams whose public summaries came from the read cache: which they liked and which paid
 * ones they hold. Two indexed lookups over at most a page of ids, instead of reading the whole list per member.
 */
export async function findViewerExamFlags(
  db: Db,
  userId: string,
  examIds: readonly number[],
): Promise<{ liked: Set<number>; entitled: Set<number> }> {
  if (examIds.length === 0) return { liked: new Set(), entitled: new Set() };
  const ids = [...examIds];
  const [likes, entitlements] = await Promise.all([
    db
      .select({ examId: examLikes.examId })
      .from(examLikes)
      .where(and(eq(examLikes.userId, userId), inArray(examLikes.examId, ids))),
    db
      .select({ examId: examEntitlements.examId })
      .from(examEntitlements)
      .where(and(eq(examEntitlements.userId, userId), inArray(examEntitlements.examId, ids))),
  ]);
  return { liked: new Set(likes.map((r) => r.examId)), entitled: new Set(entitlements.map((r) => r.examId)) };
}

/** A public summary (viewer flags false) with the member's flags put on. */
export function withViewerFlags(exam: ExamSummary, flags: { liked: Set<number>; entitled: Set<number> }): ExamSummary {
  return {
    ...exam,
    viewerHasLiked: flags.liked.has(exam.examIdx),
    viewerIsEntitled: exam.isFree || flags.entitled.has(exam.examIdx),
  };
}
