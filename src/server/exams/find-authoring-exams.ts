import { type SQL, and, count, eq, ilike, isNotNull, isNull } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { exams } from '../../db/schema';
import type { ConsoleExam, ExamStatus } from '../../contracts/console-exams';
import { type Paging, escapeLike } from './find-exams';
import { selectAuthoringExams } from './present-authoring-exam';

export interface AuthoringExamFilter {
  status?: ExamStatus;
  /** Part of the title, case-insensitive. */
  keyword?: string;
}

/** The brand's exams as operators see them, drafts included, newest created first. */
export async function findAuthoringExams(
  db: Db,
  brand: BrandId,
  filter: AuthoringExamFilter,
  paging: Paging,
): Promise<{ items: ConsoleExam[]; totalCount: number }> {
  const keyword = filter.keyword?.trim();
  const conditions: Array<SQL | undefined> = [
    filter.status === 'DRAFT' ? isNull(exams.publishedAt) : undefined,
    filter.status === 'PUBLISHED' ? isNotNull(exams.publishedAt) : undefined,
    keyword ? ilike(exams.title, `%${escapeLike(keyword)}%`) : undefined,
  ];
  const where = and(...conditions);
  const [[total], items] = await Promise.all([
    db.select({ n: count() }).from(exams).where(and(eq(exams.brand, brand), where)),
    selectAuthoringExams(db, brand, where, paging),
  ]);
  return { items, totalCount: total?.n ?? 0 };
}
