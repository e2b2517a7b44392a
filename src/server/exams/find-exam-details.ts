import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examDetails } from '../../db/schema';
import { publishedPaper } from './exam-policy';
import type { Paging } from './find-exams';
import type { ExamDetailItem } from '../../contracts/exam-details';

const PAPER_ID = sql.raw('"exam_details"."id"');

/** Published papers of one exam (the caller has checked the exam's brand), in their sort order. */
export async function findExamDetails(
  db: Db,
  examIdx: number,
  paging: Paging,
  viewerId?: string | null,
): Promise<{ items: ExamDetailItem[]; totalCount: number }> {
  // Correlated subqueries name their tables explicitly (drizzle leaves columns unqualified in a single-table select).
  const viewerRecords = (select: 'max' | 'count') =>
    viewerId
      ? sql`(select ${sql.raw(select === 'max' ? 'max(r.score)' : 'count(*)')} from exam_records r
             where r.exam_detail_id = ${PAPER_ID} and r.user_id = ${viewerId} and r.status <> 'IN_PROGRESS')`
      : sql`null`;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(examDetails).where(and(eq(examDetails.examId, examIdx), publishedPaper())),
    db
      .select({
        examDetailIdx: examDetails.id,
        examIdx: examDetails.examId,
        title: examDetails.title,
        timeLimitMinutes: examDetails.timeLimitMinutes,
        sortOrder: examDetails.sortOrder,
        problemCount: sql<number>`(select count(*) from problems p where p.exam_detail_id = ${PAPER_ID})`.mapWith(Number),
        viewerBestScore: viewerRecords('max').mapWith((v: unknown) => (v === null ? null : Number(v))),
        viewerRecordCount: viewerRecords('count').mapWith((v: unknown) => Number(v ?? 0)),
      })
      .from(examDetails)
      .where(and(eq(examDetails.examId, examIdx), publishedPaper()))
      .orderBy(asc(examDetails.sortOrder), asc(examDetails.id))
      .limit(paging.limit)
      .offset(paging.offset),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      viewerBestScore: row.viewerBestScore as number | null,
      viewerRecordCount: row.viewerRecordCount as number,
    })),
    totalCount: total?.n ?? 0,
  };
}
