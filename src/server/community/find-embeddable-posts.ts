import { desc, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityComments, communityPosts } from '../../db/schema';
import type { PostPaging } from './community-arguments';
import { communityErrors } from './community-errors';
import { type BoardView, type ViewOptions, findBoardView } from './community-views';
import { CONTENT_TEXT_SOURCE_LENGTH } from './post-content';

export interface EmbeddablePostRow {
  id: number;
  title: string;
  createdAt: Date;
  /** The start of the body, enough for contentText (post-content.ts). */
  bodyStart: string;
  nickname: string;
  views: number;
  commentCount: number;
  containsImage: boolean;
  containsYoutube: boolean;
  isNotice: boolean;
}

export interface EmbeddablePostPage {
  board: BoardView;
  totalCount: number;
  /** Newest first. */
  posts: EmbeddablePostRow[];
}

/**
 * A page of a board's posts, newest first, for a page that embeds them (embeddablePosts). Three round trips
 * whatever the page size: the board, the count, and the page with its comment counts. 404 BOARD_NOT_FOUND when
 * `brand` has no board of that slug.
 */
export async function findEmbeddablePosts(
  db: Db,
  input: { brand: BrandId; boardSlug: string; paging: PostPaging } & ViewOptions,
): Promise<EmbeddablePostPage> {
  const board = await findBoardView(db, {
    brand: input.brand,
    where: { slug: input.boardSlug },
    viewerId: input.viewerId,
    now: input.now,
  });
  if (!board) throw communityErrors.boardNotFound();

  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityPosts)
    .where(eq(communityPosts.boardId, board.id));
  const totalCount = counted?.n ?? 0;
  const { page, pageSize } = input.paging;
  const offset = (page - 1) * pageSize;
  // Past the last post there is nothing to read; skipping the query also spares an index walk over `offset` rows.
  if (offset >= totalCount) return { board, totalCount, posts: [] };

  // The page first (an index range on board, created_at desc, id desc), then one count per post of the page only.
  const pagePosts = db
    .select({
      id: communityPosts.id,
      title: communityPosts.title,
      createdAt: communityPosts.createdAt,
      bodyStart: sql<string>`left(${communityPosts.body}, ${sql.raw(String(CONTENT_TEXT_SOURCE_LENGTH))})`.as('body_start'),
      nickname: communityPosts.nickname,
      views: communityPosts.views,
      containsImage: communityPosts.containsImage,
      containsYoutube: communityPosts.containsYoutube,
      isNotice: communityPosts.isNotice,
    })
    .from(communityPosts)
    .where(eq(communityPosts.boardId, board.id))
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(pageSize)
    .offset(offset)
    .as('page_posts');
  const comments = db
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(communityComments)
    .where(eq(communityComments.postId, pagePosts.id))
    .as('comments');
  const posts = await db
    .select({
      id: pagePosts.id,
      title: pagePosts.title,
      createdAt: pagePosts.createdAt,
      bodyStart: pagePosts.bodyStart,
      nickname: pagePosts.nickname,
      views: pagePosts.views,
      commentCount: comments.n,
      containsImage: pagePosts.containsImage,
      containsYoutube: pagePosts.containsYoutube,
      isNotice: pagePosts.isNotice,
    })
    .from(pagePosts)
    .innerJoinLateral(comments, sql`true`)
    .orderBy(desc(pagePosts.createdAt), desc(pagePosts.id));
  return { board, totalCount, posts };
}
