/** The post columns every community list selects (embeddablePosts, boardPosts, the home's rows), and a page of them. */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityPosts } from '../../db/schema';
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

/** Posts matching `where` in `orderBy`, one page (`limit` from `offset`); the caller's join decides the brand. */
export function findPostRows(
  db: Db,
  input: { where: SQL; orderBy: SQL[]; limit: number; offset?: number },
): Promise<PostListRow[]> {
  return db
    .select(postListColumns)
    .from(communityPosts)
    .where(input.where)
    .orderBy(...input.orderBy)
    .limit(input.limit)
    .offset(input.offset ?? 0);
}

/** How many posts match `where`. */
export async function countPosts(db: Db, where: SQL): Promise<number> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(communityPosts).where(where);
  return counted?.n ?? 0;
}
