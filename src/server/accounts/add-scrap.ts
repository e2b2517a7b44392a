import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scraps } from '../../db/schema';
import type { ProfileCountsInvalidation } from './profile-counts-cache';

export interface ScrapTarget {
  /** What is saved: 'activity', 'posting', 'exam', … */
  targetType: string;
  targetId: string;
}

/**
 * Saves an item to a member's scraps (스크랩), once: saving it again changes nothing. The scrap count is part of the
 * profile, so the cached counts are forgotten after the insert has committed. Returns whether it was added.
 */
export async function addScrap(
  db: Db,
  profileCounts: ProfileCountsInvalidation,
  userId: string,
  target: ScrapTarget,
): Promise<boolean> {
  const added = await db.execute(sql`
    insert into ${scraps} (user_id, target_type, target_id)
    values (${userId}, ${target.targetType}, ${target.targetId})
    on conflict (user_id, target_type, target_id) do nothing
    returning id`);
  const wasAdded = rowsOf<{ id: string }>(added).length > 0;
  if (wasAdded) await profileCounts.forgetUser(userId);
  return wasAdded;
}

/** node-postgres and PGlite both answer `{ rows }`; drizzle's execute leaves the shape untyped for either driver. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
