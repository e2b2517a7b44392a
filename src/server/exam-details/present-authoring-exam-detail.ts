import { and, count, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type Exam, type ExamDetail, examDetails, exams, problems } from '../../db/schema';
import type { ConsoleExamDetail } from '../../contracts/console-exams';

export const EXAM_DETAIL_NOT_FOUND_MESSAGE = '시험지를 찾을 수 없습니다.';

export function toConsoleExamDetail(paper: ExamDetail, problemCount: number): ConsoleExamDetail {
  return {
    ...examDetailAuditSnapshot(paper),
    problemCount,
    createdAt: paper.createdAt.toISOString(),
    isPublished: paper.publishedAt !== null,
  };
}

/** The paper row as the audit log keeps it, and the authoring answer's fields besides its count and creation time. */
export function examDetailAuditSnapshot(paper: ExamDetail): Omit<ConsoleExamDetail, 'problemCount' | 'createdAt' | 'isPublished'> {
  return {
    examDetailIdx: paper.id,
    examIdx: paper.examId,
    title: paper.title,
    timeLimitMinutes: paper.timeLimitMinutes,
    sortOrder: paper.sortOrder,
  };
}

/**
 * A paper of `brand` with its exam, both locked for the rest of the transaction (the exam too, so that publishing it
 * and changing its papers do not interleave); null when the brand has no such paper.
 */
export async function lockAuthoringExamDetail(
  tx: Db,
  brand: BrandId,
  examDetailIdx: number,
): Promise<{ paper: ExamDetail; exam: Exam } | null> {
  const [row] = await tx
    .select({ paper: examDetails, exam: exams })
    .from(examDetails)
    .innerJoin(exams, eq(exams.id, examDetails.examId))
    .where(and(eq(examDetails.id, examDetailIdx), eq(exams.brand, brand)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function countPaperProblems(db: Db, examDetailIdx: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(problems).where(eq(problems.examDetailId, examDetailIdx));
  return row?.n ?? 0;
}
