import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ExamRecord, recordAnswers } from '../../db/schema';
import { findRecordProblems } from './find-record-problems';
import { presentRecordHeader, presentSheetProblem } from './present-record';
import { getRecordTitles } from './record-title';
import type { RecordSheet } from '../../contracts/records';

/**
 * The answer sheet of a record for the solving screen: problems without answers or explanations,
 * the saved answers with flags, and the time left computed by the server (the timer survives reloads).
 */
export async function getRecordSheet(db: Db, record: ExamRecord, now = new Date()): Promise<RecordSheet> {
  const [{ problems, passages }, answers, titles] = await Promise.all([
    findRecordProblems(db, record.problemIds),
    db.select().from(recordAnswers).where(eq(recordAnswers.recordId, record.id)),
    getRecordTitles(db, record),
  ]);
  const problemById = new Map(problems.map((p) => [p.id, p]));
  const position = new Map(record.problemIds.map((id, i) => [id, i]));
  answers.sort((a, b) => (position.get(a.problemId) ?? 0) - (position.get(b.problemId) ?? 0));
  const open = record.status === 'IN_PROGRESS';
  return {
    ...presentRecordHeader(record, titles),
    startedAt: record.startedAt.toISOString(),
    deadlineAt: record.deadlineAt?.toISOString() ?? null,
    timeLimitSeconds: record.timeLimitSeconds,
    remainingSeconds:
      open && record.deadlineAt ? Math.max(0, Math.floor((record.deadlineAt.getTime() - now.getTime()) / 1000)) : null,
    serverNow: now.toISOString(),
    submittedAt: record.submittedAt?.toISOString() ?? null,
    totalCount: record.totalCount,
    answeredCount: answers.filter((a) => a.choice !== null).length,
    problems: problems.map(presentSheetProblem),
    passages,
    answers: answers.map((a) => {
      const problem = problemById.get(a.problemId);
      const revealed = record.mode === 'ONE' && a.isCorrect !== null && a.choice !== null && problem;
      return {
        multipleProblemIdx: a.problemId,
        choice: a.choice,
        flagged: a.flagged,
        answeredAt: a.answeredAt.toISOString(),
        isCorrect: a.isCorrect,
        ...(revealed ? { answer: problem.answer, explanation: problem.explanation } : {}),
      };
    }),
  };
}
