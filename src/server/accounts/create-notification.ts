import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NotificationKind, type NotificationScope, users } from '../../db/schema';
import { takesNotification } from './notification-recipient';
import type { ProfileCountsInvalidation } from './profile-counts-cache';

export interface NotificationInput {
  /** NOTIFICATION unless told. */
  scope?: NotificationScope;
  /** GENERAL unless told. */
  kind?: NotificationKind;
  title: string;
  link?: string | null;
  /**
   * Makes the write once per member and key (`on conflict (user_id, dedupe_key) do nothing`): a decision's notice
   * keyed by what it is about is not written twice by a retried or repeated write. Null (the default) never conflicts.
   */
  dedupeKey?: string | null;
}

/**
 * The one writer of a single member's notification, inside the caller's transaction (or on the database itself): an
 * insert … select from the member's row, so the recipient condition (notification-recipient.ts: not muted, account
 * standing) and the write are one statement, and a dedupe key already used writes nothing. Returns the new row's id,
 * or null when nothing was written. The unread count is cached (profile-counts-cache.ts): a caller that got an id
 * forgets the member's counts after its commit, not before, or a read between the two would cache the old count.
 * The bulk writers (remind-closing-postings.ts, notify-channel-followers.ts) insert for many members in one statement
 * and keep their own SQL.
 */
export async function insertNotification(tx: Db, userId: string, input: NotificationInput): Promise<string | null> {
  const kind = input.kind ?? 'GENERAL';
  const result = await tx.execute(sql`
    insert into notifications (user_id, scope, kind, title, link, dedupe_key)
    select ${users.id}, ${input.scope ?? 'NOTIFICATION'}, ${kind}, ${input.title}, ${input.link ?? null}, ${input.dedupeKey ?? null}
    from ${users}
    where ${and(eq(users.id, userId), takesNotification(users, kind))}
    on conflict (user_id, dedupe_key) do nothing
    returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id ?? null;
}

/**
 * Sends a member a notification (unread) on its own, outside any other write: insertNotification, then the member's
 * cached counts forgotten once the insert has committed, so their very next profile shows it. Null when nothing was
 * written (the kind muted in /profile, the account deleted, or the dedupe key already used). Returns the
 * notification's id.
 */
export async function createNotification(
  db: Db,
  profileCounts: ProfileCountsInvalidation,
  userId: string,
  input: NotificationInput,
): Promise<string | null> {
  const id = await insertNotification(db, userId, input);
  if (id) await profileCounts.forgetUser(userId);
  return id;
}
