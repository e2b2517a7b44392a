import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NotificationKind, users } from '../../db/schema';
import { parseMutedKinds } from './profile-arguments';

/**
 * Saves which notification kinds the member turned off in /profile (알림 설정). Every writer of notifications reads
 * them in its own statement (src/server/accounts/notification-recipient.ts), so nothing needs forgetting here:
 * the next notification written already honours them.
 */
export async function updateNotificationSettings(db: Db, userId: string, mutedKinds: readonly string[]): Promise<NotificationKind[]> {
  const muted = parseMutedKinds(mutedKinds);
  await db
    .update(users)
    .set({ mutedNotificationKinds: muted, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return muted;
}
