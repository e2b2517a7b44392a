import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { postings } from './postings';
import { BRAND_IDS, users } from './users';

/**
 * Members' comments on the portal: on a posting's page, or on a channel's page (채널 댓글, where the
 * channel's manager answers: 담당자 Q&A). Exactly one of postingId and channelId is set. A reply names its parent;
 * replies are one level deep, as on Korean portals. A deleted comment keeps its row (its replies stay readable) and
 * shows as deleted.
 */
export const portalComments = pgTable(
  'portal_comments',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    postingId: integer('posting_id').references(() => postings.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => portalComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text, stored as written (rendered as text, never as markup). */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('portal_comments_one_target', sql`(${t.postingId} is null) <> (${t.channelId} is null)`),
    check('portal_comments_body_not_blank', sql`length(btrim(${t.body})) > 0`),
    index('portal_comments_posting_idx').on(t.postingId, t.createdAt),
    index('portal_comments_channel_idx').on(t.channelId, t.createdAt),
    index('portal_comments_parent_idx').on(t.parentId, t.createdAt),
    index('portal_comments_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export type PortalComment = typeof portalComments.$inferSelect;
