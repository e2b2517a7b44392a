import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewNotes } from '../../db/schema';
import type { MasteryState } from '../../contracts/review-notes';
import { notFound } from '../errors/domain-error';

export const NOTE_NOT_FOUND_MESSAGE = '오답노트에 없는 문제입니다.';

/**
 * Marks one of the member's notes mastered (now) or not mastered again; idempotent.
 * Keeps the first mastering time when marked twice.
 */
export async function updateReviewNoteMastery(
  db: Db,
  userId: string,
  problemId: number,
  mastered: boolean,
  now = new Date(),
): Promise<MasteryState> {
  const where = and(eq(reviewNotes.userId, userId), eq(reviewNotes.problemId, problemId));
  const [note] = await db.select({ masteredAt: reviewNotes.masteredAt }).from(reviewNotes).where(where).limit(1);
  if (!note) throw notFound(NOTE_NOT_FOUND_MESSAGE);
  const masteredAt = mastered ? (note.masteredAt ?? now) : null;
  if (masteredAt !== note.masteredAt) await db.update(reviewNotes).set({ masteredAt }).where(where);
  return { multipleProblemIdx: problemId, masteredAt: masteredAt?.toISOString() ?? null };
}
