import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityBoards, communityPosts } from '../../db/schema';
import { communityErrors } from './community-errors';
import { standingPost } from './community-post-rows';
import { type BoardView, type ViewOptions, findBoardView } from './community-views';

export interface CommunityPostLinkRow {
  id: number;
  title: string;
}

export interface CommunityPostDetail {
  id: number;
  authorId: string | null;
  nickname: string;
  title: string;
  /** As stored: sanitised HTML or plain text (community-presenter.ts presents it as bodyHtml). */
  body: string;
  createdAt: Date;
  updatedAt: Date | null;
  views: number;
  commentCount: number;
  isNotice: boolean;
  containsImage: boolean;
  containsYoutube: boolean;
  board: BoardView;
  /** The next older post of the board that is not a notice. */
  previous: CommunityPostLinkRow | null;
  /** The next newer post of the board that is not a notice. */
  next: CommunityPostLinkRow | null;
}

/**
 * A post of `brand` as its page shows it, with its neighbours in the board's newest-first list (notices are pinned,
 * not part of that chain). 404 POST_NOT_FOUND when the brand has no such post (another brand's included) or it was
 * deleted.
 */
export async function getCommunityPost(
  db: Db,
  input: { brand: BrandId; postId: number } & ViewOptions,
): Promise<CommunityPostDetail> {
  const [post] = await db
    .select({
      id: communityPosts.id,
      boardId: communityPosts.boardId,
      authorId: communityPosts.authorId,
      nickname: communityPosts.nickname,
      title: communityPosts.title,
      body: communityPosts.body,
      createdAt: communityPosts.createdAt,
      updatedAt: communityPosts.updatedAt,
      views: communityPosts.views,
      commentCount: communityPosts.commentCount,
      isNotice: communityPosts.isNotice,
      containsImage: communityPosts.containsImage,
      containsYoutube: communityPosts.containsYoutube,
    })
    .from(communityPosts)
    .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
    .where(and(eq(communityPosts.id, input.postId), eq(communityBoards.brand, input.brand), standingPost));
  if (!post) throw communityErrors.postNotFound();

  const chain = and(eq(communityPosts.boardId, post.boardId), eq(communityPosts.isNotice, false), standingPost);
  const position = sql`(${communityPosts.createdAt}, ${communityPosts.id})`;
  // The stored timestamp (microseconds), not the Date read back (milliseconds): a post written with now() would
  // otherwise sort after itself and be its own next.
  const here = sql`(select here.created_at, here.id from community_posts here where here.id = ${post.id})`;
  const link = { id: communityPosts.id, title: communityPosts.title };
  const [board, [previous], [next]] = await Promise.all([
    findBoardView(db, { brand: input.brand, where: { id: post.boardId }, viewerId: input.viewerId, now: input.now }),
    db
      .select(link)
      .from(communityPosts)
      .where(and(chain, sql`${position} < ${here}`))
      .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
      .limit(1),
    db
      .select(link)
      .from(communityPosts)
      .where(and(chain, sql`${position} > ${here}`))
      .orderBy(asc(communityPosts.createdAt), asc(communityPosts.id))
      .limit(1),
  ]);
  if (!board) throw communityErrors.postNotFound();
  const { boardId: _boardId, ...detail } = post;
  return { ...detail, board, previous: previous ?? null, next: next ?? null };
}
