import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_unread_idx').on(t.userId, t.scope, t.readAt),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
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
