/**
 * Which channels members and visitors see. A channel has no brand column: it belongs to its owner's brand, so every
 * read joins the owner and filters by the request's brand; a deactivated channel is nobody's to see (404).
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import { channels, users } from '../../db/schema';

export function activeChannelOf(brand: BrandId): SQL {
  return and(eq(users.brand, brand), isNull(channels.deactivatedAt))!;
}

/** The join that gives a channel its brand. */
export const channelOwnerJoin = eq(users.id, channels.ownerId);
