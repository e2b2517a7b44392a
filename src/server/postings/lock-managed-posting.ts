import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, type Posting, postings } from '../../db/schema';
import { assertOwnsPosting, type PostingManager } from './posting-management-policy';

/**
 * The manager's own posting, locked for the write that follows (another company's, or none, is 404 by the policy),
 * with the channel it is posted under.
 */
export async function lockManagedPosting(
  tx: Db,
  input: { manager: PostingManager; postingId: number },
): Promise<{ posting: Posting; channel: { id: string; title: string; deactivatedAt: Date | null } }> {
  const [found] = await tx
    .select({ posting: postings, ownerId: channels.ownerId, channelTitle: channels.title, deactivatedAt: channels.deactivatedAt })
    .from(postings)
    .innerJoin(channels, eq(channels.id, postings.channelId))
    .where(eq(postings.id, input.postingId))
    .for('update', { of: postings });
  if (!found) return assertOwnsPosting(input.manager, null) as never;
  assertOwnsPosting(input.manager, { ownerId: found.ownerId, brand: found.posting.brand });
  return { posting: found.posting, channel: { id: found.posting.channelId, title: found.channelTitle, deactivatedAt: found.deactivatedAt } };
}
