/**
 * Demo community (src/seed/content/community.ts): menus, boards, posts and comments of both brands, written
 * through the community operations so containsImage / containsYoutube come from the bodies. Post and comment times
 * are relative to the seeding moment. No bookmarks: the like/submit step adds them, so the demo shows it working.
 * Idempotent: existing menus and boards are left alone, and a board gets the demo posts only while it has none
 * (a board filled earlier still gets the notices it lacks, by title). Replies follow their comment.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { BrandId } from '../config/hosts';
import type { Db } from '../db/client';
import { type User, communityBoards, communityMenus, communityPosts, users } from '../db/schema';
import { createCommunityComment } from '../server/community/create-community-comment';
import { createCommunityPost } from '../server/community/create-community-post';
import {
  SEED_COMMUNITY_MENUS,
  type SeedCommunityAuthor,
  type SeedCommunityComment,
  type SeedCommunityMenu,
  type SeedCommunityPost,
} from './content/community';

type Author = Pick<User, 'id' | 'nickname' | 'username'>;

export async function seedCommunity(
  db: Db,
  log: (message: string) => void = () => {},
  options: { now?: Date; menus?: SeedCommunityMenu[] } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const content = options.menus ?? SEED_COMMUNITY_MENUS;
  const accounts = await demoAuthors(db, content);
  const positions = new Map<BrandId, number>();
  let boardsFilled = 0;

  for (const menu of content) {
    const position = positions.get(menu.brand) ?? 0;
    positions.set(menu.brand, position + 1);
    const menuId = await ensureMenu(db, menu, position);
    for (const board of menu.boards) {
      const boardId = await ensureBoard(db, menu.brand, menuId, board);
      const [anyPost] = await db
        .select({ id: communityPosts.id })
        .from(communityPosts)
        .where(eq(communityPosts.boardId, boardId))
        .limit(1);
      // A board filled before notices existed still gets the notices it lacks (by title); nothing else is added.
      const posts = anyPost ? await missingNotices(db, boardId, board.posts) : board.posts;
      if (posts.length === 0) continue;

      await db.transaction(async (tx) => {
        for (const post of posts) {
          const createdAt = new Date(now.getTime() - post.hoursAgo * 3_600_000);
          const written = await createCommunityPost(tx, {
            boardId,
            ...byAuthor(accounts, menu.brand, post.author),
            title: post.title,
            body: post.body,
            isNotice: post.isNotice ?? false,
            createdAt,
            views: post.views,
          });
          const writeComment = async (comment: SeedCommunityComment, parentId: number | null) => {
            const at = Math.min(createdAt.getTime() + comment.minutesAfterPost * 60_000, now.getTime());
            const { comment: row } = await createCommunityComment(tx, {
              brand: menu.brand,
              postId: written.id,
              parentId,
              ...byAuthor(accounts, menu.brand, comment.author),
              body: comment.body,
              createdAt: new Date(at),
            });
            return row.id;
          };
          for (const comment of post.comments ?? []) {
            const id = await writeComment(comment, null);
            for (const reply of comment.replies ?? []) await writeComment(reply, id);
          }
        }
      });
      boardsFilled++;
    }
  }
  if (boardsFilled > 0) log(`seeded community posts on ${boardsFilled} boards`);
}

/** The demo accounts the content names, by `brand:email`. */
async function demoAuthors(db: Db, content: SeedCommunityMenu[]): Promise<Map<string, Author>> {
  const emails = new Set<string>();
  for (const menu of content) {
    for (const board of menu.boards) {
      for (const post of board.posts) {
        const comments = (post.comments ?? []).flatMap((c) => [c, ...(c.replies ?? [])]);
        for (const author of [post.author, ...comments.map((c) => c.author)]) {
          if ('email' in author) emails.add(author.email);
        }
      }
    }
  }
  if (emails.size === 0) return new Map();
  const rows = await db
    .select({ id: users.id, brand: users.brand, email: users.email, nickname: users.nickname, username: users.username })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Map(rows.map((row) => [`${row.brand}:${row.email}`, row]));
}

function byAuthor(accounts: Map<string, Author>, brand: BrandId, author: SeedCommunityAuthor) {
  if ('nickname' in author) return { author: null, nickname: author.nickname };
  const account = accounts.get(`${brand}:${author.email}`);
  // Accounts are seeded first (src/seed/seed.ts); a missing one is a content mistake worth stopping for.
  if (!account) throw new Error(`community seed: no brand ${brand} demo account ${author.email}`);
  return { author: account };
}

/** The board's notices in `posts` that it does not have yet (by title). */
async function missingNotices(db: Db, boardId: number, posts: SeedCommunityPost[]): Promise<SeedCommunityPost[]> {
  const notices = posts.filter((post) => post.isNotice);
  if (notices.length === 0) return [];
  const existing = await db
    .select({ title: communityPosts.title })
    .from(communityPosts)
    .where(and(eq(communityPosts.boardId, boardId), inArray(communityPosts.title, notices.map((n) => n.title))));
  const titles = new Set(existing.map((row) => row.title));
  return notices.filter((notice) => !titles.has(notice.title));
}

async function ensureMenu(db: Db, menu: SeedCommunityMenu, position: number): Promise<number> {
  const [created] = await db
    .insert(communityMenus)
    .values({
      brand: menu.brand,
      slug: menu.slug,
      title: menu.title,
      position,
      isShortcut: menu.isShortcut,
      bookmarkable: menu.bookmarkable,
    })
    .onConflictDoNothing({ target: [communityMenus.brand, communityMenus.slug] })
    .returning({ id: communityMenus.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: communityMenus.id })
    .from(communityMenus)
    .where(and(eq(communityMenus.brand, menu.brand), eq(communityMenus.slug, menu.slug)));
  return existing!.id;
}

async function ensureBoard(
  db: Db,
  brand: BrandId,
  menuId: number,
  board: SeedCommunityMenu['boards'][number],
): Promise<number> {
  const [created] = await db
    .insert(communityBoards)
    .values({ brand, slug: board.slug, title: board.title, description: board.description, anonymous: board.anonymous ?? false, menuId })
    .onConflictDoNothing({ target: [communityBoards.brand, communityBoards.slug] })
    .returning({ id: communityBoards.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: communityBoards.id })
    .from(communityBoards)
    .where(and(eq(communityBoards.brand, brand), eq(communityBoards.slug, board.slug)));
  return existing!.id;
}
