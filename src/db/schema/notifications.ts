import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Scopes a notification can belong to; CurrentUser counts unread ones per scope (spec §3). */
export const NOTIFICATION_SCOPES = ['NOTIFICATION', 'CHAT', 'MARKETING'] as const;
export type NotificationScope = (typeof NOTIFICATION_SCOPES)[number];

/**
 * What a notification is about: the portal's closing-soon reminders of scrapped postings, replies to a member's
 * comment, news of a followed channel and a company's decision on an application (ADR 26); GENERAL for everything else.
 */
export const NOTIFICATION_KINDS = ['GENERAL', 'POSTING_CLOSING', 'COMMENT_REPLY', 'CHANNEL_NEWS', 'APPLICATION_RESULT'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: NOTIFICATION_SCOPES }).notNull().default('NOTIFICATION'),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull().default('GENERAL'),
    title: text('title').notNull(),
    link: text('link'),
    /**
     * Set by writers that may run twice for the same event (the closing-soon job on several instances, a retried
     * reply): a second insert with the same key for the same member does nothing.
     */
    dedupeKey: text('dedupe_key'),
    /**
     * Set on a notification that takes further events of its kind on the same target (`comment-reply:<parentId>`)
     * instead of a row each, while it is unread and its last event is within the grouping window (ADR 40). Cleared
     * when a later event finds the window passed, so the next one opens a new group.
     */
    groupKey: text('group_key'),
    /** Distinct members behind the notification (notification_actors); more than one only for a grouped one. */
    actorCount: integer('actor_count').notNull().default(1),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_unread_idx').on(t.userId, t.scope, t.readAt),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
    // One open group per member and key: a read notification no longer takes events, the next one opens a new row.
    uniqueIndex('notifications_user_open_group_key')
      .on(t.userId, t.groupKey)
      .where(sql`${t.groupKey} is not null and ${t.readAt} is null`),
  ],
);

/**
 * Who a grouped notification is from, once per member: a member replying again to the same comment is not counted
 * twice, and actor_count is the number of rows here.
 */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_actors_pkey', columns: [t.notificationId, t.userId] }),
    // Deleting an account removes its rows here without a scan.
    index('notification_actors_user_idx').on(t.userId),
  ],
);

/** Saved items (스크랩) of the portal: activities, postings, exams. */
export const scraps = pgTable(
  'scraps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scraps_user_idx').on(t.userId),
    // Once per member and target, even when two saves race (addScrap inserts with ON CONFLICT DO NOTHING).
    uniqueIndex('scraps_user_target_key').on(t.userId, t.targetType, t.targetId),
  ],
);
