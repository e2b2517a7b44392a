/**
 * Whether a member takes notifications of a kind: the one condition every writer of notifications puts in its SQL
 * (create-notification.ts — insertNotification, which every single-member writer uses — create-portal-comment.ts,
 * notify-channel-followers.ts, remind-closing-postings.ts), so a kind the member turned off in /profile
 * (users.muted_notification_kinds) is never written for them, nor anything for an account that was deleted. A new
 * writer for one member calls insertNotification; bulk writers put this condition in their insert … select, so
 * recipients are filtered in the same statement that writes.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../db/schema';

/** The two user columns the condition reads: the users table itself, or `recipientColumnsOf('u')` in raw SQL. */
export interface RecipientColumns {
  mutedNotificationKinds: SQLWrapper;
  deletedAt: SQLWrapper;
}

/** The columns of the users row aliased `alias` in a raw statement (`join users u on …`). */
export function recipientColumnsOf(alias: string): RecipientColumns {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not an SQL alias: ${alias}`);
  return {
    mutedNotificationKinds: sql.raw(`${alias}.muted_notification_kinds`),
    deletedAt: sql.raw(`${alias}.deleted_at`),
  };
}

/** True for a standing account that has not muted `kind`. */
export function takesNotification(recipient: RecipientColumns, kind: NotificationKind): SQL<boolean> {
  return sql<boolean>`(${recipient.deletedAt} is null and not (${kind}::text = any(${recipient.mutedNotificationKinds})))`;
}
