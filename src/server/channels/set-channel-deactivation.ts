import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { channelErrors } from './channel-errors';
import { assertOwnsChannel, type ChannelManager } from './channel-policy';
import { type ManagedChannelView, presentManagedChannel } from './managed-channel-presenter';

/**
 * The step deactivateChannel and reactivateChannel share: lock the manager's own channel, set or clear deactivated_at,
 * and write the audit row in the same transaction (ADR 13). Doing it again changes nothing and writes no row. Audited
 * because it takes a public page (and every link to it) down or brings it back, which an operator asked "where did
 * this channel go?" must be able to answer; ordinary edits are not audited (ADR 23).
 */
export async function setChannelDeactivation(
  db: Db,
  input: { manager: ChannelManager; channelId: string; deactivated: boolean },
): Promise<{ channel: ManagedChannelView; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(channels).where(eq(channels.id, input.channelId)).for('update');
    if (!found) throw channelErrors.notFound();
    assertOwnsChannel(input.manager, found);
    if ((found.deactivatedAt !== null) === input.deactivated) return { channel: presentManagedChannel(found), changed: false };
    const [updated] = await tx
      .update(channels)
      .set({ deactivatedAt: input.deactivated ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(channels.id, found.id))
      .returning();
    await recordAuditEvent(tx, {
      brand: input.manager.brand,
      actorId: input.manager.userId,
      action: input.deactivated ? 'channel.deactivate' : 'channel.reactivate',
      resourceType: 'channel',
      resourceId: found.id,
      before: { url: found.url, deactivatedAt: found.deactivatedAt?.toISOString() ?? null },
      after: { url: updated!.url, deactivatedAt: updated!.deactivatedAt?.toISOString() ?? null },
    });
    return { channel: presentManagedChannel(updated!), changed: true };
  });
}
