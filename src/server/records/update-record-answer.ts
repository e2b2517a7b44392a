import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ExamRecord, examDetails, examRecords, problems, recordAnswers } from '../../db/schema';
import { assertValidChoice } from '../exams/check-problem-answer';
import { conflict, notFound } from '../errors/domain-error';
import { closeRecord, isOverdue } from './close-record';
import { upsertReviewNotes } from './upsert-review-notes';

export const DEADLINE_PASSED_MESSAGE = '시험 시간이 종료되어 답안을 저장할 수 없습니다.';
export const RECORD_CLOSED_MESSAGE = '이미 제출된 답안지입니다.';
export const ANSWER_LOCKED_MESSAGE = '정답을 확인한 문제는 답을 바꿀 수 없습니다.';

export interface AnswerInput {
  /** 1-based choice, or null to clear the answer. */
  choice: number | null;
  /** Flag for review (the answer-grid mark); unchanged when absent. */
  flagged?: boolean;
}

export interface SavedAnswer {
  savedAt: Date;
  choice: number | null;
  flagged: boolean;
  /** ONE mode, once a choice is checked: the verdict, the answer and the explanation. */
  check?: { isCorrect: boolean; answer: number; explanation: string };
}

/**
 * Saves one answer of an open record; committed before the caller replies. The record row is share-locked
 * for the save, so a concurrent submit either sees this answer or this save sees the record closed.
 * In ONE mode a choice is checked at once and is final; a wrong one goes into the review notes.
 * After the deadline nothing is saved: the record is closed (EXPIRED, scored) and 409 DEADLINE_PASSED is thrown.
 */
export async function updateRecordAnswer(
  db: Db,
  record: Pick<ExamRecord, 'id' | 'userId'>,
  problemId: number,
  input: AnswerInput,
  now = new Date(),
): Promise<SavedAnswer> {
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(examRecords).where(eq(examRecords.id, record.id)).for('share');
    if (!current || current.status !== 'IN_PROGRESS') throw conflict(RECORD_CLOSED_MESSAGE, 'RECORD_CLOSED');
    if (isOverdue(current, now)) return { deadlinePassed: true as const };
    if (!current.problemIds.includes(problemId)) throw notFound('이 시험지에 없는 문제입니다.');

    const [problem] = await tx
      .select({
        choices: problems.choices,
        answer: problems.answer,
        explanation: problems.explanation,
        examIdx: examDetails.examId,
      })
      .from(problems)
      .innerJoin(examDetails, eq(examDetails.id, problems.examDetailId))
      .where(eq(problems.id, problemId))
      .limit(1);
    if (!problem) throw notFound('문제를 찾을 수 없습니다.');
    if (input.choice !== null) assertValidChoice(problem, input.choice);

    const [existing] = await tx
      .select()
      .from(recordAnswers)
      .where(and(eq(recordAnswers.recordId, current.id), eq(recordAnswers.problemId, problemId)))
      .for('update');
    const verdict = (isCorrect: boolean) => ({ isCorrect, answer: problem.answer, explanation: problem.explanation });

    if (current.mode === 'ONE' && existing?.isCorrect != null && existing.choice !== null) {
      // Checked already: the same choice again (a retried request) only updates the flag.
      if (input.choice !== existing.choice) throw conflict(ANSWER_LOCKED_MESSAGE, 'ANSWER_LOCKED');
      const flagged = input.flagged ?? existing.flagged;
      if (flagged !== existing.flagged) {
        await tx
          .update(recordAnswers)
          .set({ flagged })
          .where(and(eq(recordAnswers.recordId, current.id), eq(recordAnswers.problemId, problemId)));
      }
      return { saved: { savedAt: existing.answeredAt, choice: existing.choice, flagged, check: verdict(existing.isCorrect) } };
    }

    const isCorrect = current.mode === 'ONE' && input.choice !== null ? input.choice === problem.answer : null;
    const flagged = input.flagged ?? existing?.flagged ?? false;
    await tx
      .insert(recordAnswers)
      .values({ recordId: current.id, problemId, choice: input.choice, flagged, answeredAt: now, isCorrect })
      .onConflictDoUpdate({
        target: [recordAnswers.recordId, recordAnswers.problemId],
        set: { choice: input.choice, flagged, answeredAt: now, isCorrect },
      });
    if (isCorrect === false) {
      const wrong = [{ problemId, examIdx: problem.examIdx, choice: input.choice }];
      await upsertReviewNotes(tx, current.userId, current.id, wrong, now);
    }
    return {
      saved: { savedAt: now, choice: input.choice, flagged, ...(isCorrect === null ? {} : { check: verdict(isCorrect) }) },
    };
  });

  if ('deadlinePassed' in outcome) {
    await closeRecord(db, record.id, now);
    throw conflict(DEADLINE_PASSED_MESSAGE, 'DEADLINE_PASSED');
  }
  return outcome.saved;
}
