import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type Exam, type Problem, examDetails, exams, problems } from '../../db/schema';
import type { ConsoleProblem } from '../../contracts/console-exams';

export const PROBLEM_NOT_FOUND_MESSAGE = '문제를 찾을 수 없습니다.';

/** How many saved answers of takers a problem has: with any, its key and choice count are fixed (update-problem.ts). */
export const answerCountSql = sql<number>`(select count(*) from record_answers ra
  where ra.problem_id = ${sql.raw('"problems"."id"')})`.mapWith(Number);

export const authoringProblemColumns = { ...getTableColumns(problems), answerCount: answerCountSql };

export function toConsoleProblem(problem: Problem, answerCount: number): ConsoleProblem {
  return { ...problemAuditSnapshot(problem), answerCount };
}

/** The problem row as the audit log keeps it, and what the authoring answer shows besides its answer count. */
export function problemAuditSnapshot(problem: Problem): Omit<ConsoleProblem, 'answerCount'> {
  return {
    multipleProblemIdx: problem.id,
    examDetailIdx: problem.examDetailId,
    number: problem.number,
    passageId: problem.passageId,
    subject: problem.subject,
    stem: problem.stem,
    choices: problem.choices,
    answer: problem.answer,
    explanation: problem.explanation,
    points: problem.points,
    format: problem.format,
  };
}

/**
 * A problem of `brand` with its answer count and exam, the problem and its exam locked for the rest of the transaction;
 * null when the brand has no such problem.
 */
export async function lockAuthoringProblem(
  tx: Db,
  brand: BrandId,
  problemId: number,
): Promise<{ problem: Problem; answerCount: number; exam: Exam } | null> {
  const [row] = await tx
    .select({ problem: getTableColumns(problems), answerCount: answerCountSql, exam: exams })
    .from(problems)
    .innerJoin(examDetails, eq(examDetails.id, problems.examDetailId))
    .innerJoin(exams, eq(exams.id, examDetails.examId))
    .where(and(eq(problems.id, problemId), eq(exams.brand, brand)))
    .for('update', { of: [problems, exams] })
    .limit(1);
  return row ?? null;
}

/** Whether the paper has a problem numbered `number` other than `exceptId`. */
export async function isProblemNumberTaken(tx: Db, examDetailIdx: number, number: number, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: problems.id })
    .from(problems)
    .where(and(eq(problems.examDetailId, examDetailIdx), eq(problems.number, number)))
    .limit(2);
  return rows.some((row) => row.id !== exceptId);
}

export const problemNumberTakenMessage = (number: number) => `이미 ${number}번 문제가 있습니다.`;
