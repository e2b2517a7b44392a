import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { ProfileCountsInvalidation } from './profile-counts-cache';

/**
 * Deletes one of a member's notifications (never another member's). An unread one was counted in the profile, so the
 * cached counts are forgotten after the delete. Returns whether it existed.
 */
export async function deleteNotification(
  db: Db,
  profileCounts: ProfileCountsInvalidation,
  userId: string,
  notificationId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length > 0) await profileCounts.forgetUser(userId);
  return deleted.length > 0;
}
