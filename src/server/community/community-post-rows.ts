/**
 * The post columns every community list selects (embeddablePosts, boardPosts, the home's rows), a page of them, and
 * the one condition that keeps deleted and hidden posts out of every public read (`standingPost`).
 */
import { type SQL, and, eq, isNull, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityBoards, communityPosts } from '../../db/schema';
import { communityErrors } from './community-errors';
import { type PostActor, assertMaySeeCommunityPost } from './community-post-policy';
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

/**
 * A post that is not deleted, hidden or not: the lookups that must still find a hidden post (its page for its author
 * and ADMINs, moderation, the author's own deletion). Never a list's condition.
 */
export const existingPost = isNull(communityPosts.deletedAt);

/**
 * A post shown to the public: neither deleted nor hidden pending review (ADR 20). Every list, count, search,
 * neighbour lookup and `hasNewPost` has it, so a hidden post leaves them all at once.
 */
export const standingPost = and(existingPost, isNull(communityPosts.hiddenAt))!;

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

/**
 * A standing post of `brand` with its author and board, or null (missing, deleted, another brand's, hidden). With
 * `includeHidden` a hidden post is found too (its author or an ADMIN may still delete it).
 */
export async function findWrittenPost(
  db: Db,
  input: { brand: BrandId; postId: number; includeHidden?: boolean },
): Promise<WrittenPostRow | null> {
  const [row] = await db
    .select({ id: communityPosts.id, authorId: communityPosts.authorId, boardSlug: communityBoards.slug })
    .from(communityPosts)
    .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
    .where(
      and(
        eq(communityPosts.id, input.postId),
        eq(communityBoards.brand, input.brand),
        input.includeHidden ? existingPost : standingPost,
      ),
    );
  return row ?? null;
}

/** What likes, scraps, reports and moderation check before they touch a post. */
export interface ActedOnPostRow {
  id: number;
  authorId: string | null;
  boardId: number;
  isNotice: boolean;
  /** Set while the post is hidden pending review. */
  hiddenAt: Date | null;
}

/**
 * A post of `brand` that is not deleted, hidden or not, or null (missing, deleted, another brand's). `lock` takes the
 * row for update, so moderation and the report threshold decide on the post as it is when they write.
 */
export async function findExistingPost(
  db: Db,
  input: { brand: BrandId; postId: number; lock?: boolean },
): Promise<ActedOnPostRow | null> {
  const query = db
    .select({
      id: communityPosts.id,
      authorId: communityPosts.authorId,
      boardId: communityPosts.boardId,
      isNotice: communityPosts.isNotice,
      hiddenAt: communityPosts.hiddenAt,
    })
    .from(communityPosts)
    .innerJoin(communityBoards, eq(communityBoards.id, communityPosts.boardId))
    .where(and(eq(communityPosts.id, input.postId), eq(communityBoards.brand, input.brand), existingPost));
  const [row] = input.lock ? await query.for('update', { of: communityPosts }) : await query;
  return row ?? null;
}

/**
 * The post of `brand` a member acts on (like, scrap, report): 404 POST_NOT_FOUND when missing, deleted or another
 * brand's, 404 POST_HIDDEN when hidden and the actor is neither its author nor an ADMIN.
 */
export async function getPostActedOn(
  db: Db,
  input: { brand: BrandId; postId: number; actor: PostActor; lock?: boolean },
): Promise<ActedOnPostRow> {
  const post = await findExistingPost(db, input);
  if (!post) throw communityErrors.postNotFound();
  assertMaySeeCommunityPost(input.actor, post);
  return post;
}
