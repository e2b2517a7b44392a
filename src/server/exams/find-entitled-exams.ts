import { and, count, desc, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type EntitlementSource, examEntitlements, exams } from '../../db/schema';
import type { Paging } from './find-exams';
import { publishedExam } from './exam-policy';
import { getExamSummaries } from './get-exam-summaries';
import type { EntitledExam } from '../../contracts/exams';

/** The member's purchased (or granted) exams of one brand, newest first; unpublished ones are left out. */
export async function findEntitledExams(
  db: Db,
  brand: BrandId,
  userId: string,
  paging: Paging,
): Promise<{ items: EntitledExam[]; totalCount: number }> {
  const where = and(eq(examEntitlements.userId, userId), eq(exams.brand, brand), publishedExam());
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(examEntitlements).innerJoin(exams, eq(exams.id, examEntitlements.examId)).where(where),
    db
      .select({
        examId: examEntitlements.examId,
        source: examEntitlements.source,
        orderNo: examEntitlements.orderNo,
        grantedAt: examEntitlements.grantedAt,
      })
      .from(examEntitlements)
      .innerJoin(exams, eq(exams.id, examEntitlements.examId))
      .where(where)
      .orderBy(desc(examEntitlements.grantedAt), desc(examEntitlements.examId))
      .limit(paging.limit)
      .offset(paging.offset),
  ]);
  const grants = new Map(rows.map((row) => [row.examId, row]));
  const summaries = await getExamSummaries(
    db,
    brand,
    rows.map((row) => row.examId),
    userId,
  );
  return {
    items: summaries.map((s) => {
      const grant = grants.get(s.examIdx)!;
      return { ...s, source: grant.source, orderNo: grant.orderNo, grantedAt: grant.grantedAt.toISOString() };
    }),
    totalCount: total?.n ?? 0,
  };
}
