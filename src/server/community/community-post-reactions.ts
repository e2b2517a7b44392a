/**
 * A member's like or scrap of a post: one row per member and post (the table's primary key), and the post's stored
 * count moved in the same transaction, so the count is always the rows' number without counting them per read.
 * Both ways are idempotent: a second like, or an unlike of nothing, changes nothing and answers the state.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityPostLikes, communityPostScraps, communityPosts } from '../../db/schema';
import type { PostActor } from './community-post-policy';
import { type ActedOnPostRow, getPostActedOn } from './community-post-rows';

export type PostReaction = 'like' | 'scrap';

const TABLES = {
  like: { rows: communityPostLikes, count: communityPosts.likeCount, column: 'likeCount' },
  scrap: { rows: communityPostScraps, count: communityPosts.scrapCount, column: 'scrapCount' },
} as const;

export interface PostReactionState {
  postId: number;
  /** The member's row exists after the call. */
  on: boolean;
  /** The post's count after the call. */
  count: number;
}

/**
 * Adds (`on`) or removes the member's row and moves the count by one only when a row was written or removed. `check`
 * refuses before anything is written (a member may not like their own post).
 */
export async function setPostReaction(
  db: Db,
  input: {
    brand: BrandId;
    actor: PostActor;
    postId: number;
    reaction: PostReaction;
    on: boolean;
    check?: (post: ActedOnPostRow) => void;
  },
): Promise<PostReactionState> {
  const { rows, count, column } = TABLES[input.reaction];
  return db.transaction(async (tx) => {
    const post = await getPostActedOn(tx, input);
    input.check?.(post);
    const key = { postId: post.id, userId: input.actor.userId };
    // Concurrent calls meet at the primary key: only the one that wrote or removed the row moves the count.
    const changed = input.on
      ? await tx.insert(rows).values(key).onConflictDoNothing().returning({ postId: rows.postId })
      : await tx
          .delete(rows)
          .where(and(eq(rows.postId, key.postId), eq(rows.userId, key.userId)))
          .returning({ postId: rows.postId });
    const moved =
      changed.length > 0
        ? await tx
            .update(communityPosts)
            .set({ [column]: input.on ? sql`${count} + 1` : sql`greatest(${count} - 1, 0)` })
            .where(eq(communityPosts.id, post.id))
            .returning({ count })
        : await tx.select({ count }).from(communityPosts).where(eq(communityPosts.id, post.id));
    return { postId: post.id, on: input.on, count: moved[0]?.count ?? 0 };
  });
}
