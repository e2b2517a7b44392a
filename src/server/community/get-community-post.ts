import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import {
  type UserRole,
  communityBoards,
  communityPostLikes,
  communityPostScraps,
  communityPosts,
  communityReports,
} from '../../db/schema';
import { communityErrors } from './community-errors';
import { assertMaySeeCommunityPost } from './community-post-policy';
import { existingPost, standingPost } from './community-post-rows';
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
  likeCount: number;
  scrapCount: number;
  /** Set while hidden pending review (then only its author and ADMINs get here). */
  hiddenAt: Date | null;
  /** The viewer's own like, scrap and report of it; false for a visitor. */
  viewerHasLiked: boolean;
  viewerHasScrapped: boolean;
  viewerHasReported: boolean;
}

/** `exists` of the viewer's row in a per-member table keyed by post, or false for a visitor: one round trip for all. */
function viewerHas(
  viewerId: string | null,
  row: { table: PgTable; postId: PgColumn; memberId: PgColumn },
  name: string,
) {
  if (!viewerId) return sql<boolean>`false`.as(name);
  return sql<boolean>`exists (select 1 from ${row.table} where ${row.postId} = ${communityPosts.id} and ${row.memberId} = ${viewerId})`.as(
    name,
  );
}

/**
 * A post of `brand` as its page shows it, with its neighbours in the board's newest-first list (notices are pinned,
 * not part of that chain; hidden posts are not either). 404 POST_NOT_FOUND when the brand has no such post (another
 * brand's included) or it was deleted; 404 POST_HIDDEN for a hidden post unless the viewer is its author or an ADMIN
 * (`viewerRole`).
 */
export async function getCommunityPost(
  db: Db,
  input: { brand: BrandId; postId: number; viewerRole?: UserRole | null } & ViewOptions,
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
      likeCount: communityPosts.likeCount,
      scrapCount: communityPosts.scrapCount,
      hiddenAt: communityPosts.hiddenAt,
      viewerHasLiked: viewerHas(input.viewerId, { table: communityPostLikes, postId: communityPostLikes.postId, memberId: communityPostLikes.userId }, 'viewer_has_liked'),
      viewerHasScrapped: viewerHas(input.viewerId, { table: communityPostScraps, postId: communityPostScraps.postId, memberId: communityPostScraps.userId }, 'viewer_has_scrapped'),
      viewerHasReported: viewerHas(input.viewerId, { table: communityReports, postId: communityReports.postId, memberId: communityReports.reporterId }, 'viewer_has_reported'),
    })
    .from(communityPosts)
    .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
    .where(and(eq(communityPosts.id, input.postId), eq(communityBoards.brand, input.brand), existingPost));
  if (!post) throw communityErrors.postNotFound();
  const viewer = input.viewerId ? { userId: input.viewerId, role: input.viewerRole ?? 'MEMBER' } : null;
  assertMaySeeCommunityPost(viewer, post);

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
  const { boardId: _boardId, viewerHasLiked, viewerHasScrapped, viewerHasReported, ...detail } = post;
  return {
    ...detail,
    board,
    previous: previous ?? null,
    next: next ?? null,
    // Drivers agree on booleans, but exists() over PGlite and node-postgres is kept strictly boolean here.
    viewerHasLiked: viewerHasLiked === true,
    viewerHasScrapped: viewerHasScrapped === true,
    viewerHasReported: viewerHasReported === true,
  };
}
