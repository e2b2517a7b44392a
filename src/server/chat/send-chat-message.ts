import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ChatMessage, chatMembers, chatMessages } from '../../db/schema';
import { forbidden } from '../http/errors';

/** Posts a message as a member (or a system notice with senderId null); the sender has read up to it. */
export async function sendChatMessage(
  db: Db,
  input: { roomId: string; senderId: string | null; body: string },
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    if (input.senderId) {
      const [member] = await tx
        .select({ userId: chatMembers.userId })
        .from(chatMembers)
        .where(and(eq(chatMembers.roomId, input.roomId), eq(chatMembers.userId, input.senderId)))
        .limit(1);
      if (!member) throw forbidden('채팅방에 참여한 회원만 메시지를 보낼 수 있습니다.');
    }
    const [message] = await tx.insert(chatMessages).values(input).returning();
    if (input.senderId) {
      await tx
        .update(chatMembers)
        .set({
          lastReadMessageId: sql`greatest(coalesce(${chatMembers.lastReadMessageId}, 0), ${message!.id})`,
          lastReadAt: new Date(),
        })
        .where(and(eq(chatMembers.roomId, input.roomId), eq(chatMembers.userId, input.senderId)));
    }
    return message!;
  });
}
