import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scraps } from '../../db/schema';
import type { ScrapTarget } from './add-scrap';
import type { ProfileCountsInvalidation } from './profile-counts-cache';

/**
 * Removes an item from a member's scraps. The scrap count is part of the profile, so the cached counts are forgotten
 * after the delete has committed. Returns whether it was saved.
 */
export async function removeScrap(
  db: Db,
  profileCounts: ProfileCountsInvalidation,
  userId: string,
  target: ScrapTarget,
): Promise<boolean> {
  const removed = await db
    .delete(scraps)
    .where(and(eq(scraps.userId, userId), eq(scraps.targetType, target.targetType), eq(scraps.targetId, target.targetId)))
    .returning({ id: scraps.id });
  if (removed.length > 0) await profileCounts.forgetUser(userId);
  return removed.length > 0;
}
