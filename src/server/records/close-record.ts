import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ExamRecord, examRecords, recordAnswers } from '../../db/schema';
import { notFound } from '../errors/domain-error';
import { findRecordProblems } from './find-record-problems';
import { RECORD_NOT_FOUND_MESSAGE } from './record-policy';
import { scoreRecord } from './scoring';
import { upsertReviewNotes } from './upsert-review-notes';

/** Whether an IN_PROGRESS record is past its deadline (ONE-mode records have none). */
export function isOverdue(record: Pick<ExamRecord, 'status' | 'deadlineAt'>, now: Date): boolean {
  return record.status === 'IN_PROGRESS' && record.deadlineAt !== null && now.getTime() >= record.deadlineAt.getTime();
}

/**
 * Closes a record exactly once: SUBMITTED, or EXPIRED when the deadline has passed (then only answers saved
 * before the deadline exist, and the close time is the deadline). Scores it, marks each saved answer right or
 * wrong and, for MOCK records, writes the wrong and unanswered problems into the review notes (ONE-mode answers
 * were noted when they were checked). The row lock makes a second or concurrent close wait and then return the
 * first result unchanged, so nothing is counted twice. Returns the closed record.
 */
export async function closeRecord(db: Db, recordIdx: number, now = new Date()): Promise<ExamRecord> {
  return db.transaction(async (tx) => {
    const [record] = await tx.select().from(examRecords).where(eq(examRecords.id, recordIdx)).for('update');
    if (!record) throw notFound(RECORD_NOT_FOUND_MESSAGE);
    if (record.status !== 'IN_PROGRESS') return record;

    const expired = isOverdue(record, now);
    const closedAt = expired ? record.deadlineAt! : now;
    const { problems: recordProblems } = await findRecordProblems(tx, record.problemIds);
    const answers = await tx
      .select({ problemId: recordAnswers.problemId, choice: recordAnswers.choice })
      .from(recordAnswers)
      .where(eq(recordAnswers.recordId, record.id));
    const result = scoreRecord(
      record.problemIds,
      new Map(recordProblems.map((p) => [p.id, p])),
      new Map(answers.map((a) => [a.problemId, a.choice])),
    );

    await tx
      .update(recordAnswers)
      .set({
        isCorrect: sql`(record_answers.choice is not null
          and record_answers.choice = (select p.answer from problems p where p.id = record_answers.problem_id))`,
      })
      .where(and(eq(recordAnswers.recordId, record.id), isNull(recordAnswers.isCorrect)));

    if (record.mode === 'MOCK') {
      const examOf = new Map(recordProblems.map((p) => [p.id, p.examIdx]));
      await upsertReviewNotes(
        tx,
        record.userId,
        record.id,
        result.outcomes
          .filter((o) => !o.isCorrect)
          .map((o) => ({ problemId: o.problemId, examIdx: examOf.get(o.problemId)!, choice: o.choice })),
        closedAt,
      );
    }

    const [closed] = await tx
      .update(examRecords)
      .set({
        status: expired ? 'EXPIRED' : 'SUBMITTED',
        submittedAt: closedAt,
        score: result.score,
        earnedPoints: result.earnedPoints,
        totalPoints: result.totalPoints,
        correctCount: result.correctCount,
        totalCount: result.totalCount,
        durationSeconds: Math.max(0, Math.round((closedAt.getTime() - record.startedAt.getTime()) / 1000)),
        subjectResults: result.subjects,
      })
      .where(eq(examRecords.id, record.id))
      .returning();
    return closed!;
  });
}

/** Reading an open record after its deadline closes it (EXPIRED, scored) first. */
export async function closeIfOverdue(db: Db, record: ExamRecord, now = new Date()): Promise<ExamRecord> {
  return isOverdue(record, now) ? closeRecord(db, record.id, now) : record;
}
