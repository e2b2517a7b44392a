import { asc, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { examDetails, exams } from '../../db/schema';
import type { ConsoleExamWithDetails } from '../../contracts/console-exams';
import { selectAuthoringExams } from './present-authoring-exam';

const PAPER_ID = sql.raw('"exam_details"."id"');

/** One exam of the brand, draft or published, with every paper in its order; null when the brand has none such. */
export async function getAuthoringExam(db: Db, brand: BrandId, examIdx: number): Promise<ConsoleExamWithDetails | null> {
  const [[exam], papers] = await Promise.all([
    selectAuthoringExams(db, brand, eq(exams.id, examIdx)),
    db
      .select({
        examDetailIdx: examDetails.id,
        examIdx: examDetails.examId,
        title: examDetails.title,
        timeLimitMinutes: examDetails.timeLimitMinutes,
        sortOrder: examDetails.sortOrder,
        problemCount: sql<number>`(select count(*) from problems p where p.exam_detail_id = ${PAPER_ID})`.mapWith(Number),
        createdAt: examDetails.createdAt,
        publishedAt: examDetails.publishedAt,
      })
      .from(examDetails)
      .where(eq(examDetails.examId, examIdx))
      .orderBy(asc(examDetails.sortOrder), asc(examDetails.id)),
  ]);
  if (!exam) return null;
  return { ...exam, examDetails: papers.map(({ publishedAt, ...paper }) => ({
      ...paper,
      createdAt: paper.createdAt.toISOString(),
      isPublished: publishedAt !== null,
    })) };
}
