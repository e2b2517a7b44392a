import type { Db } from '../../db/client';
import { type CommunityPost, type User, communityPosts } from '../../db/schema';
import { postContentFlags } from './post-content';

export interface CreateCommunityPostInput {
  boardId: number;
  /** The member writing; their nickname (username when none) is kept with the post. */
  author: Pick<User, 'id' | 'nickname' | 'username'> | null;
  /** Required without an author; overrides the author's name otherwise. */
  nickname?: string;
  title: string;
  body: string;
  /** Imported and demo content keep their own date and view count; new posts start now, unread. */
  createdAt?: Date;
  views?: number;
}

/** The display name a post or comment keeps: given, else the author's nickname, else their username. */
export function authorNickname(input: { author: Pick<User, 'nickname' | 'username'> | null; nickname?: string }): string {
  const nickname = input.nickname ?? input.author?.nickname ?? input.author?.username;
  if (!nickname) throw new Error('a community post or comment needs an author or a nickname');
  return nickname;
}

/**
 * Writes a post; containsImage and containsYoutube always come from the body (post-content.ts), so no caller can
 * claim what the body does not have. The write path of the community site must come through here.
 */
export async function createCommunityPost(db: Db, input: CreateCommunityPostInput): Promise<CommunityPost> {
  const [post] = await db
    .insert(communityPosts)
    .values({
      boardId: input.boardId,
      authorId: input.author?.id ?? null,
      nickname: authorNickname(input),
      title: input.title,
      body: input.body,
      ...postContentFlags(input.body),
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      ...(input.views !== undefined ? { views: input.views } : {}),
    })
    .returning();
  return post!;
}
