import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examLikes } from '../../db/schema';
import type { LikeState } from '../../contracts/exams';
import { countExamLikes } from './create-exam-like';

/** Removes a like; unliking an exam that is not liked is not an error. */
export async function deleteExamLike(db: Db, userId: string, examIdx: number): Promise<LikeState> {
  await db.delete(examLikes).where(and(eq(examLikes.userId, userId), eq(examLikes.examId, examIdx)));
  return { liked: false, likeCount: await countExamLikes(db, examIdx) };
}
