import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { examDetails, exams } from '../../db/schema';
import type { ExamDetailItem } from '../../contracts/exam-details';
import { publishedExam, publishedPaper } from './exam-policy';
import { findExamDetails } from './find-exam-details';

/** One paper of the brand by its id, as the exam page lists it; null when unknown, of a draft or of the other brand. */
export async function getExamDetail(
  db: Db,
  brand: BrandId,
  examDetailIdx: number,
  viewerId?: string | null,
): Promise<ExamDetailItem | null> {
  const [paper] = await db
    .select({ examIdx: examDetails.examId })
    .from(examDetails)
    .innerJoin(exams, eq(exams.id, examDetails.examId))
    .where(and(eq(examDetails.id, examDetailIdx), eq(exams.brand, brand), publishedExam(), publishedPaper()))
    .limit(1);
  if (!paper) return null;
  // An exam has a handful of papers; reuse the list query so both answers always agree.
  const { items } = await findExamDetails(db, paper.examIdx, { limit: 1000, offset: 0 }, viewerId);
  return items.find((item) => item.examDetailIdx === examDetailIdx) ?? null;
}
