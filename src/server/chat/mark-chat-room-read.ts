import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMembers, chatMessages } from '../../db/schema';
import { chatErrors } from './chat-errors';

/**
 * Moves a member's read position forward to a message of the room (never back), stamping when.
 * 404 CHAT_MESSAGE_NOT_FOUND for a message that is not in this room.
 */
export async function markChatRoomRead(db: Db, userId: string, roomId: string, messageId: number): Promise<void> {
  if (!Number.isSafeInteger(messageId) || messageId < 1) throw chatErrors.messageNotFound();
  const [message] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, roomId)))
    .limit(1);
  if (!message) throw chatErrors.messageNotFound();
  await db
    .update(chatMembers)
    .set({
      lastReadMessageId: sql`greatest(coalesce(${chatMembers.lastReadMessageId}, 0), ${messageId})`,
      lastReadAt: new Date(),
    })
    .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.userId, userId)));
}

/** A message id as clients send it (decimal string); anything else is a message that does not exist. */
export function parseChatMessageId(value: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(value)) throw chatErrors.messageNotFound();
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw chatErrors.messageNotFound();
  return id;
}
