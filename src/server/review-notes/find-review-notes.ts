import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { examDetails, exams, passages, problems, reviewNotes } from '../../db/schema';
import { canSolveExamSql } from '../exams/exam-policy';
import type { ReviewNote } from '../../contracts/review-notes';
import { findExamTypes } from '../exams/find-exam-types';
import type { Paging } from '../exams/find-exams';
import { expireOverdueRecords } from '../records/expire-overdue-records';

export interface ReviewNoteFilter {
  /** The type and its descendants. */
  examTypeId?: number;
  examIdx?: number;
  /** Mastered notes are hidden unless asked for. */
  includeMastered?: boolean;
}

/**
 * The member's wrong-answer notes of one brand, most recently wrong first, each with its problem, answer and
 * explanation, in one joined query. Paid exams the member no longer holds are left out.
 */
export async function findReviewNotes(
  db: Db,
  brand: BrandId,
  userId: string,
  filter: ReviewNoteFilter,
  paging: Paging,
  now = new Date(),
): Promise<{ items: ReviewNote[]; totalCount: number }> {
  await expireOverdueRecords(db, userId, now);
  const tree = await findExamTypes(db, brand);
  const where = and(
    eq(reviewNotes.userId, userId),
    eq(exams.brand, brand),
    filter.examTypeId !== undefined ? inArray(exams.examTypeId, tree.withDescendants([filter.examTypeId])) : undefined,
    filter.examIdx !== undefined ? eq(reviewNotes.examId, filter.examIdx) : undefined,
    filter.includeMastered ? undefined : isNull(reviewNotes.masteredAt),
    canSolveExamSql(userId),
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(reviewNotes).innerJoin(exams, eq(exams.id, reviewNotes.examId)).where(where),
    db
      .select({
        note: reviewNotes,
        examTitle: exams.title,
        examTypeId: exams.examTypeId,
        paperId: examDetails.id,
        paperTitle: examDetails.title,
        problem: problems,
        passage: passages,
      })
      .from(reviewNotes)
      .innerJoin(exams, eq(exams.id, reviewNotes.examId))
      .innerJoin(problems, eq(problems.id, reviewNotes.problemId))
      .innerJoin(examDetails, eq(examDetails.id, problems.examDetailId))
      .leftJoin(passages, eq(passages.id, problems.passageId))
      .where(where)
      .orderBy(desc(reviewNotes.lastWrongAt), asc(reviewNotes.problemId))
      .limit(paging.limit)
      .offset(paging.offset),
  ]);
  return {
    items: rows.map(({ note, examTitle, examTypeId, paperId, paperTitle, problem, passage }) => ({
      multipleProblemIdx: note.problemId,
      examIdx: note.examId,
      examTitle,
      examTypes: tree.chain(examTypeId),
      examDetailIdx: paperId,
      paperTitle,
      wrongCount: note.wrongCount,
      lastWrongChoice: note.lastWrongChoice,
      lastWrongAt: note.lastWrongAt.toISOString(),
      lastRecordIdx: note.lastRecordId,
      masteredAt: note.masteredAt?.toISOString() ?? null,
      problem: {
        number: problem.number,
        subject: problem.subject,
        stem: problem.stem,
        choices: problem.choices,
        points: problem.points,
        passage: passage ? { id: passage.id, title: passage.title, body: passage.body, format: passage.format } : null,
        format: problem.format,
      },
      answer: problem.answer,
      explanation: problem.explanation,
    })),
    totalCount: total?.n ?? 0,
  };
}
