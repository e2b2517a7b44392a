import type { Db } from '../../db/client';
import { type CommunityComment, type User, communityComments } from '../../db/schema';
import { authorNickname } from './create-community-post';

/** Writes a comment under a post (commentCount counts them); the name is kept like a post's. */
export async function createCommunityComment(
  db: Db,
  input: {
    postId: number;
    author: Pick<User, 'id' | 'nickname' | 'username'> | null;
    nickname?: string;
    body: string;
    /** Imported and demo content keep their own date. */
    createdAt?: Date;
  },
): Promise<CommunityComment> {
  const [comment] = await db
    .insert(communityComments)
    .values({
      postId: input.postId,
      authorId: input.author?.id ?? null,
      nickname: authorNickname(input),
      body: input.body,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return comment!;
}
