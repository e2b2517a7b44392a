import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMembers } from '../../db/schema';

/** Moves a member's read position forward to a message (never back), stamping when. */
export async function markChatRoomRead(db: Db, userId: string, roomId: string, messageId: number): Promise<void> {
  await db
    .update(chatMembers)
    .set({
      lastReadMessageId: sql`greatest(coalesce(${chatMembers.lastReadMessageId}, 0), ${messageId})`,
      lastReadAt: new Date(),
    })
    .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.userId, userId)));
}
