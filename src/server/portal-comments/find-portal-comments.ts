import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { portalComments, users } from '../../db/schema';
import { countThread } from '../comments/thread-counts';
import { getCommentTarget } from './get-comment-target';
import type { PortalCommentTarget } from './portal-comment-arguments';
import type { CommentActor } from './portal-comment-policy';
import { type PortalCommentView, presentPortalComment } from './portal-comment-presenter';
import { commentAuthorJoin, findRepliesOf, portalCommentRowColumns } from './portal-comment-rows';

export interface PortalCommentPage {
  /** Top-level comments shown (the paging counts these). */
  totalCount: number;
  /** Standing comments and replies on the target: what a posting's commentCount says. */
  commentCount: number;
  nodes: PortalCommentView[];
}

/**
 * A posting's or a channel's comments, oldest first, each with its standing replies (one level), paged by top-level
 * comment. A deleted comment still shows (as deleted) while it has standing replies, so a conversation keeps its
 * question; without them it is gone. 404 when the posting or channel is not there for the brand.
 */
export async function findPortalComments(
  db: Db,
  input: {
    brand: BrandId;
    target: PortalCommentTarget;
    paging: { page: number; pageSize: number };
    viewer: CommentActor | null;
  },
): Promise<PortalCommentPage> {
  const target = await getCommentTarget(db, { brand: input.brand, target: input.target });
  const onTarget: SQL =
    target.postingId !== null ? eq(portalComments.postingId, target.postingId) : eq(portalComments.channelId, target.channelId!);
  const ofBrand = and(eq(portalComments.brand, input.brand), onTarget)!;
  const { shownTopLevel, totalCount, commentCount } = await countThread(db, portalComments, ofBrand);
  const { page, pageSize } = input.paging;
  const offset = (page - 1) * pageSize;
  if (offset >= totalCount) return { totalCount, commentCount, nodes: [] };

  const rows = await db
    .select(portalCommentRowColumns)
    .from(portalComments)
    .innerJoin(users, commentAuthorJoin)
    .where(shownTopLevel)
    .orderBy(asc(portalComments.createdAt), asc(portalComments.id))
    .limit(pageSize)
    .offset(offset);
  const replies = await findRepliesOf(
    db,
    rows.map((r) => r.id),
  );
  const context = { viewer: input.viewer, managerId: target.managerId, channelTitle: target.channelTitle };
  return {
    totalCount,
    commentCount,
    nodes: rows.map((row) => presentPortalComment(row, { ...context, replies: replies.get(row.id) ?? [] })),
  };
}
