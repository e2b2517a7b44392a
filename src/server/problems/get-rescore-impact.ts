import { sql } from 'drizzle-orm';
import type { RescoreImpact } from '../../contracts/error-reports';
import type { Db } from '../../db/client';
import { notFound } from '../errors/domain-error';
import type { ExamAuthor } from '../exams/exam-authoring-policy';
import { PROBLEM_NOT_FOUND_MESSAGE, lockAuthoringProblem } from './present-authoring-problem';
import { staleVerdictsSql } from './rescore-impact-sql';

/**
 * How many closed records a rescore of one problem would change (ADR 32): those whose stored verdict on it differs
 * from the key — the current one, or `proposedAnswer` to preview a key change before saving it. Zero once rescored.
 */
export async function getRescoreImpact(
  db: Db,
  author: ExamAuthor,
  problemId: number,
  proposedAnswer?: number,
): Promise<RescoreImpact> {
  return db.transaction(async (tx) => {
    const found = await lockAuthoringProblem(tx, author.brand, problemId);
    if (!found) throw notFound(PROBLEM_NOT_FOUND_MESSAGE);
    const key = proposedAnswer ?? found.problem.answer;
    return countImpact(tx, problemId, key);
  });
}

export async function countImpact(tx: Db, problemId: number, key: number): Promise<RescoreImpact> {
  const result = await tx.execute(sql`
    select
      (select count(*)::int from record_answers ra join exam_records r on r.id = ra.record_id
        where ra.problem_id = ${problemId} and r.status <> 'IN_PROGRESS' and ra.choice is not null) as answered,
      (select count(distinct ra.record_id)::int ${staleVerdictsSql(problemId, key)}) as affected`);
  const row = (result as unknown as { rows: { answered: number; affected: number }[] }).rows[0]!;
  return { problemId, answer: key, answeredCount: Number(row.answered), affectedRecordCount: Number(row.affected) };
}
