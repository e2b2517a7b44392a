import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels } from '../../db/schema';
import type { PostingManager } from './posting-management-policy';

/** The manager's channel (one per owner), active or not; null when it has none. */
export async function findManagerChannel(db: Db, input: { manager: PostingManager }) {
  const [channel] = await db
    .select({ id: channels.id, url: channels.url, title: channels.title, deactivatedAt: channels.deactivatedAt })
    .from(channels)
    .where(eq(channels.ownerId, input.manager.userId));
  return channel ?? null;
}
