import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NotificationScope, notifications } from '../../db/schema';

/** Unread notifications of a user, of one scope or of all (spec §3 notificationUnreadCount). */
export async function countUnreadNotifications(db: Db, userId: string, scope?: NotificationScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), isNull(notifications.readAt), scope ? eq(notifications.scope, scope) : undefined),
    );
  return row?.n ?? 0;
}
