import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMembers, chatMessages } from '../../db/schema';

/** Joins a room (again): earlier messages count as read, so joining never shows the whole history as unread. */
export async function joinChatRoom(db: Db, roomId: string, userId: string): Promise<void> {
  const latest = sql`(select max(${chatMessages.id}) from ${chatMessages} where ${chatMessages.roomId} = ${roomId})`;
  await db
    .insert(chatMembers)
    .values({ roomId, userId, lastReadMessageId: latest, lastReadAt: new Date() })
    .onConflictDoNothing();
}
