/**
 * "모의고사로 준비하기": the CBT mock exams that prepare for a posting's written test. A posting records
 * the top-level CBT categories its 필기전형 covers (`written_test_exam_type_slugs`); the matching exams are the published
 * exams of the posting's brand under those categories or any of their sub-types, best first.
 */
import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { ExamSummary } from '../../contracts/exams';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import { findPracticeExams } from '../exams/find-practice-exams';
import { publishedPosting } from './posting-visibility';

export interface PostingPracticeExams {
  writtenTestAt: Date | null;
  examTypeSlugs: string[];
  exams: ExamSummary[];
}

/** Null when the brand has no such published posting; no exams when the posting has no written test. */
export async function findPostingPracticeExams(
  db: Db,
  input: { brand: BrandId; postingId: number; limit: number; now?: Date },
): Promise<PostingPracticeExams | null> {
  const now = input.now ?? new Date();
  const [posting] = await db
    .select({ writtenTestAt: postings.writtenTestAt, examTypeSlugs: postings.writtenTestExamTypeSlugs })
    .from(postings)
    .where(and(publishedPosting(input.brand, now), eq(postings.id, input.postingId)));
  if (!posting) return null;
  const exams = await findPracticeExams(db, {
    brand: input.brand,
    examTypeSlugs: posting.examTypeSlugs,
    limit: input.limit,
    now,
  });
  return { writtenTestAt: posting.writtenTestAt, examTypeSlugs: posting.examTypeSlugs, exams };
}
