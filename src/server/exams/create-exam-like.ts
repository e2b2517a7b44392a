import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examLikes } from '../../db/schema';
import type { LikeState } from '../../contracts/exams';

export async function countExamLikes(db: Db, examIdx: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(examLikes).where(eq(examLikes.examId, examIdx));
  return row?.n ?? 0;
}

/** Likes an exam; liking twice is the same as once. The caller has checked the exam's brand. */
export async function createExamLike(db: Db, userId: string, examIdx: number): Promise<LikeState> {
  await db.insert(examLikes).values({ userId, examId: examIdx }).onConflictDoNothing();
  return { liked: true, likeCount: await countExamLikes(db, examIdx) };
}
