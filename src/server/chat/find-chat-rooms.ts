import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMembers, chatRooms } from '../../db/schema';
import { type ChatRoomSummary, byLatestActivity, summarizeChatRooms } from './chat-room-summaries';

/** The member's rooms with member count, unread count and last message, latest activity first (four queries). */
export async function findChatRooms(db: Db, userId: string): Promise<ChatRoomSummary[]> {
  const rows = await db
    .select({ room: chatRooms })
    .from(chatMembers)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMembers.roomId))
    .where(eq(chatMembers.userId, userId));
  const summaries = await summarizeChatRooms(
    db,
    userId,
    rows.map((r) => ({ room: r.room, joined: true })),
  );
  return summaries.sort(byLatestActivity);
}
