import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NotificationKind, type NotificationScope, users } from '../../db/schema';
import { takesNotification } from './notification-recipient';
import type { ProfileCountsInvalidation } from './profile-counts-cache';

export interface CreateNotificationInput {
  scope?: NotificationScope;
  /** GENERAL unless told. */
  kind?: NotificationKind;
  title: string;
  link?: string | null;
}

/**
 * Sends a member a notification (unread), unless they turned its kind off in /profile or deleted their account
 * (notification-recipient.ts): then nothing is written and null is answered. Its unread count is part of the profile,
 * so the cached counts are forgotten once the insert has committed and the member's very next profile shows it.
 * Returns the notification's id.
 */
export async function createNotification(
  db: Db,
  profileCounts: ProfileCountsInvalidation,
  userId: string,
  input: CreateNotificationInput,
): Promise<string | null> {
  const kind = input.kind ?? 'GENERAL';
  // insert … select from the member's row: the condition and the write are one statement.
  const result = await db.execute(sql`
    insert into notifications (user_id, scope, kind, title, link)
    select ${users.id}, ${input.scope ?? 'NOTIFICATION'}, ${kind}, ${input.title}, ${input.link ?? null}
    from ${users}
    where ${and(eq(users.id, userId), takesNotification(users, kind))}
    returning id`);
  const id = (result as unknown as { rows: { id: string }[] }).rows[0]?.id ?? null;
  if (id) await profileCounts.forgetUser(userId);
  return id;
}
