import { and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import { addScrap } from '../accounts/add-scrap';
import type { ProfileCountsInvalidation } from '../accounts/profile-counts-cache';
import { removeScrap } from '../accounts/remove-scrap';
import { postingErrors } from './posting-errors';
import { publishedPosting } from './posting-visibility';

export const POSTING_SCRAP_TARGET = 'posting';

/**
 * Saves or unsaves a published posting for a member (idempotent), then moves the posting's scrap count by the one
 * scrap row that was added or removed (a repeated call changes neither). Returns the new count and whether anything changed; the caller
 * bumps `postings:<brand>` when it did (lists sorted by scraps show it).
 */
export async function setPostingScrap(
  db: Db,
  profileCounts: ProfileCountsInvalidation,
  input: { brand: BrandId; userId: string; postingId: number; scrapped: boolean; now?: Date },
): Promise<{ scrapCount: number; changed: boolean }> {
  const now = input.now ?? new Date();
  const [posting] = await db
    .select({ id: postings.id })
    .from(postings)
    .where(and(publishedPosting(input.brand, now), eq(postings.id, input.postingId)));
  if (!posting) throw postingErrors.notFound();
  const target = { targetType: POSTING_SCRAP_TARGET, targetId: String(input.postingId) };
  const changed = input.scrapped
    ? await addScrap(db, profileCounts, input.userId, target)
    : await removeScrap(db, profileCounts, input.userId, target);
  const delta = changed ? (input.scrapped ? 1 : -1) : 0;
  const [updated] = delta
    ? await db
        .update(postings)
        .set({ scrapCount: sql`greatest(${postings.scrapCount} + ${delta}, 0)` })
        .where(eq(postings.id, input.postingId))
        .returning({ scrapCount: postings.scrapCount })
    : await db.select({ scrapCount: postings.scrapCount }).from(postings).where(eq(postings.id, input.postingId));
  return { scrapCount: updated!.scrapCount, changed };
}
