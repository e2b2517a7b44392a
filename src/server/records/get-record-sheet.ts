import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ExamRecord, recordAnswers } from '../../db/schema';
import { type RecordPassage, findRecordProblems } from './find-record-problems';
import { type RecordHeader, type SheetProblem, presentRecordHeader, presentSheetProblem } from './present-record';
import { getRecordTitles } from './record-title';

export interface SheetAnswer {
  multipleProblemIdx: number;
  choice: number | null;
  flagged: boolean;
  /** Server time the answer was received. */
  answeredAt: Date;
  /** Known once checked (ONE mode) or once the record is closed. */
  isCorrect: boolean | null;
  /** ONE mode, once checked: the answer and its explanation. */
  answer?: number;
  explanation?: string;
}

export interface RecordSheet extends RecordHeader {
  startedAt: Date;
  deadlineAt: Date | null;
  timeLimitSeconds: number | null;
  /** Seconds left by the server clock for an open MOCK record; null otherwise. */
  remainingSeconds: number | null;
  serverNow: Date;
  submittedAt: Date | null;
  totalCount: number;
  answeredCount: number;
  problems: SheetProblem[];
  passages: RecordPassage[];
  answers: SheetAnswer[];
}

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
    startedAt: record.startedAt,
    deadlineAt: record.deadlineAt,
    timeLimitSeconds: record.timeLimitSeconds,
    remainingSeconds:
      open && record.deadlineAt ? Math.max(0, Math.floor((record.deadlineAt.getTime() - now.getTime()) / 1000)) : null,
    serverNow: now,
    submittedAt: record.submittedAt,
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
        answeredAt: a.answeredAt,
        isCorrect: a.isCorrect,
        ...(revealed ? { answer: problem.answer, explanation: problem.explanation } : {}),
      };
    }),
  };
}
