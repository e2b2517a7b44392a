/**
 * Community (spec §3 Board/Menu/Embeddable post; docs/CONTRACTS.md "Community", ADR 8): per-brand menus (what a
 * member sees in the community's navigation and can bookmark), boards (where posts live, one menu each), posts,
 * comments and members' menu bookmarks. A board's menu is of the board's brand by a composite foreign key, like
 * the CBT tables (exams.ts); posts and comments take their brand from their board.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Menu and board slugs as they appear in `/community/<slug>`: the API and the web check the same rule.
import { COMMUNITY_SLUG_PATTERN } from '../../contracts/community';
import { BRAND_IDS, users } from './users';


export const communityMenus = pgTable(
  'community_menus',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Navigation order, ascending (ties by id). */
    position: integer('position').notNull().default(0),
    /** Shown in the community's shortcut bar by default. */
    isShortcut: boolean('is_shortcut').notNull().default(false),
    /** Members may add it to their own shortcuts (community_menu_bookmarks). */
    bookmarkable: boolean('bookmarkable').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('community_menus_brand_slug_key').on(t.brand, t.slug),
    // Target of the boards' composite foreign key, so a board never hangs under another brand's menu.
    unique('community_menus_brand_id_key').on(t.brand, t.id),
    check('community_menus_brand_valid', sql`${t.brand} in ('a', 'b')`),
    check('community_menus_slug_valid', sql`${t.slug} ~ ${sql.raw(`'${COMMUNITY_SLUG_PATTERN}'`)}`),
    check('community_menus_title_not_blank', sql`length(btrim(${t.title})) > 0`),
  ],
);

export const communityBoards = pgTable(
  'community_boards',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    menuId: integer('menu_id').notNull(),
    /** Every nickname on the board (posts and comments) is presented as 익명; the author is still kept (ADR 19). */
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('community_boards_brand_slug_key').on(t.brand, t.slug),
    // Deleting a menu that still has boards is refused rather than silently taking their posts with it.
    foreignKey({
      name: 'community_boards_menu_fk',
      columns: [t.brand, t.menuId],
      foreignColumns: [communityMenus.brand, communityMenus.id],
    }),
    // hasNewPost looks up a menu's boards.
    index('community_boards_menu_idx').on(t.menuId),
    check('community_boards_brand_valid', sql`${t.brand} in ('a', 'b')`),
    check('community_boards_slug_valid', sql`${t.slug} ~ ${sql.raw(`'${COMMUNITY_SLUG_PATTERN}'`)}`),
    // `/community/graphql` is the API on every host, so a board page of that name could never be reached.
    check('community_boards_slug_not_reserved', sql`${t.slug} <> 'graphql'`),
    check('community_boards_title_not_blank', sql`length(btrim(${t.title})) > 0`),
  ],
);

export const communityPosts = pgTable(
  'community_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    boardId: integer('board_id')
      .notNull()
      .references(() => communityBoards.id, { onDelete: 'cascade' }),
    /** Null for a post whose author left (the nickname stays) or one written without an account. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's nickname (username when none) when posted. */
    nickname: text('nickname').notNull(),
    title: text('title').notNull(),
    /**
     * Sanitised HTML as createCommunityPost wrote it (sanitize-community-body.ts), or plain text in rows written before
     * it sanitised (no tags: presented as escaped paragraphs). contentText is derived from it (post-content.ts).
     */
    body: text('body').notNull(),
    /** Pinned above its board's list on the first page, kept out of the list and the previous/next chain. */
    isNotice: boolean('is_notice').notNull().default(false),
    /** Derived from the body when written (post-content.ts), never set by hand. */
    containsImage: boolean('contains_image').notNull().default(false),
    containsYoutube: boolean('contains_youtube').notNull().default(false),
    views: integer('views').notNull().default(0),
    /** Standing comments and replies, moved in the transaction of every comment write (like postings.comment_count). */
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the post is edited after posting; null until then. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /**
     * Set when the author or an ADMIN deletes the post (soft: its comments stay); from then on it is in no list and
     * its page is 404 (every read filters on `deleted_at is null`, community-post-rows.ts).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Members who like it (community_post_likes), moved in the transaction of every like and unlike. */
    likeCount: integer('like_count').notNull().default(0),
    /** Members who scrapped it (community_post_scraps), moved like likeCount. */
    scrapCount: integer('scrap_count').notNull().default(0),
    /**
     * Set while the post is hidden pending review: reports from 5 different members (open reports) or an ADMIN hid it.
     * A hidden post is in no list; its page is shown only to its author and to ADMINs (ADR 20). Cleared on restore.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * The title, the nickname (not on anonymous boards: the search must not reveal an author) and the start of the body
     * text taken apart into jamo, and their 초성 (src/server/community/search-community-posts.ts). Null only for rows
     * written before migration 0015 until the start-up backfill fills them.
     */
    searchJamo: text('search_jamo'),
    searchChoseong: text('search_choseong'),
  },
  (t) => [
    // A board's posts newest first (embeddablePosts) and "a post within the last 24 hours" (hasNewPost).
    index('community_posts_board_created_idx').on(t.boardId, t.createdAt.desc(), t.id.desc()),
    // boardPosts sorted by VIEWS and COMMENTS.
    index('community_posts_board_views_idx').on(t.boardId, t.views.desc(), t.id.desc()),
    index('community_posts_board_comments_idx').on(t.boardId, t.commentCount.desc(), t.id.desc()),
    // The brand's newest posts and "the last 7 days" of the home's most viewed (the week's range, then its views).
    index('community_posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('community_posts_comment_count_valid', sql`${t.commentCount} >= 0`),
    index('community_posts_author_idx').on(t.authorId),
    check('community_posts_views_valid', sql`${t.views} >= 0`),
    check('community_posts_title_not_blank', sql`length(btrim(${t.title})) > 0`),
    check('community_posts_nickname_not_blank', sql`length(btrim(${t.nickname})) > 0`),
    check('community_posts_like_count_valid', sql`${t.likeCount} >= 0`),
    check('community_posts_scrap_count_valid', sql`${t.scrapCount} >= 0`),
    index('community_posts_search_jamo_trgm_idx').using('gin', sql`${t.searchJamo} gin_trgm_ops`),
    index('community_posts_search_choseong_trgm_idx').using('gin', sql`${t.searchChoseong} gin_trgm_ops`),
  ],
);

