import { and, count, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { exams, reviewNotes } from '../../db/schema';
import { canSolveExamSql } from '../exams/exam-policy';
import type { NoteCounts, ReviewNoteAggregate } from '../../contracts/review-notes';
import { findExamTypes } from '../exams/find-exam-types';
import { expireOverdueRecords } from '../records/expire-overdue-records';

/** Counts of the member's notes per category and per exam (one grouped query, rolled up in memory). */
export async function getReviewNoteAggregate(
  db: Db,
  brand: BrandId,
  userId: string,
  now = new Date(),
): Promise<ReviewNoteAggregate> {
  await expireOverdueRecords(db, userId, now);
  const tree = await findExamTypes(db, brand);
  const rows = await db
    .select({
      examIdx: exams.id,
      title: exams.title,
      examTypeId: exams.examTypeId,
      totalCount: count(),
      notMasteredCount: sql<number>`count(*) filter (where ${reviewNotes.masteredAt} is null)`.mapWith(Number),
    })
    .from(reviewNotes)
    .innerJoin(exams, eq(exams.id, reviewNotes.examId))
    .where(and(eq(reviewNotes.userId, userId), eq(exams.brand, brand), canSolveExamSql(userId)))
    .groupBy(exams.id, exams.title, exams.examTypeId);

  const byTopLevel = new Map<number, NoteCounts>();
  for (const row of rows) {
    const top = tree.topLevelOf(row.examTypeId);
    if (!top) continue;
    const counts = byTopLevel.get(top.id) ?? { totalCount: 0, notMasteredCount: 0 };
    counts.totalCount += row.totalCount;
    counts.notMasteredCount += row.notMasteredCount;
    byTopLevel.set(top.id, counts);
  }
  return {
    totalCount: rows.reduce((sum, row) => sum + row.totalCount, 0),
    notMasteredCount: rows.reduce((sum, row) => sum + row.notMasteredCount, 0),
    examTypes: tree
      .ordered()
      .filter((type) => byTopLevel.has(type.id))
      .map((type) => ({ examTypeId: type.id, name: type.name, slug: type.slug, ...byTopLevel.get(type.id)! })),
    exams: rows
      .map((row) => ({
        examIdx: row.examIdx,
        title: row.title,
        examTypes: tree.chain(row.examTypeId),
        totalCount: row.totalCount,
        notMasteredCount: row.notMasteredCount,
      }))
      .sort((a, b) => b.notMasteredCount - a.notMasteredCount || b.totalCount - a.totalCount || a.examIdx - b.examIdx),
  };
}
