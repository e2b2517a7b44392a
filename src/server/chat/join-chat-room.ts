import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMembers, chatMessages } from '../../db/schema';

/**
 * Makes a user a member of a room, idempotently; whether they may is chat-room-policy's 'join' rule. The read
 * position starts at the room's latest message, so joining never shows the whole history as unread; joining again
 * changes nothing. Returns whether this call made the user a member.
 */
export async function joinChatRoom(db: Db, roomId: string, userId: string): Promise<{ joinedNow: boolean }> {
  const latest = sql`(select max(${chatMessages.id}) from ${chatMessages} where ${chatMessages.roomId} = ${roomId})`;
  const inserted = await db
    .insert(chatMembers)
    .values({ roomId, userId, lastReadMessageId: latest, lastReadAt: new Date() })
    .onConflictDoNothing()
    .returning({ userId: chatMembers.userId });
  return { joinedNow: inserted.length > 0 };
}
