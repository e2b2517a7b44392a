import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ExamRecord, recordAnswers } from '../../db/schema';
import { findRecordProblems } from './find-record-problems';
import { assertRecordClosed } from './get-record-result';
import { presentRecordHeader, presentSheetProblem } from './present-record';
import { getRecordTitles } from './record-title';
import type { RecordSolution } from '../../contracts/records';

export const SOLUTION_BEFORE_SUBMIT_MESSAGE = '답안지를 제출한 후에 해설을 볼 수 있습니다.';

/**
 * Every problem of a closed record with the member's choice, its stored verdict, the current answer key and the
 * explanation (409 while open).
 */
export async function getRecordSolution(db: Db, record: ExamRecord): Promise<RecordSolution> {
  assertRecordClosed(record, SOLUTION_BEFORE_SUBMIT_MESSAGE);
  const [{ problems, passages }, answers, titles] = await Promise.all([
    findRecordProblems(db, record.problemIds),
    db.select().from(recordAnswers).where(eq(recordAnswers.recordId, record.id)),
    getRecordTitles(db, record),
  ]);
  const answerOf = new Map(answers.map((a) => [a.problemId, a]));
  return {
    ...presentRecordHeader(record, titles),
    score: record.score ?? 0,
    correctCount: record.correctCount ?? 0,
    totalCount: record.totalCount,
    problems: problems.map((p, i) => {
      const saved = answerOf.get(p.id);
      const choice = saved?.choice ?? null;
      return {
        ...presentSheetProblem(p, i),
        choice,
        flagged: saved?.flagged ?? false,
        // The verdict the record was scored with (ADR 32): a key changed later does not re-mark it until 재채점.
        isCorrect: saved?.isCorrect ?? (choice !== null && choice === p.answer),
        answer: p.answer,
        explanation: p.explanation,
      };
    }),
    passages,
  };
}
