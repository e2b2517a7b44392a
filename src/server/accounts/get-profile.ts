import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NotificationScope, type User, channels, notifications, scraps } from '../../db/schema';

export interface Profile {
  id: string;
  brand: User['brand'];
  email: string;
  username: string;
  nickname: string | null;
  type: User['type'];
  notificationUnreadCount: number;
  scrapCount: number;
}

export async function countUnreadNotifications(db: Db, userId: string, scope?: NotificationScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), isNull(notifications.readAt), scope ? eq(notifications.scope, scope) : undefined),
    );
  return row?.n ?? 0;
}

export async function countScraps(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(scraps).where(eq(scraps.userId, userId));
  return row?.n ?? 0;
}

/** The CBT profile of spec §7.1 (type, counts) plus the fields the shells show. */
export async function getProfile(db: Db, user: User): Promise<Profile> {
  const [notificationUnreadCount, scrapCount] = await Promise.all([
    countUnreadNotifications(db, user.id, 'NOTIFICATION'),
    countScraps(db, user.id),
  ]);
  return {
    id: user.id,
    brand: user.brand,
    email: user.email,
    username: user.username,
    nickname: user.nickname,
    type: user.type,
    notificationUnreadCount,
    scrapCount,
  };
}

export async function getUserChannel(db: Db, userId: string) {
  const [channel] = await db.select().from(channels).where(eq(channels.ownerId, userId)).limit(1);
  return channel ?? null;
}
