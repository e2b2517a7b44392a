import { and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityPosts } from '../../db/schema';
import { attachCommunityPostImages } from './attach-community-post-images';
import type { CommunityPostFields } from './community-arguments';
import { communityErrors } from './community-errors';
import { prepareCommunityPostBody } from './community-post-body';
import { type PostActor, assertMayEditCommunityPost } from './community-post-policy';
import { findWrittenPost, standingPost } from './community-post-rows';
import { type CommunityPostDetail, getCommunityPost } from './get-community-post';
import { communityPostSearchColumnsOfBody, postSearchIdentity } from './search-community-posts';

/**
 * Rewrites the title and body of a standing post of `brand` (and its notice flag when asked; null keeps it), if the
 * actor wrote it; updatedAt is set. The body goes through the same rules as a new post's (community-post-body.ts)
 * and the uploaded images it now shows are attached in the same transaction; its search columns are rewritten with
 * them (search-community-posts.ts), so the old words stop finding it at once. Answered as its page shows it to the
 * author. 404 POST_NOT_FOUND (missing, deleted — also meanwhile — or another brand's), 403 for someone else's.
 */
export async function updateCommunityPost(
  db: Db,
  input: { brand: BrandId; actor: PostActor; postId: number; fields: CommunityPostFields },
): Promise<CommunityPostDetail> {
  const found = await findWrittenPost(db, input);
  if (!found) throw communityErrors.postNotFound();
  assertMayEditCommunityPost(input.actor, found);
  const { uploadKeys, ...content } = prepareCommunityPostBody(input.fields.body);
  await db.transaction(async (tx) => {
    await attachCommunityPostImages(tx, { authorId: found.authorId, uploadKeys });
    // The nickname as kept and the board's anonymity (the nickname stays out of an anonymous post's columns).
    const identity = await postSearchIdentity(tx, found.id);
    if (!identity) throw communityErrors.postNotFound();
    const [updated] = await tx
      .update(communityPosts)
      .set({
        title: input.fields.title,
        ...content,
        ...communityPostSearchColumnsOfBody({ title: input.fields.title, body: content.body, ...identity }),
        ...(input.fields.isNotice === null ? {} : { isNotice: input.fields.isNotice }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(communityPosts.id, found.id), standingPost))
      .returning({ id: communityPosts.id });
    if (!updated) throw communityErrors.postNotFound();
  });
  return getCommunityPost(db, { brand: input.brand, postId: found.id, viewerId: input.actor.userId });
}
