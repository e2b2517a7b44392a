/** The comment columns every community comment read selects, the post a thread is on, and the replies of a page. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityBoards, communityComments, communityPosts } from '../../db/schema';
import type { ThreadCommentRow } from '../comments/comment-view';
import { communityErrors } from './community-errors';
import { type PostActor, assertMaySeeCommunityPost } from './community-post-policy';
import { existingPost, standingPost } from './community-post-rows';

export interface CommunityCommentRow extends ThreadCommentRow {
  postId: number;
  /** As kept; presented as 익명 on an anonymous board. */
  nickname: string;
  /** Set while hidden pending review: presented without words or name (ADR 20). */
  hiddenAt: Date | null;
}

export const communityCommentColumns = {
  id: communityComments.id,
  postId: communityComments.postId,
  parentId: communityComments.parentId,
  authorId: communityComments.authorId,
  nickname: communityComments.nickname,
  body: communityComments.body,
  createdAt: communityComments.createdAt,
  updatedAt: communityComments.updatedAt,
  deletedAt: communityComments.deletedAt,
  hiddenAt: communityComments.hiddenAt,
};

export interface CommentedPost {
  id: number;
  /** The post's board is anonymous: every name in the thread is 익명. */
  anonymous: boolean;
}

/**
 * The post of `brand` a thread is on; 404 POST_NOT_FOUND otherwise (deleted, another brand's included). A hidden post's
 * thread is read by its author and ADMINs (`viewer`); anyone else, and every comment write (no `viewer`: the thread is
 * frozen while the post waits for review), gets 404 POST_HIDDEN.
 */
export async function getCommentedPost(
  db: Db,
  input: { brand: BrandId; postId: number; viewer?: PostActor | null },
): Promise<CommentedPost> {
  const [post] = await db
    .select({
      id: communityPosts.id,
      anonymous: communityBoards.anonymous,
      authorId: communityPosts.authorId,
      hiddenAt: communityPosts.hiddenAt,
    })
    .from(communityPosts)
    .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
    .where(and(eq(communityPosts.id, input.postId), eq(communityBoards.brand, input.brand), existingPost));
  if (!post) throw communityErrors.postNotFound();
  assertMaySeeCommunityPost(input.viewer ?? null, post);
  return { id: post.id, anonymous: post.anonymous };
}

/**
 * A comment of `brand` on a standing post with whether its board is anonymous, or null (a deleted or hidden post's
 * too: a hidden post's thread waits with it).
 */
export async function findCommunityComment(
  db: Db,
  input: { brand: BrandId; commentId: number },
): Promise<(CommunityCommentRow & { anonymous: boolean }) | null> {
  const [row] = await db
    .select({ ...communityCommentColumns, anonymous: communityBoards.anonymous })
    .from(communityComments)
    .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
    .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
    .where(and(eq(communityComments.id, input.commentId), eq(communityBoards.brand, input.brand), standingPost));
  return row ?? null;
}

/** The standing replies of the given comments, oldest first, grouped by parent. */
export async function findCommunityRepliesOf(db: Db, parentIds: number[]): Promise<Map<number, CommunityCommentRow[]>> {
  const byParent = new Map<number, CommunityCommentRow[]>();
  if (parentIds.length === 0) return byParent;
  const rows = await db
    .select(communityCommentColumns)
    .from(communityComments)
    .where(and(inArray(communityComments.parentId, parentIds), isNull(communityComments.deletedAt)))
    .orderBy(asc(communityComments.createdAt), asc(communityComments.id));
  for (const row of rows) byParent.set(row.parentId!, [...(byParent.get(row.parentId!) ?? []), row]);
  return byParent;
}
