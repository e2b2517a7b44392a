/**
 * The post columns every community list selects (embeddablePosts, boardPosts, the home's rows), a page of them, and
 * the one condition that keeps deleted posts out of every read (`standingPost`).
 */
import { type SQL, and, eq, isNull, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityBoards, communityPosts } from '../../db/schema';
import { CONTENT_TEXT_SOURCE_LENGTH } from './post-content';

export interface PostListRow {
  id: number;
  boardId: number;
  title: string;
  createdAt: Date;
  /** The start of the body, enough for contentText (post-content.ts). */
  bodyStart: string;
  /** As kept; presented as 익명 on an anonymous board (community-presenter.ts). */
  nickname: string;
  views: number;
  /** Standing comments and replies (community_posts.comment_count). */
  commentCount: number;
  containsImage: boolean;
  containsYoutube: boolean;
  isNotice: boolean;
}

/** A post that is not deleted: every list, count, page and neighbour lookup has it. */
export const standingPost = isNull(communityPosts.deletedAt);

export const postListColumns = {
  id: communityPosts.id,
  boardId: communityPosts.boardId,
  title: communityPosts.title,
  createdAt: communityPosts.createdAt,
  bodyStart: sql<string>`left(${communityPosts.body}, ${sql.raw(String(CONTENT_TEXT_SOURCE_LENGTH))})`.as('body_start'),
  nickname: communityPosts.nickname,
  views: communityPosts.views,
  commentCount: communityPosts.commentCount,
  containsImage: communityPosts.containsImage,
  containsYoutube: communityPosts.containsYoutube,
  isNotice: communityPosts.isNotice,
};

/** Standing posts matching `where` in `orderBy`, one page (`limit` from `offset`); the caller's join decides the brand. */
export function findPostRows(
  db: Db,
  input: { where: SQL; orderBy: SQL[]; limit: number; offset?: number },
): Promise<PostListRow[]> {
  return db
    .select(postListColumns)
    .from(communityPosts)
    .where(and(standingPost, input.where))
    .orderBy(...input.orderBy)
    .limit(input.limit)
    .offset(input.offset ?? 0);
}

/** How many standing posts match `where`. */
export async function countPosts(db: Db, where: SQL): Promise<number> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(communityPosts).where(and(standingPost, where));
  return counted?.n ?? 0;
}

/** What the post writes (edit, delete) check before they change a post. */
export interface WrittenPostRow {
  id: number;
  authorId: string | null;
  boardSlug: string;
}

/** A standing post of `brand` with its author and board, or null (missing, deleted, another brand's). */
export async function findWrittenPost(db: Db, input: { brand: BrandId; postId: number }): Promise<WrittenPostRow | null> {
  const [row] = await db
    .select({ id: communityPosts.id, authorId: communityPosts.authorId, boardSlug: communityBoards.slug })
    .from(communityPosts)
    .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
    .where(and(eq(communityPosts.id, input.postId), eq(communityBoards.brand, input.brand), standingPost));
  return row ?? null;
}
