import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type Exam, exams } from '../../db/schema';
import { publishedExam } from './exam-policy';

/** One published exam of one brand, or null (a draft or an exam of the other brand does not exist here). */
export async function getExam(db: Db, brand: BrandId, examIdx: number): Promise<Exam | null> {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.brand, brand), eq(exams.id, examIdx), publishedExam()))
    .limit(1);
  return exam ?? null;
}
