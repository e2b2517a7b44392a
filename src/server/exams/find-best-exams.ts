import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { examLikes, examRecords, exams } from '../../db/schema';
import type { ExamSummary } from '../../contracts/exams';
import { publishedExam } from './exam-policy';
import { getExamSummaries } from './get-exam-summaries';

export const BEST_WINDOW_DAYS = 30;

/**
 * The ids of the brand's published exams, best first: the most taken of the last 30 days (distinct members who started
 * a record, so one member retrying many times does not push an exam up), then the most liked, then the most recently
 * published; drafts never. `examTypeIds` keeps only exams of those types (the practice exams of a written test).
 */
export async function findBestExamIds(
  db: Db,
  input: { brand: BrandId; limit: number; examTypeIds?: readonly number[]; now?: Date },
): Promise<number[]> {
  const { brand } = input;
  const since = new Date((input.now ?? new Date()).getTime() - BEST_WINDOW_DAYS * 86_400_000);
  const takers = db
    .select({ examId: examRecords.examId, n: sql<number>`count(distinct ${examRecords.userId})`.as('takers') })
    .from(examRecords)
    .where(and(eq(examRecords.brand, brand), isNotNull(examRecords.examId), gte(examRecords.startedAt, since)))
    .groupBy(examRecords.examId)
    .as('takers');
  const likes = db
    .select({ examId: examLikes.examId, n: sql<number>`count(*)`.as('likes') })
    .from(examLikes)
    .groupBy(examLikes.examId)
    .as('likes');
  const rows = await db
    .select({ id: exams.id })
    .from(exams)
    .leftJoin(takers, eq(takers.examId, exams.id))
    .leftJoin(likes, eq(likes.examId, exams.id))
    .where(
      and(
        eq(exams.brand, brand),
        publishedExam(),
        input.examTypeIds ? inArray(exams.examTypeId, [...input.examTypeIds]) : undefined,
      ),
    )
    .orderBy(desc(sql`coalesce(${takers.n}, 0)`), desc(sql`coalesce(${likes.n}, 0)`), desc(exams.publishedAt), desc(exams.id))
    .limit(input.limit);
  return rows.map((row) => row.id);
}

/** The brand's best exams (findBestExamIds) as the catalogue shows them. */
export async function findBestExams(
  db: Db,
  brand: BrandId,
  limit: number,
  viewerId?: string | null,
  now = new Date(),
): Promise<ExamSummary[]> {
  return getExamSummaries(db, brand, await findBestExamIds(db, { brand, limit, now }), viewerId);
}
