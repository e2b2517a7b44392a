import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels } from '../../db/schema';

/** A corporate member's channel, or null (spec §3 CurrentUser.channel). */
export async function getUserChannel(db: Db, userId: string) {
  const [channel] = await db.select().from(channels).where(eq(channels.ownerId, userId)).limit(1);
  return channel ?? null;
}
