import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import type { User } from '../../db/schema';
import type { CommunityPostFields } from './community-arguments';
import type { PostActor } from './community-post-policy';
import { getBoardViewBySlug } from './community-views';
import { createCommunityPost } from './create-community-post';
import { type CommunityPostDetail, getCommunityPost } from './get-community-post';

/**
 * A member's new post on a board of `brand` (the community site's createCommunityPost): written by
 * createCommunityPost (sanitised body, the author's uploads attached) and answered as its page shows it to the
 * author. The fields come checked (community-arguments.ts) and the author authorised, a notice included
 * (community-post-policy.ts), by the API. 404 BOARD_NOT_FOUND when the brand has no board of that slug.
 */
export async function publishCommunityPost(
  db: Db,
  input: {
    brand: BrandId;
    boardSlug: string;
    /** The member writing (the viewer); their nickname is kept with the post. */
    author: Pick<User, 'id' | 'nickname' | 'username'>;
    actor: PostActor;
    fields: CommunityPostFields;
  },
): Promise<CommunityPostDetail> {
  const board = await getBoardViewBySlug(db, { brand: input.brand, boardSlug: input.boardSlug, viewerId: input.actor.userId });
  const post = await createCommunityPost(db, {
    boardId: board.id,
    author: input.author,
    title: input.fields.title,
    body: input.fields.body,
    isNotice: input.fields.isNotice ?? false,
  });
  return getCommunityPost(db, { brand: input.brand, postId: post.id, viewerId: input.actor.userId });
}
