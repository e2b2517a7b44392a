import type { Db } from '../../db/client';
import { type NotificationScope, notifications } from '../../db/schema';
import type { ProfileCountsInvalidation } from './profile-counts-cache';

export interface CreateNotificationInput {
  scope?: NotificationScope;
  title: string;
  link?: string | null;
}

/**
 * Sends a member a notification (unread). Its unread count is part of the profile, so the cached counts are forgotten
 * once the insert has committed and the member's very next profile shows it. Returns the notification's id.
 */
export async function createNotification(
  db: Db,
  profileCounts: ProfileCountsInvalidation,
  userId: string,
  input: CreateNotificationInput,
): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({ userId, scope: input.scope ?? 'NOTIFICATION', title: input.title, link: input.link ?? null })
    .returning({ id: notifications.id });
  await profileCounts.forgetUser(userId);
  return row!.id;
}
