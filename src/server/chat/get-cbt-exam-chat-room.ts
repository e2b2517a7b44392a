import { eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type ChatRoom, chatRooms } from '../../db/schema';
import { getExam } from '../exams/get-exam';
import { chatErrors } from './chat-errors';

/** The title of an exam's room (docs/CONTRACTS.md). */
export const examChatRoomTitle = (examTitle: string) => `${examTitle} 채팅방`;

/**
 * The EXAM room of an exam of `brand`, created on the first ask. Concurrent first asks meet at the unique index on
 * exam_id: one insert wins, the others do nothing and read the winner's room. 404 EXAM_NOT_FOUND for an exam this
 * brand does not have.
 */
export async function getCbtExamChatRoom(db: Db, input: { brand: BrandId; examId: number }): Promise<ChatRoom> {
  if (!Number.isInteger(input.examId) || input.examId < 1) throw chatErrors.examNotFound();
  const exam = await getExam(db, input.brand, input.examId);
  if (!exam) throw chatErrors.examNotFound();

  const existing = await findExamRoom(db, exam.id);
  if (existing) return existing;
  const [created] = await db
    .insert(chatRooms)
    .values({ title: examChatRoomTitle(exam.title), kind: 'EXAM', examId: exam.id })
    .onConflictDoNothing({ target: chatRooms.examId, where: sql`exam_id is not null` })
    .returning();
  return created ?? (await findExamRoom(db, exam.id))!;
}

async function findExamRoom(db: Db, examId: number): Promise<ChatRoom | undefined> {
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.examId, examId)).limit(1);
  return room;
}
