/**
 * Menus and boards as a viewer sees them (spec §3 Board/Menu): the stored columns plus hasNewPost and
 * viewerHasBookmarked, computed in the same query as the row itself (one round trip per lookup).
 */
import { type SQL, and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityBoards, communityMenuBookmarks, communityMenus, communityPosts } from '../../db/schema';
import { communityErrors } from './community-errors';
import { standingPost } from './community-post-rows';

/** hasNewPost: a post in one of the menu's boards within this long before now. */
export const NEW_POST_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface MenuView {
  id: number;
  slug: string;
  title: string;
  isShortcut: boolean;
  bookmarkable: boolean;
  hasNewPost: boolean;
  /** False for a visitor. */
  viewerHasBookmarked: boolean;
}

export interface BoardView {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** Every nickname on the board is presented as 익명 (community-presenter.ts). */
  anonymous: boolean;
  menu: MenuView;
}

export interface ViewOptions {
  /** The member looking, or null for a visitor. */
  viewerId: string | null;
  /** The clock hasNewPost is measured from; tests pass their own. */
  now?: Date;
}

// The menu's boards, apart from any board the outer query selects.
const menuBoards = alias(communityBoards, 'menu_boards');

/** The menu columns and both flags, for a query that has community_menus in scope. */
function menuViewColumns(db: Db, { viewerId, now = new Date() }: ViewOptions) {
  const since = new Date(now.getTime() - NEW_POST_WINDOW_MS);
  // One probe per board of the menu on community_posts (board_id, created_at desc, id desc).
  const newPost = db
    .select({ one: sql`1` })
    .from(menuBoards)
    .innerJoin(communityPosts, eq(communityPosts.boardId, menuBoards.id))
    .where(and(eq(menuBoards.menuId, communityMenus.id), gt(communityPosts.createdAt, since), standingPost));
  const bookmark = viewerId
    ? db
        .select({ one: sql`1` })
        .from(communityMenuBookmarks)
        .where(and(eq(communityMenuBookmarks.menuId, communityMenus.id), eq(communityMenuBookmarks.userId, viewerId)))
    : null;
  return {
    menuId: communityMenus.id,
    menuSlug: communityMenus.slug,
    menuTitle: communityMenus.title,
    isShortcut: communityMenus.isShortcut,
    bookmarkable: communityMenus.bookmarkable,
    hasNewPost: sql<boolean>`exists (${newPost})`.as('has_new_post'),
    viewerHasBookmarked: (bookmark ? sql<boolean>`exists (${bookmark})` : sql<boolean>`false`).as('viewer_has_bookmarked'),
  };
}

type MenuViewRow = {
  menuId: number;
  menuSlug: string;
  menuTitle: string;
  isShortcut: boolean;
  bookmarkable: boolean;
  hasNewPost: boolean;
  viewerHasBookmarked: boolean;
};

function toMenuView(row: MenuViewRow): MenuView {
  return {
    id: row.menuId,
    slug: row.menuSlug,
    title: row.menuTitle,
    isShortcut: row.isShortcut,
    bookmarkable: row.bookmarkable,
    // Drivers agree on booleans, but exists() over PGlite and node-postgres is kept strictly boolean here.
    hasNewPost: row.hasNewPost === true,
    viewerHasBookmarked: row.viewerHasBookmarked === true,
  };
}

/** Every menu of `brand` as the viewer sees it, in display order (position, then id). */
export async function findMenuViews(db: Db, input: { brand: BrandId } & ViewOptions): Promise<MenuView[]> {
  const rows = await db
    .select(menuViewColumns(db, input))
    .from(communityMenus)
    .where(eq(communityMenus.brand, input.brand))
    .orderBy(asc(communityMenus.position), asc(communityMenus.id));
  return rows.map(toMenuView);
}

/** The menus a member bookmarked, in the order they bookmarked them. */
export async function findBookmarkedMenuViews(
  db: Db,
  input: { brand: BrandId; viewerId: string; now?: Date },
): Promise<MenuView[]> {
  const rows = await db
    .select(menuViewColumns(db, input))
    .from(communityMenuBookmarks)
    .innerJoin(communityMenus, eq(communityMenus.id, communityMenuBookmarks.menuId))
    .where(and(eq(communityMenus.brand, input.brand), eq(communityMenuBookmarks.userId, input.viewerId)))
    .orderBy(asc(communityMenuBookmarks.createdAt), asc(communityMenus.id));
  return rows.map(toMenuView);
}

/** A menu of `brand` as the viewer sees it, or null when the brand has no such menu. */
export async function findMenuView(
  db: Db,
  input: { brand: BrandId; menuId: number } & ViewOptions,
): Promise<MenuView | null> {
  const [row] = await db
    .select(menuViewColumns(db, input))
    .from(communityMenus)
    .where(and(eq(communityMenus.brand, input.brand), eq(communityMenus.id, input.menuId)))
    .limit(1);
  return row ? toMenuView(row) : null;
}

/** Boards of `brand` matching `where` with their menus as the viewer sees them, in menu order then board id. */
export async function findBoardViews(
  db: Db,
  input: { brand: BrandId; where?: SQL } & ViewOptions,
): Promise<BoardView[]> {
  const rows = await db
    .select({
      id: communityBoards.id,
      slug: communityBoards.slug,
      title: communityBoards.title,
      description: communityBoards.description,
      anonymous: communityBoards.anonymous,
      ...menuViewColumns(db, input),
    })
    .from(communityBoards)
    .innerJoin(communityMenus, eq(communityMenus.id, communityBoards.menuId))
    .where(and(eq(communityBoards.brand, input.brand), input.where))
    .orderBy(asc(communityMenus.position), asc(communityMenus.id), asc(communityBoards.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    anonymous: row.anonymous,
    menu: toMenuView(row),
  }));
}

/** The boards of `brand` with these ids, by id (ids of another brand are left out). */
export async function findBoardViewsById(
  db: Db,
  input: { brand: BrandId; boardIds: number[] } & ViewOptions,
): Promise<Map<number, BoardView>> {
  const ids = [...new Set(input.boardIds)];
  if (ids.length === 0) return new Map();
  const boards = await findBoardViews(db, { ...input, where: inArray(communityBoards.id, ids) });
  return new Map(boards.map((board) => [board.id, board]));
}

/** The one board of `brand` matching `where` (its slug or id), with its menu as the viewer sees it. */
export async function findBoardView(
  db: Db,
  input: { brand: BrandId; where: { slug: string } | { id: number } } & ViewOptions,
): Promise<BoardView | null> {
  const match =
    'slug' in input.where ? eq(communityBoards.slug, input.where.slug) : eq(communityBoards.id, input.where.id);
  const [board] = await findBoardViews(db, { brand: input.brand, viewerId: input.viewerId, now: input.now, where: match });
  return board ?? null;
}

/** The board of `brand` with this slug, or 404 BOARD_NOT_FOUND (another brand's board included). */
export async function getBoardViewBySlug(db: Db, input: { brand: BrandId; boardSlug: string } & ViewOptions): Promise<BoardView> {
  const board = await findBoardView(db, { brand: input.brand, where: { slug: input.boardSlug }, viewerId: input.viewerId, now: input.now });
  if (!board) throw communityErrors.boardNotFound();
  return board;
}
