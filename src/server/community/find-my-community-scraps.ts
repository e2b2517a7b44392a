import { and, desc, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityBoards, communityPostScraps, communityPosts } from '../../db/schema';
import type { Paging } from '../paging/parse-paging';
import { type PostListRow, postListColumns, standingPost } from './community-post-rows';
import { type BoardView, findBoardViewsById } from './community-views';

export interface MyCommunityScrapPage {
  totalCount: number;
  /** Newest scrap first. */
  posts: PostListRow[];
  /** The posts' boards by id (each post is presented with its board, 익명 on an anonymous one). */
  boards: Map<number, BoardView>;
}

/**
 * The member's scraps of `brand`'s posts that still stand (not deleted, not hidden), newest scrap first (ties by the
 * higher post id), one page. A post that is hidden or deleted leaves the list and its count but keeps the scrap row,
 * so a restored post comes back. Three round trips whatever the page size: the count, the page, their boards.
 */
export async function findMyCommunityScraps(
  db: Db,
  input: { brand: BrandId; userId: string; paging: Paging },
): Promise<MyCommunityScrapPage> {
  const mine = and(
    eq(communityPostScraps.userId, input.userId),
    standingPost,
    // The member's session is of this brand, but a scrap row names only the post: the board says whose it is.
    eq(communityBoards.brand, input.brand),
  );
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityPostScraps)
    .innerJoin(communityPosts, eq(communityPosts.id, communityPostScraps.postId))
    .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
    .where(mine);
  const totalCount = counted?.n ?? 0;
  const { page, pageSize } = input.paging;
  const offset = (page - 1) * pageSize;
  if (offset >= totalCount) return { totalCount, posts: [], boards: new Map() };
  // The member's scraps by (user_id, created_at desc) — community_post_scraps_user_created_idx.
  const posts = await db
    .select(postListColumns)
    .from(communityPostScraps)
    .innerJoin(communityPosts, eq(communityPosts.id, communityPostScraps.postId))
    .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
    .where(mine)
    .orderBy(desc(communityPostScraps.createdAt), desc(communityPostScraps.postId))
    .limit(pageSize)
    .offset(offset);
  const boards = await findBoardViewsById(db, {
    brand: input.brand,
    boardIds: posts.map((post) => post.boardId),
    viewerId: input.userId,
  });
  return { totalCount, posts, boards };
}
