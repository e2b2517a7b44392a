import { and, count, desc, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { examLikes, exams } from '../../db/schema';
import type { Paging } from './find-exams';
import type { LikedExam } from '../../contracts/exams';
import { publishedExam } from './exam-policy';
import { getExamSummaries } from './get-exam-summaries';

/** The member's liked exams (관심 시험) of one brand, most recently liked first; unpublished ones are left out. */
export async function findLikedExams(
  db: Db,
  brand: BrandId,
  userId: string,
  paging: Paging,
): Promise<{ items: LikedExam[]; totalCount: number }> {
  const where = and(eq(examLikes.userId, userId), eq(exams.brand, brand), publishedExam());
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(examLikes).innerJoin(exams, eq(exams.id, examLikes.examId)).where(where),
    db
      .select({ examId: examLikes.examId, likedAt: examLikes.createdAt })
      .from(examLikes)
      .innerJoin(exams, eq(exams.id, examLikes.examId))
      .where(where)
      .orderBy(desc(examLikes.createdAt), desc(examLikes.examId))
      .limit(paging.limit)
      .offset(paging.offset),
  ]);
  const likedAt = new Map(rows.map((row) => [row.examId, row.likedAt]));
  const summaries = await getExamSummaries(
    db,
    brand,
    rows.map((row) => row.examId),
    userId,
  );
  return { items: summaries.map((s) => ({ ...s, likedAt: likedAt.get(s.examIdx)!.toISOString() })), totalCount: total?.n ?? 0 };
}
