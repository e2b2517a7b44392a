import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NotificationScope, notifications } from '../../db/schema';
import type { NotificationPaging } from './notification-arguments';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationPage {
  /** Notifications matching the filter. */
  totalCount: number;
  /** Unread ones of the scope asked for (all scopes when none), whatever `unreadOnly` says. */
  unreadCount: number;
  notifications: NotificationRow[];
}

/**
 * A page of a member's notifications, newest first (ties: higher id first, so pages never overlap), of one scope or
 * of all, optionally unread ones only. Both counts and the page come from the (user, created_at desc) index.
 */
export async function findNotifications(
  db: Db,
  input: { userId: string; scope?: NotificationScope | null; unreadOnly?: boolean; paging: NotificationPaging },
): Promise<NotificationPage> {
  const mine: (SQL | undefined)[] = [
    eq(notifications.userId, input.userId),
    input.scope ? eq(notifications.scope, input.scope) : undefined,
  ];
  const unread = and(...mine, isNull(notifications.readAt));
  const where = input.unreadOnly ? unread : and(...mine);

  const [[all], [unreadRow]] = await Promise.all([
    db.select({ n: count() }).from(notifications).where(where),
    db.select({ n: count() }).from(notifications).where(unread),
  ]);
  const totalCount = all?.n ?? 0;
  const unreadCount = unreadRow?.n ?? 0;
  const { page, pageSize } = input.paging;
  const offset = (page - 1) * pageSize;
  if (offset >= totalCount) return { totalCount, unreadCount, notifications: [] };
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize)
    .offset(offset);
  return { totalCount, unreadCount, notifications: rows };
}
