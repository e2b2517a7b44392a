import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import { lockManagedPosting } from './lock-managed-posting';
import { postingErrors } from './posting-errors';
import type { PostingManager } from './posting-management-policy';

/**
 * Deletes the company's DRAFT or REJECTED posting for good: it was never public, so nothing links to it. A submitted
 * or live posting is 409 (a live one is closed early instead: its comments and scraps belong to members too).
 */
export async function deletePostingDraft(db: Db, input: { manager: PostingManager; postingId: number }): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const { posting } = await lockManagedPosting(tx, { manager: input.manager, postingId: input.postingId });
    if (posting.reviewStatus !== 'DRAFT' && posting.reviewStatus !== 'REJECTED') throw postingErrors.notDeletable();
    await tx.delete(postings).where(eq(postings.id, posting.id));
    return { id: String(posting.id) };
  });
}
