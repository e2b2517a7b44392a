import { desc, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityPosts } from '../../db/schema';
import type { PostPaging } from './community-arguments';
import { type PostListRow, countPosts, findPostRows } from './community-post-rows';
import { type BoardView, type ViewOptions, getBoardViewBySlug } from './community-views';

export interface EmbeddablePostPage {
  board: BoardView;
  totalCount: number;
  /** Newest first. */
  posts: PostListRow[];
}

/**
 * A page of a board's posts (notices included), newest first, for a page that embeds them (embeddablePosts). Three
 * round trips whatever the page size: the board, the count, and the page. 404 BOARD_NOT_FOUND when `brand` has no
 * board of that slug.
 */
export async function findEmbeddablePosts(
  db: Db,
  input: { brand: BrandId; boardSlug: string; paging: PostPaging } & ViewOptions,
): Promise<EmbeddablePostPage> {
  const board = await getBoardViewBySlug(db, input);
  const onBoard = eq(communityPosts.boardId, board.id);
  const totalCount = await countPosts(db, onBoard);
  const { page, pageSize } = input.paging;
  const offset = (page - 1) * pageSize;
  // Past the last post there is nothing to read; skipping the query also spares an index walk over `offset` rows.
  if (offset >= totalCount) return { board, totalCount, posts: [] };
  // An index range on (board, created_at desc, id desc).
  const posts = await findPostRows(db, {
    where: onBoard,
    orderBy: [desc(communityPosts.createdAt), desc(communityPosts.id)],
    limit: pageSize,
    offset,
  });
  return { board, totalCount, posts };
}
