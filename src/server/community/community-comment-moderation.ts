/**
 * The one path of an ADMIN's decision on a comment (hide, restore; ADR 20): the comment locked, hidden_at set or
 * cleared, its open reports resolved, the audit row, in one transaction (ADR 13); then the comment as its thread shows
 * it to the ADMIN. A decision that changes nothing writes nothing.
 */
import { eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityComments } from '../../db/schema';
import { type AuditAction, recordAuditEvent } from '../audit/record-audit-event';
import { commentErrors } from '../comments/comment-errors';
import type { CommentActor } from './community-comment-policy';
import { communityCommentColumns, findCommunityComment, findCommunityRepliesOf } from './community-comment-rows';
import { type CommunityCommentView, presentCommunityComment } from './community-presenter';
import { findReportedCommentIds, resolveOpenReports } from './community-report-rows';

export interface ModeratedComment {
  comment: CommunityCommentView;
  changed: boolean;
}

export async function moderateCommunityComment(
  db: Db,
  input: { brand: BrandId; actor: CommentActor; commentId: number; hide: boolean },
): Promise<ModeratedComment> {
  const found = await findCommunityComment(db, input);
  if (!found || found.deletedAt !== null) throw commentErrors.notFound();
  const action: AuditAction = input.hide ? 'community-comment.hide' : 'community-comment.restore';
  const { row, changed } = await db.transaction(async (tx) => {
    const [before] = await tx.select(communityCommentColumns).from(communityComments).where(eq(communityComments.id, found.id)).for('update');
    if (!before || before.deletedAt !== null) throw commentErrors.notFound();
    const change = input.hide ? before.hiddenAt === null : before.hiddenAt !== null;
    const [after] = change
      ? await tx
          .update(communityComments)
          .set({ hiddenAt: input.hide ? sql`now()` : null })
          .where(eq(communityComments.id, before.id))
          .returning(communityCommentColumns)
      : [before];
    const resolved = await resolveOpenReports(tx, { commentId: before.id }, input.hide ? 'HIDDEN' : 'RESTORED');
    if (!change && resolved === 0) return { row: after!, changed: false };
    const snapshot = (comment: typeof before) => ({
      id: comment.id,
      postId: comment.postId,
      authorId: comment.authorId,
      body: comment.body,
      hiddenAt: comment.hiddenAt?.toISOString() ?? null,
    });
    await recordAuditEvent(tx, {
      brand: input.brand,
      actorId: input.actor.userId,
      action,
      resourceType: 'community-comment',
      resourceId: before.id,
      before: snapshot(before),
      after: { ...snapshot(after!), resolvedReports: resolved },
    });
    return { row: after!, changed: true };
  });
  const [replies, reported] = await Promise.all([
    findCommunityRepliesOf(db, row.parentId === null ? [row.id] : []),
    findReportedCommentIds(db, input.actor.userId, [row.id]),
  ]);
  const comment = presentCommunityComment(row, {
    viewer: input.actor,
    anonymous: found.anonymous,
    replies: replies.get(row.id) ?? [],
    reported,
  });
  return { comment, changed };
}
