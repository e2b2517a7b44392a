import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { ProfileCountsInvalidation } from './profile-counts-cache';

/**
 * Marks a member's unread notifications read: those of `notificationIds`, or all of them when absent. Only the member's
 * own are touched. When any was unread the cached counts are forgotten after the update, so the next profile's unread
 * count is lower at once. Returns how many were marked.
 */
export async function markNotificationsRead(
  db: Db,
  profileCounts: ProfileCountsInvalidation,
  userId: string,
  notificationIds?: readonly string[],
): Promise<number> {
  if (notificationIds?.length === 0) return 0;
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        notificationIds ? inArray(notifications.id, [...notificationIds]) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  if (marked.length > 0) await profileCounts.forgetUser(userId);
  return marked.length;
}
