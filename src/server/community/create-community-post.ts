import type { Db } from '../../db/client';
import { type CommunityPost, type User, communityPosts } from '../../db/schema';
import { postContentFlags } from './post-content';
import { sanitizeCommunityBody } from './sanitize-community-body';

export interface CreateCommunityPostInput {
  boardId: number;
  /** The member writing; their nickname (username when none) is kept with the post. */
  author: Pick<User, 'id' | 'nickname' | 'username'> | null;
  /** Required without an author; overrides the author's name otherwise. */
  nickname?: string;
  title: string;
  /** HTML (sanitised here) or plain text (kept as written). */
  body: string;
  /** Pinned above the board's list (operators and the seed). */
  isNotice?: boolean;
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
 * Writes a post; the body is sanitised here (sanitize-community-body.ts), and containsImage and containsYoutube
 * always come from the stored body (post-content.ts), so no caller can store unsafe HTML or claim what the body does
 * not have. The only writer of community posts: the seed, the tests and the community site's write path come here.
 */
export async function createCommunityPost(db: Db, input: CreateCommunityPostInput): Promise<CommunityPost> {
  const body = sanitizeCommunityBody(input.body);
  const [post] = await db
    .insert(communityPosts)
    .values({
      boardId: input.boardId,
      authorId: input.author?.id ?? null,
      nickname: authorNickname(input),
      title: input.title,
      body,
      ...postContentFlags(body),
      isNotice: input.isNotice ?? false,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      ...(input.views !== undefined ? { views: input.views } : {}),
    })
    .returning();
  return post!;
}
