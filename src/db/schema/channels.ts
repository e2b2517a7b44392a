import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A corporate member's channel page on the portal (spec §3 CurrentUser.channel). */
export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    title: text('title').notNull(),
    /** The channel page's introduction (plain text, shown with line breaks). */
    introduction: text('introduction').notNull().default(''),
    /** An uploaded logo (`/uploads/<key>`), or else a logo the seed generated (SVG markup shown as an image). */
    logoUrl: text('logo_url'),
    logoSvg: text('logo_svg'),
    /** The channel page's cover image (`/uploads/<key>`), set by the corporate site (ADR 23). */
    coverUrl: text('cover_url'),
    /** An absolute http(s) URL only (src/config/channel-profile.ts). */
    homepage: text('homepage'),
    /** 업종 and 기업 규모: values of the option lists in src/config/channel-profile.ts; null for channels made before. */
    industry: text('industry'),
    companySize: text('company_size'),
    /** Kept by the follow and unfollow operations in the same transaction as the channel_follows row. */
    followerCount: integer('follower_count').notNull().default(0),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channels_url_key').on(t.url),
    uniqueIndex('channels_owner_key').on(t.ownerId),
    // /search's channel matches (src/server/channels/search-channels.ts).
    index('channels_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    check('channels_follower_count_not_negative', sql`${t.followerCount} >= 0`),
  ],
);

export type Channel = typeof channels.$inferSelect;

/** A member following a channel: once per member and channel, whatever the races. */
export const channelFollows = pgTable(
  'channel_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channelId], name: 'channel_follows_pkey' }), index('channel_follows_channel_idx').on(t.channelId)],
);
