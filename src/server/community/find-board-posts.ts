import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityPosts } from '../../db/schema';
import type { CommunityPostSort, PostPaging } from './community-arguments';
import { type PostListRow, countPosts, findPostRows } from './community-post-rows';
import { type BoardView, type ViewOptions, getBoardViewBySlug } from './community-views';

/** Notices pinned above a board's first page. */
export const PINNED_NOTICES = 5;

export interface BoardPostPage {
  board: BoardView;
  /** Newest first, at most 5; only on page 1. */
  notices: PostListRow[];
  /** Posts that are not notices. */
  totalCount: number;
  posts: PostListRow[];
}

// Each sort has an index led by the board (schema/community.ts); id breaks ties so pages never overlap.
const ORDER: Record<CommunityPostSort, SQL[]> = {
  LATEST: [desc(communityPosts.createdAt), desc(communityPosts.id)],
  VIEWS: [desc(communityPosts.views), desc(communityPosts.id)],
  COMMENTS: [desc(communityPosts.commentCount), desc(communityPosts.id)],
};

/**
 * A board's page (boardPosts): its notices pinned on page 1, then the posts that are not notices in the sort asked
 * for. 404 BOARD_NOT_FOUND when `brand` has no board of that slug.
 */
export async function findBoardPosts(
  db: Db,
  input: { brand: BrandId; boardSlug: string; paging: PostPaging; sort: CommunityPostSort } & ViewOptions,
): Promise<BoardPostPage> {
  const board = await getBoardViewBySlug(db, input);
  const onBoard = eq(communityPosts.boardId, board.id);
  const { page, pageSize } = input.paging;
  const offset = (page - 1) * pageSize;
  const listed = and(onBoard, eq(communityPosts.isNotice, false))!;
  const [notices, totalCount] = await Promise.all([
    page === 1
      ? findPostRows(db, {
          where: and(onBoard, eq(communityPosts.isNotice, true))!,
          orderBy: ORDER.LATEST,
          limit: PINNED_NOTICES,
        })
      : Promise.resolve([]),
    countPosts(db, listed),
  ]);
  if (offset >= totalCount) return { board, notices, totalCount, posts: [] };
  const posts = await findPostRows(db, { where: listed, orderBy: ORDER[input.sort], limit: pageSize, offset });
  return { board, notices, totalCount, posts };
}
