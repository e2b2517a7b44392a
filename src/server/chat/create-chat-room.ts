import type { Db } from '../../db/client';
import { type ChatRoom, chatMembers, chatRooms } from '../../db/schema';

/** Opens a GROUP room with its first members; an empty room has nothing unread. */
export async function createChatRoom(db: Db, input: { title: string; memberIds: string[] }): Promise<ChatRoom> {
  return db.transaction(async (tx) => {
    const [room] = await tx.insert(chatRooms).values({ title: input.title, kind: 'GROUP' }).returning();
    if (input.memberIds.length) {
      await tx.insert(chatMembers).values(input.memberIds.map((userId) => ({ roomId: room!.id, userId })));
    }
    return room!;
  });
}
