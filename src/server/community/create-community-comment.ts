import { eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type CommunityComment, type User, communityComments, communityPosts } from '../../db/schema';
import { commentErrors } from '../comments/comment-errors';
import { getCommentedPost } from './community-comment-rows';
import { authorNickname } from './create-community-post';

export interface CreatedCommunityComment {
  comment: CommunityComment;
  /** The post's standing comments and replies after this one. */
  commentCount: number;
  /** The post's board is anonymous (the comment is presented as 익명). */
  anonymous: boolean;
}

/**
 * Writes a comment under a post of `brand`, or a reply to one of its standing top-level comments (replies are one
 * level deep: a reply to a reply, to a deleted comment or to another post's comment is 400 INVALID_PARENT_COMMENT).
 * The post's comment_count is raised in the same transaction. The name is kept like a post's (the author's nickname
 * when written). The body comes checked (comments/comment-arguments.ts) and the author authorised
 * (community-comment-policy.ts) by the API; the seed and tests call it directly. 404 POST_NOT_FOUND.
 */
export async function createCommunityComment(
  db: Db,
  input: {
    brand: BrandId;
    postId: number;
    /** The member writing (the viewer); null only for imported content, which then needs a nickname. */
    author: Pick<User, 'id' | 'nickname' | 'username'> | null;
    nickname?: string;
    parentId?: number | null;
    body: string;
    /** Imported and demo content keep their own date. */
    createdAt?: Date;
  },
): Promise<CreatedCommunityComment> {
  const post = await getCommentedPost(db, input);
  const parentId = input.parentId ?? null;
  return db.transaction(async (tx) => {
    if (parentId !== null) {
      const [parent] = await tx
        .select({ postId: communityComments.postId, parentId: communityComments.parentId, deletedAt: communityComments.deletedAt })
        .from(communityComments)
        .where(eq(communityComments.id, parentId))
        // A delete of the parent racing this reply waits for it, or the reply sees the deletion.
        .for('share');
      if (!parent || parent.postId !== post.id || parent.parentId !== null || parent.deletedAt !== null) {
        throw commentErrors.invalidParent();
      }
    }
    const [comment] = await tx
      .insert(communityComments)
      .values({
        postId: post.id,
        parentId,
        authorId: input.author?.id ?? null,
        nickname: authorNickname(input),
        body: input.body,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })
      .returning();
    const [counted] = await tx
      .update(communityPosts)
      .set({ commentCount: sql`${communityPosts.commentCount} + 1` })
      .where(eq(communityPosts.id, post.id))
      .returning({ commentCount: communityPosts.commentCount });
    return { comment: comment!, commentCount: counted!.commentCount, anonymous: post.anonymous };
  });
}
