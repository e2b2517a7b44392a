import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMembers } from '../../db/schema';

/** The ids of the rooms a user belongs to (what a live event stream listens to). */
export async function findChatRoomIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ roomId: chatMembers.roomId })
    .from(chatMembers)
    .where(eq(chatMembers.userId, userId))
    .orderBy(asc(chatMembers.joinedAt));
  return rows.map((r) => r.roomId);
}
