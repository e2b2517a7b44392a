import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, postings } from '../../db/schema';
import { assertOwnsPosting, type PostingManager } from './posting-management-policy';
import { type ManagedPostingView, presentManagedPosting } from './posting-management-presenter';

/** The company's own posting for its edit form (another company's, or none, is 404). */
export async function getManagedPosting(db: Db, input: { manager: PostingManager; postingId: number }): Promise<ManagedPostingView> {
  const [found] = await db
    .select({ posting: postings, ownerId: channels.ownerId })
    .from(postings)
    .innerJoin(channels, eq(channels.id, postings.channelId))
    .where(eq(postings.id, input.postingId));
  if (!found) return assertOwnsPosting(input.manager, null) as never;
  assertOwnsPosting(input.manager, { ownerId: found.ownerId, brand: found.posting.brand });
  return presentManagedPosting(found.posting);
}
