import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels } from '../../db/schema';
import { isUniqueViolation } from '../errors/unique-violation';
import { attachChannelImages } from './attach-channel-images';
import type { ChannelInput } from './channel-arguments';
import { channelErrors } from './channel-errors';
import { assertOwnsChannel, type ChannelManager } from './channel-policy';
import { type ManagedChannelView, presentManagedChannel } from './managed-channel-presenter';

/**
 * Rewrites the manager's own channel (any other is 403 by the policy, an unknown id 404), deactivated or not: a
 * paused channel can be tidied before it comes back. A new logo or cover is attached in the same transaction; one
 * taken off, or replaced, stays ATTACHED (other pages may still show its URL; ADR 19 keeps dropped post images the
 * same way). The old address stops answering at once: channel pages are not cached.
 */
export async function updateChannel(
  db: Db,
  input: { manager: ChannelManager; channelId: string; channel: ChannelInput },
): Promise<ManagedChannelView> {
  const { manager, channel } = input;
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx.select().from(channels).where(eq(channels.id, input.channelId)).for('update');
      if (!found) throw channelErrors.notFound();
      assertOwnsChannel(manager, found);
      if (channel.url !== found.url) {
        const [taken] = await tx
          .select({ id: channels.id })
          .from(channels)
          .where(and(eq(channels.url, channel.url), ne(channels.id, found.id)));
        if (taken) throw channelErrors.urlTaken();
      }
      const ids = [channel.logoAttachmentId, channel.coverAttachmentId].filter((id): id is string => id !== null);
      const urls = await attachChannelImages(tx, { ownerId: manager.userId, attachmentIds: ids });
      const imageUrl = (newId: string | null, remove: boolean, current: string | null) =>
        newId ? urls.get(newId)! : remove ? null : current;
      const logoUrl = imageUrl(channel.logoAttachmentId, channel.removeLogo, found.logoUrl);
      const [updated] = await tx
        .update(channels)
        .set({
          url: channel.url,
          title: channel.title,
          introduction: channel.introduction,
          homepage: channel.homepage,
          industry: channel.industry,
          companySize: channel.companySize,
          logoUrl,
          // A generated logo is what shows when there is no uploaded one; taking the logo off takes it off too.
          logoSvg: channel.removeLogo && !channel.logoAttachmentId ? null : found.logoSvg,
          coverUrl: imageUrl(channel.coverAttachmentId, channel.removeCover, found.coverUrl),
          updatedAt: sql`now()`,
        })
        .where(eq(channels.id, found.id))
        .returning();
      return presentManagedChannel(updated!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw channelErrors.urlTaken();
    throw error;
  }
}
