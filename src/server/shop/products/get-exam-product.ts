import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import type { ExamProduct } from '../../../contracts/shop';
import { exams, shopProducts } from '../../../db/schema';
import { publishedExam } from '../../exams/exam-policy';

/** The product selling `examIdx` on `brand`; null when the exam is free, unknown, a draft, another brand's or not on sale. */
export async function getExamProduct(db: Db, brand: BrandId, examIdx: number): Promise<ExamProduct | null> {
  const [row] = await db
    .select({ shopbyProductId: shopProducts.id, optionId: shopProducts.optionNo })
    .from(shopProducts)
    .innerJoin(exams, and(eq(exams.id, shopProducts.examId), eq(exams.brand, shopProducts.brand)))
    .where(and(eq(shopProducts.brand, brand), eq(shopProducts.examId, examIdx), eq(exams.isFree, false), publishedExam()))
    .limit(1);
  return row ?? null;
}
