import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { channels, users } from '../../db/schema';
import { activeChannelOf, channelOwnerJoin } from './channel-visibility';

export interface ActiveChannelRef {
  id: string;
  url: string;
  title: string;
  ownerId: string;
}

/** An active channel of the brand by id or url; null when unknown, of another brand or deactivated. */
export async function getActiveChannel(
  db: Db,
  input: { brand: BrandId } & ({ id: string } | { url: string }),
): Promise<ActiveChannelRef | null> {
  const [row] = await db
    .select({ id: channels.id, url: channels.url, title: channels.title, ownerId: channels.ownerId })
    .from(channels)
    .innerJoin(users, channelOwnerJoin)
    .where(and(activeChannelOf(input.brand), 'id' in input ? eq(channels.id, input.id) : eq(channels.url, input.url)));
  return row ?? null;
}
