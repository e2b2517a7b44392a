/**
 * Item statistics of one paper of the author's brand (ADR 31) over its closed attempts — submitted or
 * expired PAPER records, which are scored — the latest 5,000 of them, so a popular paper costs a bounded read.
 * The arithmetic is src/config/item-statistics.ts; null when the brand has no such paper.
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import { computeItemStatistics, type StatisticsTaker } from '../../config/item-statistics';
import type { PaperStatisticsResponse } from '../../contracts/console-exam-imports';
import type { Db } from '../../db/client';
import { examDetails, examRecords, exams, problems, recordAnswers } from '../../db/schema';

export const STATISTICS_RECORD_LIMIT = 5000;

export async function getPaperStatistics(db: Db, brand: BrandId, examDetailIdx: number): Promise<PaperStatisticsResponse | null> {
  const [paper] = await db
    .select({ id: examDetails.id, title: examDetails.title, examId: exams.id, examTitle: exams.title })
    .from(examDetails)
    .innerJoin(exams, eq(exams.id, examDetails.examId))
    .where(and(eq(examDetails.id, examDetailIdx), eq(exams.brand, brand)))
    .limit(1);
  if (!paper) return null;
  const [problemRows, records] = await Promise.all([
    db
      .select({ id: problems.id, number: problems.number, answer: problems.answer, choices: problems.choices })
      .from(problems)
      .where(eq(problems.examDetailId, paper.id)),
    db
      .select({ id: examRecords.id, score: examRecords.score, durationSeconds: examRecords.durationSeconds })
      .from(examRecords)
      .where(and(eq(examRecords.examDetailId, paper.id), eq(examRecords.source, 'PAPER'), ne(examRecords.status, 'IN_PROGRESS')))
      .orderBy(desc(examRecords.id))
      .limit(STATISTICS_RECORD_LIMIT),
  ]);
  const answers = records.length
    ? await db
        .select({ recordId: recordAnswers.recordId, problemId: recordAnswers.problemId, choice: recordAnswers.choice })
        .from(recordAnswers)
        .where(inArray(recordAnswers.recordId, records.map((record) => record.id)))
    : [];
  const byRecord = new Map<number, Map<number, number | null>>(records.map((record) => [record.id, new Map()]));
  for (const answer of answers) byRecord.get(answer.recordId)?.set(answer.problemId, answer.choice);
  const takers: StatisticsTaker[] = records.map((record) => ({
    recordId: record.id,
    score: record.score ?? 0,
    durationSeconds: record.durationSeconds,
    choices: byRecord.get(record.id)!,
  }));
  const stats = computeItemStatistics(
    problemRows.map((row) => ({ id: row.id, number: row.number, answer: row.answer, choiceCount: row.choices.length })),
    takers,
  );
  const answerOf = new Map(problemRows.map((row) => [row.id, row.answer]));
  return {
    examDetailIdx: paper.id,
    examIdx: paper.examId,
    examTitle: paper.examTitle,
    paperTitle: paper.title,
    ...stats,
    problems: stats.problems.map((problem) => ({ ...problem, answer: answerOf.get(problem.problemId)! })),
  };
}
