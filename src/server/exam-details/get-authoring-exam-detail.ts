import { and, asc, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { examDetails, exams, problems } from '../../db/schema';
import type { ConsoleExamDetailWithProblems } from '../../contracts/console-exams';
import { findPaperPassages } from '../problems/present-authoring-passage';
import { authoringProblemColumns, toConsoleProblem } from '../problems/present-authoring-problem';
import { toConsoleExamDetail } from './present-authoring-exam-detail';

/**
 * One paper of the brand with every problem in number order, answers and explanations included, and its passages
 * (ADR 34), whether its exam is a draft or published: what an operator edits and previews. Null when the brand has no such paper.
 */
export async function getAuthoringExamDetail(
  db: Db,
  brand: BrandId,
  examDetailIdx: number,
): Promise<ConsoleExamDetailWithProblems | null> {
  const [[found], rows, paperPassages] = await Promise.all([
    db
      .select({ paper: examDetails, publishedAt: exams.publishedAt })
      .from(examDetails)
      .innerJoin(exams, eq(exams.id, examDetails.examId))
      .where(and(eq(examDetails.id, examDetailIdx), eq(exams.brand, brand)))
      .limit(1),
    db.select(authoringProblemColumns).from(problems).where(eq(problems.examDetailId, examDetailIdx)).orderBy(asc(problems.number)),
    findPaperPassages(db, examDetailIdx),
  ]);
  if (!found) return null;
  return {
    ...toConsoleExamDetail(found.paper, rows.length),
    examStatus: found.publishedAt ? 'PUBLISHED' : 'DRAFT',
    problems: rows.map(({ answerCount, ...problem }) => toConsoleProblem(problem, answerCount)),
    passages: paperPassages,
  };
}
