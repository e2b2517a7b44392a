import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type Exam, type Problem, examDetails, exams, passages, problems } from '../../db/schema';
import type { Passage } from '../../contracts/problems';
import { publishedExam, publishedPaper } from './exam-policy';

export interface ProblemWithContext {
  problem: Problem;
  passage: Passage | null;
  paper: { id: number; title: string };
  exam: Exam;
}

/** One problem of a published exam of one brand with its passage, paper and exam, or null. */
export async function getProblem(db: Db, brand: BrandId, problemId: number): Promise<ProblemWithContext | null> {
  const [row] = await db
    .select({ problem: problems, passage: passages, paperId: examDetails.id, paperTitle: examDetails.title, exam: exams })
    .from(problems)
    .innerJoin(examDetails, eq(examDetails.id, problems.examDetailId))
    .innerJoin(exams, eq(exams.id, examDetails.examId))
    .leftJoin(passages, eq(passages.id, problems.passageId))
    .where(and(eq(problems.id, problemId), eq(exams.brand, brand), publishedExam(), publishedPaper()))
    .limit(1);
  if (!row) return null;
  return {
    problem: row.problem,
    passage: row.passage ? { id: row.passage.id, title: row.passage.title, body: row.passage.body, format: row.passage.format } : null,
    paper: { id: row.paperId, title: row.paperTitle },
    exam: row.exam,
  };
}
