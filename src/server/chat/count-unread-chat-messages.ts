import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMembers, chatMessages } from '../../db/schema';

/**
 * Join condition of chat_members to chat_messages selecting the member's unread messages: in the room, after the
 * read position, not their own (system notices count).
 */
export const unreadForMember = sql`${chatMessages.roomId} = ${chatMembers.roomId}
  and ${chatMessages.id} > coalesce(${chatMembers.lastReadMessageId}, 0)
  and ${chatMessages.senderId} is distinct from ${chatMembers.userId}`;

/**
 * Spec §3 chat unread count: messages of the rooms the user is a member of, posted after the member's read
 * position by someone else. The room's message index (room_id, id) serves the range per membership.
 */
export async function countUnreadChatMessages(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMembers)
    .innerJoin(chatMessages, unreadForMember)
    .where(sql`${chatMembers.userId} = ${userId}`);
  return row?.n ?? 0;
}
