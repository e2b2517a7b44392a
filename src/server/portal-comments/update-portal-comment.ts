import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { channels, portalComments, postings, users } from '../../db/schema';
import { portalCommentErrors } from './portal-comment-errors';
import { assertMayEditPortalComment, type CommentActor } from './portal-comment-policy';
import { type PortalCommentView, presentPortalComment } from './portal-comment-presenter';
import { commentAuthorJoin, findRepliesOf, portalCommentRowColumns } from './portal-comment-rows';

const postingChannels = alias(channels, 'posting_channels');

/**
 * Rewrites the words of a standing comment of the brand, if the actor wrote it (editing is the author's alone; an
 * ADMIN moderates by deleting). The comment keeps its place and replies, and shows as edited. A comment deleted in
 * the meantime is 404, as it is for everyone else.
 */
export async function updatePortalComment(
  db: Db,
  input: { brand: BrandId; actor: CommentActor; commentId: number; body: string },
): Promise<PortalCommentView> {
  const standing = and(eq(portalComments.id, input.commentId), eq(portalComments.brand, input.brand), isNull(portalComments.deletedAt));
  const [found] = await db.select({ userId: portalComments.userId }).from(portalComments).where(standing);
  if (!found) throw portalCommentErrors.notFound();
  assertMayEditPortalComment(input.actor, found);

  const [updated] = await db
    .update(portalComments)
    .set({ body: input.body, updatedAt: sql`now()` })
    .where(standing)
    .returning({ id: portalComments.id });
  if (!updated) throw portalCommentErrors.notFound();

  // Read it back as every thread presents it: signed by its author, with its replies and who manages the thread.
  const [row] = await db
    .select({
      ...portalCommentRowColumns,
      managerId: sql<string | null>`coalesce(${channels.ownerId}, ${postingChannels.ownerId})`,
      channelTitle: sql<string | null>`coalesce(${channels.title}, ${postingChannels.title})`,
    })
    .from(portalComments)
    .innerJoin(users, commentAuthorJoin)
    .leftJoin(channels, eq(channels.id, portalComments.channelId))
    .leftJoin(postings, eq(postings.id, portalComments.postingId))
    .leftJoin(postingChannels, eq(postingChannels.id, postings.channelId))
    .where(eq(portalComments.id, updated.id));
  if (!row) throw portalCommentErrors.notFound();
  const replies = await findRepliesOf(db, row.parentId === null ? [row.id] : []);
  const { managerId, channelTitle, ...comment } = row;
  return presentPortalComment(comment, {
    viewer: input.actor,
    managerId,
    channelTitle: channelTitle ?? undefined,
    replies: replies.get(row.id) ?? [],
  });
}
