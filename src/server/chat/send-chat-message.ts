import { and, eq, sql } from 'drizzle-orm';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../contracts/chat';
import type { Db } from '../../db/client';
import { chatMembers, chatMessages, users } from '../../db/schema';
import { chatErrors } from './chat-errors';
import type { ChatMessageView } from './chat-message-view';

/**
 * The body as stored: NUL characters (PostgreSQL text cannot hold them) removed, then trimmed. Empty → 400
 * CHAT_MESSAGE_EMPTY; more than 1,000 characters → 400 CHAT_MESSAGE_TOO_LONG. Characters are Unicode code points
 * (`[...body].length`), so an emoji or any other astral character counts as one, as people count them; a client
 * limiting by UTF-16 `length` is never refused here.
 */
export function normalizeChatMessageBody(body: string): string {
  const trimmed = body.replace(/\u0000/g, '').trim();
  if (!trimmed) throw chatErrors.messageEmpty();
  if (trimmed.length > CHAT_MESSAGE_MAX_LENGTH && [...trimmed].length > CHAT_MESSAGE_MAX_LENGTH) {
    throw chatErrors.messageTooLong();
  }
  return trimmed;
}

/**
 * Posts a message as a member (or a system notice with senderId null); the sender has read up to it.
 * Membership is checked again here, in the transaction, so a non-member can never post (403 CHAT_ROOM_NOT_JOINED).
 */
export async function sendChatMessage(
  db: Db,
  input: { roomId: string; senderId: string | null; body: string },
): Promise<ChatMessageView> {
  const body = normalizeChatMessageBody(input.body);
  return db.transaction(async (tx) => {
    let sender: ChatMessageView['sender'] = null;
    if (input.senderId) {
      const [member] = await tx
        .select({ id: users.id, nickname: sql<string>`coalesce(${users.nickname}, ${users.username})` })
        .from(chatMembers)
        .innerJoin(users, eq(users.id, chatMembers.userId))
        .where(and(eq(chatMembers.roomId, input.roomId), eq(chatMembers.userId, input.senderId)))
        .limit(1);
      if (!member) throw chatErrors.notJoined();
      sender = member;
    }
    const [message] = await tx
      .insert(chatMessages)
      .values({ roomId: input.roomId, senderId: input.senderId, body })
      .returning();
    if (input.senderId) {
      await tx
        .update(chatMembers)
        .set({
          lastReadMessageId: sql`greatest(coalesce(${chatMembers.lastReadMessageId}, 0), ${message!.id})`,
          lastReadAt: new Date(),
        })
        .where(and(eq(chatMembers.roomId, input.roomId), eq(chatMembers.userId, input.senderId)));
    }
    return { id: Number(message!.id), roomId: message!.roomId, body: message!.body, createdAt: message!.createdAt, sender };
  });
}
