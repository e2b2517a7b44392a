import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ExamRecord, type RecordAnswer, recordAnswers } from '../../db/schema';
import { type RecordProblem, findRecordProblems } from './find-record-problems';
import { presentSheetProblem } from './present-record';
import { type RecordTitles, getRecordTitles } from './record-title';
import type { Passage } from '../../contracts/problems';
import type { RecordSheet, SheetAnswer, SheetProblem } from '../../contracts/records';

/** The problems as the solver sees them (never an answer or explanation) and the passages they use. */
export interface PresentedSheetContent {
  readonly problems: readonly SheetProblem[];
  readonly passages: readonly Passage[];
}

/** What a sheet shows of its set besides the answers. */
export interface SheetContent {
  /** The set's problems with answers and explanations (a ONE-mode sheet reveals the checked ones). */
  problemById: ReadonlyMap<number, RecordProblem>;
  /**
   * The same problems in the record's order, presented. For a paper read from the cache it is one frozen object
   * shared by every taker of that paper version (paper-sheet-content.ts), so a transport may serialise it once.
   */
  presented: PresentedSheetContent;
  titles: RecordTitles;
}

/** What a sheet shows of its record. */
export type SheetRecord = Pick<
  ExamRecord,
  | 'id'
  | 'userId'
  | 'examId'
  | 'examDetailId'
  | 'mode'
  | 'source'
  | 'status'
  | 'problemIds'
  | 'startedAt'
  | 'timeLimitSeconds'
  | 'deadlineAt'
  | 'submittedAt'
  | 'totalCount'
>;

/** Parts the caller already holds (a paper read from a cache; the answers read with the record, or none yet). */
export interface KnownSheetParts {
  content?: SheetContent;
  answers?: RecordAnswer[];
}

/** Everything of a sheet but its problems, passages and answers, in the contract's order. */
export type RecordSheetHead = Omit<RecordSheet, 'problems' | 'passages' | 'answers'>;

/** A sheet in the parts a transport may send apart: the record's own, the set's (possibly shared), the answers. */
export interface RecordSheetParts {
  head: RecordSheetHead;
  content: PresentedSheetContent;
  answers: SheetAnswer[];
}

/** The problems (in the record's order) and passages of a set, presented for the sheet. */
export function presentSheetContent(problems: RecordProblem[], passages: Passage[], titles: RecordTitles): SheetContent {
  return {
    problemById: new Map(problems.map((p) => [p.id, p])),
    presented: { problems: problems.map(presentSheetProblem), passages },
    titles,
  };
}

/** The parts as the one RecordSheet object the contract describes. */
export function joinRecordSheet({ head, content, answers }: RecordSheetParts): RecordSheet {
  return { ...head, problems: [...content.problems], passages: [...content.passages], answers };
}

/**
 * The answer sheet of a record for the solving screen: problems without answers or explanations,
 * the saved answers with flags, and the time left computed by the server (the timer survives reloads).
 * Whatever `known` does not hold is read here.
 */
export async function getRecordSheet(
  db: Db,
  record: SheetRecord,
  now = new Date(),
  known: KnownSheetParts = {},
): Promise<RecordSheetParts> {
  const [content, answers] = await Promise.all([
    known.content ?? loadSheetContent(db, record),
    known.answers ?? loadAnswersInOrder(db, record),
  ]);
  const open = record.status === 'IN_PROGRESS';
  const { titles } = content;
  let answeredCount = 0;
  for (const a of answers) if (a.choice !== null) answeredCount++;
  return {
    // Written out rather than spread from presentRecordHeader: a spread followed by more members takes V8's slow
    // path (about 10 µs here), which every read of the paper would pay.
    head: {
      recordIdx: record.id,
      examIdx: record.examId,
      examDetailIdx: record.examDetailId,
      title: titles.title,
      examTitle: titles.examTitle,
      paperTitle: titles.paperTitle,
      mode: record.mode,
      source: record.source,
      status: record.status,
      startedAt: record.startedAt.toISOString(),
      deadlineAt: record.deadlineAt?.toISOString() ?? null,
      timeLimitSeconds: record.timeLimitSeconds,
      remainingSeconds:
        open && record.deadlineAt ? Math.max(0, Math.floor((record.deadlineAt.getTime() - now.getTime()) / 1000)) : null,
      serverNow: now.toISOString(),
      submittedAt: record.submittedAt?.toISOString() ?? null,
      totalCount: record.totalCount,
      answeredCount,
    },
    content: content.presented,
    answers: answers.map((a) => {
      const answer: SheetAnswer = {
        multipleProblemIdx: a.problemId,
        choice: a.choice,
        flagged: a.flagged,
        answeredAt: a.answeredAt.toISOString(),
        isCorrect: a.isCorrect,
      };
      const problem = record.mode === 'ONE' && a.isCorrect !== null && a.choice !== null && content.problemById.get(a.problemId);
      if (problem) {
        answer.answer = problem.answer;
        answer.explanation = problem.explanation;
      }
      return answer;
    }),
  };
}

async function loadSheetContent(db: Db, record: SheetRecord): Promise<SheetContent> {
  const [{ problems, passages }, titles] = await Promise.all([
    findRecordProblems(db, record.problemIds),
    getRecordTitles(db, record),
  ]);
  return presentSheetContent(problems, passages, titles);
}

/** The record's answers in its problem order. */
async function loadAnswersInOrder(db: Db, record: SheetRecord): Promise<RecordAnswer[]> {
  const answers = await db.select().from(recordAnswers).where(eq(recordAnswers.recordId, record.id));
  const position = new Map(record.problemIds.map((id, i) => [id, i]));
  return answers.sort((a, b) => (position.get(a.problemId) ?? 0) - (position.get(b.problemId) ?? 0));
}
