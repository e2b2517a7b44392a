import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type Exam, exams } from '../../db/schema';
import type { ConsoleExam } from '../../contracts/console-exams';
import type { Paging } from './find-exams';

const EXAM_ID = sql.raw('"exams"."id"');

/** An operator's view of exams of one brand, drafts included, with their paper and problem counts. */
export async function selectAuthoringExams(
  db: Db,
  brand: BrandId,
  where: SQL | undefined,
  paging: Paging = { limit: 1, offset: 0 },
): Promise<ConsoleExam[]> {
  const rows = await db
    .select({
      exam: exams,
      // Correlated subqueries name their tables explicitly (see get-exam-summaries.ts).
      examDetailCount: sql<number>`(select count(*) from exam_details d where d.exam_id = ${EXAM_ID})`.mapWith(Number),
      problemCount: sql<number>`(select count(*) from problems p
        join exam_details d on d.id = p.exam_detail_id where d.exam_id = ${EXAM_ID})`.mapWith(Number),
    })
    .from(exams)
    .where(and(eq(exams.brand, brand), where))
    .orderBy(desc(exams.createdAt), desc(exams.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map((row) => toConsoleExam(row.exam, row));
}

export function toConsoleExam(exam: Exam, counts: { examDetailCount: number; problemCount: number }): ConsoleExam {
  return {
    examIdx: exam.id,
    examTypeId: exam.examTypeId,
    title: exam.title,
    description: exam.description,
    isFree: exam.isFree,
    price: exam.isFree ? null : exam.price,
    communityBoardSlug: exam.communityBoardSlug,
    status: exam.publishedAt ? 'PUBLISHED' : 'DRAFT',
    publishedAt: exam.publishedAt?.toISOString() ?? null,
    createdAt: exam.createdAt.toISOString(),
    examDetailCount: counts.examDetailCount,
    problemCount: counts.problemCount,
  };
}

/** The exam row as the audit log keeps it (before and after a change). */
export function examAuditSnapshot(exam: Exam): object {
  return {
    examIdx: exam.id,
    examTypeId: exam.examTypeId,
    title: exam.title,
    description: exam.description,
    isFree: exam.isFree,
    price: exam.price,
    communityBoardSlug: exam.communityBoardSlug,
    publishedAt: exam.publishedAt?.toISOString() ?? null,
  };
}

/** The exam of `brand` locked for the rest of the transaction (so publishing and adding papers do not interleave). */
export async function lockAuthoringExam(tx: Db, brand: BrandId, examIdx: number): Promise<Exam | null> {
  const [exam] = await tx
    .select()
    .from(exams)
    .where(and(eq(exams.brand, brand), eq(exams.id, examIdx)))
    .for('update')
    .limit(1);
  return exam ?? null;
}

export const EXAM_NOT_FOUND_MESSAGE = '시험을 찾을 수 없습니다.';
