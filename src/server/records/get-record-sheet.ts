import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ExamRecord, type RecordAnswer, recordAnswers } from '../../db/schema';
import { type RecordProblem, findRecordProblems } from './find-record-problems';
import { presentRecordHeader, presentSheetProblem } from './present-record';
import { type RecordTitles, getRecordTitles } from './record-title';
import type { Passage } from '../../contracts/problems';
import type { RecordSheet } from '../../contracts/records';

/** What a sheet shows of its set besides the answers: the problems in the record's order, passages, titles. */
export interface SheetContent {
  problems: RecordProblem[];
  passages: Passage[];
  titles: RecordTitles;
}

/** Parts the caller already holds (a paper read from a cache, or no answers on a record started just now). */
export interface KnownSheetParts {
  content?: SheetContent;
  answers?: RecordAnswer[];
}

/**
 * The answer sheet of a record for the solving screen: problems without answers or explanations,
 * the saved answers with flags, and the time left computed by the server (the timer survives reloads).
 */
export async function getRecordSheet(
  db: Db,
  record: ExamRecord,
  now = new Date(),
  known: KnownSheetParts = {},
): Promise<RecordSheet> {
  const [content, answers] = await Promise.all([
    known.content ?? loadSheetContent(db, record),
    known.answers ?? db.select().from(recordAnswers).where(eq(recordAnswers.recordId, record.id)),
  ]);
  const { problems, passages, titles } = content;
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

async function loadSheetContent(db: Db, record: ExamRecord): Promise<SheetContent> {
  const [{ problems, passages }, titles] = await Promise.all([
    findRecordProblems(db, record.problemIds),
    getRecordTitles(db, record),
  ]);
  return { problems, passages, titles };
}
