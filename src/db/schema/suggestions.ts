import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { attachments } from './attachments';
import { BRAND_IDS, users } from './users';

/** Spec §3: deviceInfo is guessed by the client from its platform string. */
export const DEVICE_INFOS = ['MOBILE', 'PC'] as const;
export type DeviceInfo = (typeof DEVICE_INFOS)[number];

/** A customer inquiry (고객문의) from the inquiry panel (spec §3 Suggestion, §5). */
export const suggestions = pgTable(
  'suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Brand of the host the inquiry was sent from. */
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    /** The member who sent it; null for a visitor. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    content: text('content').notNull(),
    deviceInfo: text('device_info', { enum: DEVICE_INFOS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('suggestions_created_idx').on(t.createdAt), index('suggestions_user_idx').on(t.userId)],
);

/** The attachments of a suggestion; an attachment belongs to at most one suggestion. */
export const suggestionAttachments = pgTable(
  'suggestion_attachments',
  {
    suggestionId: uuid('suggestion_id')
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'suggestion_attachments_pkey', columns: [t.suggestionId, t.attachmentId] }),
    uniqueIndex('suggestion_attachments_attachment_key').on(t.attachmentId),
  ],
);

export type Suggestion = typeof suggestions.$inferSelect;
