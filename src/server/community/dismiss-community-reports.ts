import { eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityComments } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { commentErrors } from '../comments/comment-errors';
import { conflict } from '../errors/domain-error';
import { communityErrors } from './community-errors';
import type { PostActor } from './community-post-policy';
import { findExistingPost } from './community-post-rows';
import { findCommunityComment } from './community-comment-rows';
import { type ReportTarget, resolveOpenReports } from './community-report-rows';

export const DISMISS_HIDDEN_MESSAGE = '숨겨진 글은 숨김 확정 또는 복구로 처리해주세요.';

export interface DismissedReports {
  hidden: boolean;
  /** Open reports closed; 0 means nothing was written (no audit row). */
  resolvedReports: number;
}

/**
 * An ADMIN finds a standing post's or comment's reports unfounded (ADR 20 left DISMISSED for the console, ADR 24):
 * its open reports are resolved DISMISSED, the target itself is not touched, and the audit row
 * `community-post.dismiss-reports` / `community-comment.dismiss-reports` is written in the same transaction (ADR 13).
 * Only open reports count towards hiding, so it then takes 5 new reporters to hide it. A hidden target is refused
 * (409): dismissing would leave it hidden with nobody's reports behind it, so its decision is hide or restore.
 * 404 for a missing, deleted or another brand's target (a comment on a hidden post too: its fate goes with the post).
 */
export async function dismissCommunityReports(
  db: Db,
  input: { brand: BrandId; actor: PostActor; target: ReportTarget },
): Promise<DismissedReports> {
  return db.transaction(async (tx) => {
    const locked = await lockTarget(tx, input.brand, input.target);
    if (locked.hiddenAt !== null) throw conflict(DISMISS_HIDDEN_MESSAGE, 'REPORT_TARGET_HIDDEN');
    const resolved = await resolveOpenReports(tx, input.target, 'DISMISSED');
    if (resolved === 0) return { hidden: false, resolvedReports: 0 };
    const post = 'postId' in input.target;
    const snapshot = { ...locked.snapshot, hiddenAt: null };
    await recordAuditEvent(tx, {
      brand: input.brand,
      actorId: input.actor.userId,
      action: post ? 'community-post.dismiss-reports' : 'community-comment.dismiss-reports',
      resourceType: post ? 'community-post' : 'community-comment',
      resourceId: locked.snapshot.id,
      before: { ...snapshot, openReports: resolved },
      after: { ...snapshot, openReports: 0, resolvedReports: resolved },
    });
    return { hidden: false, resolvedReports: resolved };
  });
}

/** The target of the brand locked for the decision, with what the audit log keeps of it (ADR 20's snapshots). */
async function lockTarget(tx: Db, brand: BrandId, target: ReportTarget) {
  if ('postId' in target) {
    const post = await findExistingPost(tx, { brand, postId: target.postId, lock: true });
    if (!post) throw communityErrors.postNotFound();
    return { hiddenAt: post.hiddenAt, snapshot: { id: post.id, boardId: post.boardId, authorId: post.authorId } };
  }
  const found = await findCommunityComment(tx, { brand, commentId: target.commentId });
  if (!found) throw commentErrors.notFound();
  const [comment] = await tx
    .select({ id: communityComments.id, postId: communityComments.postId, authorId: communityComments.authorId, body: communityComments.body, hiddenAt: communityComments.hiddenAt, deletedAt: communityComments.deletedAt })
    .from(communityComments)
    .where(eq(communityComments.id, found.id))
    .for('update');
  if (!comment || comment.deletedAt !== null) throw commentErrors.notFound();
  return {
    hiddenAt: comment.hiddenAt,
    snapshot: { id: comment.id, postId: comment.postId, authorId: comment.authorId, body: comment.body },
  };
}
