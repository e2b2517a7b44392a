import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels } from '../../db/schema';
import type { ChannelManager } from './channel-policy';
import { type ManagedChannelView, presentManagedChannel } from './managed-channel-presenter';

/** The manager's own channel, deactivated or not; null when the company has not made one yet. */
export async function getMyChannel(db: Db, input: { manager: ChannelManager }): Promise<ManagedChannelView | null> {
  const [channel] = await db.select().from(channels).where(eq(channels.ownerId, input.manager.userId)).limit(1);
  return channel ? presentManagedChannel(channel) : null;
}
