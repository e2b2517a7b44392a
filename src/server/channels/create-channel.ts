import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels } from '../../db/schema';
import { isUniqueViolation } from '../errors/unique-violation';
import { attachChannelImages } from './attach-channel-images';
import type { ChannelInput } from './channel-arguments';
import { channelErrors } from './channel-errors';
import type { ChannelManager } from './channel-policy';
import { type ManagedChannelView, presentManagedChannel } from './managed-channel-presenter';

/**
 * A company's one channel (a unique index on the owner keeps it one): the fields, and the logo and cover attached in
 * the same transaction, so a refused write leaves no upload attached and a committed one no upload unattached. A
 * reused address is 409 CHANNEL_URL_TAKEN; a second channel 409 CHANNEL_ALREADY_EXISTS. Both are checked first for a
 * plain answer and again by the unique indexes for the loser of a race. Addresses are unique across brands (one
 * index), so a channel's address never changes meaning between hosts.
 */
export async function createChannel(db: Db, input: { manager: ChannelManager; channel: ChannelInput }): Promise<ManagedChannelView> {
  const { manager, channel } = input;
  try {
    return await db.transaction(async (tx) => {
      const [own] = await tx.select({ id: channels.id }).from(channels).where(eq(channels.ownerId, manager.userId));
      if (own) throw channelErrors.alreadyExists();
      const [taken] = await tx.select({ id: channels.id }).from(channels).where(eq(channels.url, channel.url));
      if (taken) throw channelErrors.urlTaken();
      const ids = [channel.logoAttachmentId, channel.coverAttachmentId].filter((id): id is string => id !== null);
      const urls = await attachChannelImages(tx, { ownerId: manager.userId, attachmentIds: ids });
      const [created] = await tx
        .insert(channels)
        .values({
          ownerId: manager.userId,
          url: channel.url,
          title: channel.title,
          introduction: channel.introduction,
          homepage: channel.homepage,
          industry: channel.industry,
          companySize: channel.companySize,
          logoUrl: channel.logoAttachmentId ? urls.get(channel.logoAttachmentId)! : null,
          coverUrl: channel.coverAttachmentId ? urls.get(channel.coverAttachmentId)! : null,
          updatedAt: sql`now()`,
        })
        .returning();
      return presentManagedChannel(created!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw constraintOf(error) === 'channels_owner_key' ? channelErrors.alreadyExists() : channelErrors.urlTaken();
    throw error;
  }
}

/** The unique index a 23505 names (drivers wrap it in `cause`). */
export function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const name = (e as { constraint?: unknown; constraint_name?: unknown }).constraint ?? (e as { constraint_name?: unknown }).constraint_name;
    if (typeof name === 'string') return name;
  }
  return undefined;
}
