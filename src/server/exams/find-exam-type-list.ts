import { and, count, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { exams } from '../../db/schema';
import { publishedExam } from './exam-policy';
import { toRef } from './exam-type-tree';
import { findExamTypes } from './find-exam-types';
import type { ExamTypeListItem } from '../../contracts/exam-types';

/** The brand's exam types, each parent before its children, with counts of their published exams. */
export async function findExamTypeList(db: Db, brand: BrandId): Promise<ExamTypeListItem[]> {
  const [tree, counts] = await Promise.all([
    findExamTypes(db, brand),
    db.select({ examTypeId: exams.examTypeId, n: count() }).from(exams).where(and(eq(exams.brand, brand), publishedExam())).groupBy(exams.examTypeId),
  ]);
  const direct = new Map(counts.map((row) => [row.examTypeId, row.n]));
  return tree.ordered().map((type) => ({
    ...toRef(type),
    sortOrder: type.sortOrder,
    examCount: tree.withDescendants([type.id]).reduce((sum, id) => sum + (direct.get(id) ?? 0), 0),
  }));
}