export const communityComments = pgTable(
  'community_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    /** The top-level comment this one answers; null for a top-level comment. One level only (the operation checks). */
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => communityComments.id, {
      onDelete: 'cascade',
    }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    /** Plain text as written (trimmed, 1–1000 characters). */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the words are edited (shown as edited); null until then. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Soft delete: the row keeps its place while it has standing replies. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set while hidden pending review (reports from 5 different members, or an ADMIN); its words are then not shown. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    // A post's thread in order (top-level comments and their replies, oldest first).
    index('community_comments_post_thread_idx').on(t.postId, t.parentId, t.createdAt, t.id),
    index('community_comments_parent_idx').on(t.parentId),
    index('community_comments_author_idx').on(t.authorId),
    check('community_comments_nickname_not_blank', sql`length(btrim(${t.nickname})) > 0`),
  ],
);

/** A post's views: one row per post, visitor and KST day (like posting_views), so each counts once a day. */
export const communityPostViews = pgTable(
  'community_post_views',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.visitorKey, t.day], name: 'community_post_views_pkey' }),
    index('community_post_views_day_idx').on(t.day),
  ],
);

/** A member's own shortcut to a menu (addBookmark / removeBookmark). */
export const communityMenuBookmarks = pgTable(
  'community_menu_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => communityMenus.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'community_menu_bookmarks_pkey', columns: [t.userId, t.menuId] }),
    index('community_menu_bookmarks_menu_idx').on(t.menuId),
  ],
);

/** A member's like of a post: one per member and post. */
export const communityPostLikes = pgTable(
  'community_post_likes',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'community_post_likes_pkey', columns: [t.postId, t.userId] }),
    index('community_post_likes_user_idx').on(t.userId),
  ],
);

/** A member's scrap (saved post, listed newest first on the member's 스크랩 page). */
export const communityPostScraps = pgTable(
  'community_post_scraps',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'community_post_scraps_pkey', columns: [t.postId, t.userId] }),
    index('community_post_scraps_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const COMMUNITY_REPORT_REASONS = ['SPAM', 'ABUSE', 'OBSCENE', 'PRIVACY', 'OTHER'] as const;
export type CommunityReportReason = (typeof COMMUNITY_REPORT_REASONS)[number];
export const COMMUNITY_REPORT_RESOLUTIONS = ['HIDDEN', 'RESTORED', 'DISMISSED'] as const;
export type CommunityReportResolution = (typeof COMMUNITY_REPORT_RESOLUTIONS)[number];

/**
 * A member's report of a post or a comment (exactly one), once per member and target. Open (unresolved) reports from 5
 * different members hide the target; an ADMIN's restore or dismissal resolves them, so it takes 5 new reporters to hide
 * it again. The operator console's report queue reads the open ones.
 */
export const communityReports = pgTable(
  'community_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    postId: bigint('post_id', { mode: 'number' }).references(() => communityPosts.id, { onDelete: 'cascade' }),
    commentId: bigint('comment_id', { mode: 'number' }).references(() => communityComments.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: COMMUNITY_REPORT_REASONS }).notNull(),
    /** What the reporter added (required for OTHER), at most 300 characters. */
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution', { enum: COMMUNITY_REPORT_RESOLUTIONS }),
  },
  (t) => [
    uniqueIndex('community_reports_post_reporter_key').on(t.postId, t.reporterId).where(sql`${t.postId} is not null`),
    uniqueIndex('community_reports_comment_reporter_key')
      .on(t.commentId, t.reporterId)
      .where(sql`${t.commentId} is not null`),
    // The operators' queue: a brand's open reports, oldest first.
    index('community_reports_open_idx').on(t.brand, t.createdAt).where(sql`${t.resolvedAt} is null`),
    index('community_reports_reporter_idx').on(t.reporterId),
    check('community_reports_brand_valid', sql`${t.brand} in ('a', 'b')`),
    check('community_reports_one_target', sql`(${t.postId} is null) <> (${t.commentId} is null)`),
    check('community_reports_reason_valid', sql`${t.reason} in ('SPAM', 'ABUSE', 'OBSCENE', 'PRIVACY', 'OTHER')`),
    check('community_reports_detail_length', sql`char_length(${t.detail}) <= 300`),
    check(
      'community_reports_resolution_valid',
      sql`(${t.resolvedAt} is null and ${t.resolution} is null) or (${t.resolvedAt} is not null and ${t.resolution} in ('HIDDEN', 'RESTORED', 'DISMISSED'))`,
    ),
  ],
);

export type CommunityMenu = typeof communityMenus.$inferSelect;
export type CommunityBoard = typeof communityBoards.$inferSelect;
export type CommunityPost = typeof communityPosts.$inferSelect;
export type NewCommunityPost = typeof communityPosts.$inferInsert;
export type CommunityComment = typeof communityComments.$inferSelect;
