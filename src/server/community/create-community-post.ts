import type { Db } from '../../db/client';
import { type CommunityPost, type User, communityPosts } from '../../db/schema';
import { attachCommunityPostImages } from './attach-community-post-images';
import { prepareCommunityPostBody } from './community-post-body';
import { communityPostSearchColumnsOfBody, isAnonymousBoard } from './search-community-posts';

export interface CreateCommunityPostInput {
  boardId: number;
  /** The member writing; their nickname (username when none) is kept with the post. */
  author: Pick<User, 'id' | 'nickname' | 'username'> | null;
  /** Required without an author; overrides the author's name otherwise. */
  nickname?: string;
  title: string;
  /**
   * HTML (sanitised here) or plain text (kept as written); 400 when nothing is left to show or it holds more than 20
   * images. Uploaded images it shows (`/uploads/<key>`) must be the author's and are attached (ADR 19).
   */
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
 * Writes a post; the body is sanitised here (community-post-body.ts), and containsImage and containsYoutube always
 * come from the stored body (post-content.ts), so no caller can store unsafe HTML or claim what the body does not
 * have. The only writer of community posts: the seed, the tests and the community site's write path
 * (publish-community-post.ts) come here. The uploaded images the body shows are attached in the same transaction.
 * Its search columns are written with it (search-community-posts.ts), so a post is findable the moment it exists.
 */
export async function createCommunityPost(db: Db, input: CreateCommunityPostInput): Promise<CommunityPost> {
  const { uploadKeys, ...content } = prepareCommunityPostBody(input.body);
  const nickname = authorNickname(input);
  const write = async (tx: Db) => {
    await attachCommunityPostImages(tx, { authorId: input.author?.id ?? null, uploadKeys });
    // The nickname stays out of the search columns on an anonymous board, so the board is asked first.
    const anonymous = await isAnonymousBoard(tx, input.boardId);
    const [post] = await tx
      .insert(communityPosts)
      .values({
        boardId: input.boardId,
        authorId: input.author?.id ?? null,
        nickname,
        title: input.title,
        ...content,
        ...communityPostSearchColumnsOfBody({ title: input.title, nickname, body: content.body, anonymous }),
        isNotice: input.isNotice ?? false,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
        ...(input.views !== undefined ? { views: input.views } : {}),
      })
      .returning();
    return post!;
  };
  // Most posts show no upload: no transaction (the board lookup and the insert need none).
  return uploadKeys.length > 0 ? db.transaction(write) : write(db);
}
