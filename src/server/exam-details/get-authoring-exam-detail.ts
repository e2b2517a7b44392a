import { and, asc, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { examDetails, exams, problems } from '../../db/schema';
import type { AdminExamDetailWithProblems } from '../../contracts/admin-exams';
import { authoringProblemColumns, toAdminProblem } from '../problems/present-authoring-problem';
import { toAdminExamDetail } from './present-authoring-exam-detail';

/**
 * One paper of the brand with every problem in number order, answers and explanations included, whether its exam is
 * a draft or published: what an operator edits and previews. Null when the brand has no such paper.
 */
export async function getAuthoringExamDetail(
  db: Db,
  brand: BrandId,
  examDetailIdx: number,
): Promise<AdminExamDetailWithProblems | null> {
  const [[found], rows] = await Promise.all([
    db
      .select({ paper: examDetails, publishedAt: exams.publishedAt })
      .from(examDetails)
      .innerJoin(exams, eq(exams.id, examDetails.examId))
      .where(and(eq(examDetails.id, examDetailIdx), eq(exams.brand, brand)))
      .limit(1),
    db.select(authoringProblemColumns).from(problems).where(eq(problems.examDetailId, examDetailIdx)).orderBy(asc(problems.number)),
  ]);
  if (!found) return null;
  return {
    ...toAdminExamDetail(found.paper, rows.length),
    examStatus: found.publishedAt ? 'PUBLISHED' : 'DRAFT',
    problems: rows.map(({ answerCount, ...problem }) => toAdminProblem(problem, answerCount)),
  };
}
