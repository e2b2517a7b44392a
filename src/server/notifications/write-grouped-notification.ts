import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { NOTIFICATION_GROUP_WINDOW_MS } from '../../contracts/constants';
import type { Db } from '../../db/client';
import { type NotificationKind, type NotificationScope, notificationActors, notifications } from '../../db/schema';
import type { NotificationCaps } from './notification-caps';

// The database's clock throughout, the one created_at defaults to.
const windowStart = sql.raw(`now() - interval '${NOTIFICATION_GROUP_WINDOW_MS} milliseconds'`);

export interface GroupedNotificationInput {
  /** The member notified. */
  userId: string;
  /** The member whose action it is (counted once per group). */
  actorId: string;
  kind: NotificationKind;
  scope: NotificationScope;
  link: string;
  /** The event's own key: the same event written twice is one notification (`comment-reply:<replyId>`). */
  dedupeKey: string;
  /** What events fold together for the member while the group is open (`comment-reply:<parentId>`). */
  groupKey: string;
  /** The text naming this actor, with `others` more members behind the notification (0 for a first event). */
  title: (others: number) => string;
}

export type GroupedNotificationOutcome =
  /** A new notification (a new group). */
  | { outcome: 'created' }
  /** Folded into the member's open group: one more actor, the text names this one, the row moves to the top. */
  | { outcome: 'grouped' }
  /** The actor is already counted in the open group (or the event was written before): nothing changed. */
  | { outcome: 'already-counted' }
  /** The member got their hourly share of new notifications; this one is not written. */
  | { outcome: 'dropped' }
  /** The actor wrote their hourly share of notifying events: the caller refuses the write (and rolls back). */
  | { outcome: 'sender-over-cap'; retryAfterSeconds: number };

/**
 * Writes a member-to-member notification in the caller's transaction, grouped (ADR 40): events with the same group
 * key for the same member fold into one row while it is unread and its last event is less than
 * NOTIFICATION_GROUP_WINDOW_MS old. The row counts distinct actors (notification_actors), so a member acting again
 * on the same target is not counted twice; its text names the latest actor and it is dated by the latest event.
 *
 * Caps (notification-caps.ts) are counted only for an event that changes something: the sender's for a new actor of
 * a group or a new group, the recipient's for a new group only, so an open group keeps taking events when the
 * recipient's cap is reached.
 *
 * Two writes racing to open the same group: the unique open-group index lets one insert, the other joins its row.
 */
export async function writeGroupedNotification(
  tx: Db,
  caps: NotificationCaps,
  input: GroupedNotificationInput,
): Promise<GroupedNotificationOutcome> {
  const mine = and(eq(notifications.userId, input.userId), eq(notifications.groupKey, input.groupKey), isNull(notifications.readAt));
  // A group whose last event is older than the window takes no more: this event opens a new one.
  await tx
    .update(notifications)
    .set({ groupKey: null })
    .where(and(mine, lt(notifications.createdAt, windowStart)));

  const findOpen = async () => {
    const [open] = await tx
      .select({ id: notifications.id, actorCount: notifications.actorCount })
      .from(notifications)
      .where(mine)
      .for('update');
    return open;
  };
  const counted = async (notificationId: string) => {
    const [actor] = await tx
      .select({ userId: notificationActors.userId })
      .from(notificationActors)
      .where(and(eq(notificationActors.notificationId, notificationId), eq(notificationActors.userId, input.actorId)));
    return actor !== undefined;
  };

  let open = await findOpen();
  if (open && (await counted(open.id))) return { outcome: 'already-counted' };
  const charge = await caps.chargeSender(input.actorId);
  if (!charge.allowed) return { outcome: 'sender-over-cap', retryAfterSeconds: charge.retryAfterSeconds };

  if (!open) {
    if (!(await caps.admitRecipient(input.userId))) return { outcome: 'dropped' };
    const [created] = await tx
      .insert(notifications)
      .values({
        userId: input.userId,
        kind: input.kind,
        scope: input.scope,
        title: input.title(0),
        link: input.link,
        dedupeKey: input.dedupeKey,
        groupKey: input.groupKey,
      })
      // The open-group index (another write opened the group meanwhile) or the dedupe key (this event was written).
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    if (created) {
      await tx.insert(notificationActors).values({ notificationId: created.id, userId: input.actorId });
      return { outcome: 'created' };
    }
    open = await findOpen();
    if (!open || (await counted(open.id))) return { outcome: 'already-counted' };
  }

  await tx.insert(notificationActors).values({ notificationId: open.id, userId: input.actorId });
  // The row is locked (findOpen), so its count is the current one.
  const actorCount = open.actorCount + 1;
  await tx
    .update(notifications)
    .set({ actorCount, title: input.title(actorCount - 1), createdAt: sql`now()` })
    .where(eq(notifications.id, open.id));
  return { outcome: 'grouped' };
}
