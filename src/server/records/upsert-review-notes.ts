import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewNotes } from '../../db/schema';

export interface WrongAnswer {
  problemId: number;
  examIdx: number;
  /** Null when the problem was left unanswered. */
  choice: number | null;
}

/**
 * Writes wrong answers into the member's review notes: a new note, or wrong_count + 1 on an existing one.
 * A mastered problem answered wrong again goes back to not mastered. Correct answers never touch notes
 * (mastering is the member's decision). Call it inside the transaction that decides the answers are wrong,
 * so a retried request cannot count twice.
 * It lives with records, which score answers and write the notes; review-notes/ only reads and marks them, and calls
 * records/ (expireOverdueRecords) before it reads, so the dependency runs one way.
 */
export async function upsertReviewNotes(
  db: Db,
  userId: string,
  recordIdx: number,
  wrong: WrongAnswer[],
  now: Date,
): Promise<void> {
  if (wrong.length === 0) return;
  await db
    .insert(reviewNotes)
    .values(
      wrong.map((w) => ({
        userId,
        problemId: w.problemId,
        examId: w.examIdx,
        wrongCount: 1,
        lastWrongChoice: w.choice,
        lastWrongAt: now,
        lastRecordId: recordIdx,
      })),
    )
    .onConflictDoUpdate({
      target: [reviewNotes.userId, reviewNotes.problemId],
      set: {
        wrongCount: sql`review_notes.wrong_count + 1`,
        lastWrongChoice: sql`excluded.last_wrong_choice`,
        lastWrongAt: sql`excluded.last_wrong_at`,
        lastRecordId: sql`excluded.last_record_id`,
        masteredAt: null,
      },
    });
}
