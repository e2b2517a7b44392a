/**
 * The one path of an ADMIN's decision on a post (hide, restore, pin; ADR 20): the post locked, the change, the open
 * reports resolved, and the audit row, all in one transaction (ADR 13), then the post as its page shows it to the
 * ADMIN. A decision that changes nothing (hiding a hidden post without open reports) writes nothing, not even a row.
 */
import { type SQL, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type CommunityReportResolution, communityPosts } from '../../db/schema';
import { type AuditAction, recordAuditEvent } from '../audit/record-audit-event';
import { communityErrors } from './community-errors';
import type { PostActor } from './community-post-policy';
import { type ActedOnPostRow, findExistingPost } from './community-post-rows';
import { resolveOpenReports } from './community-report-rows';
import { type CommunityPostDetail, getCommunityPost } from './get-community-post';

export interface PostModeration {
  action: AuditAction;
  /** The columns to change given the post as locked, or null when it already is as asked. */
  change: (post: ActedOnPostRow) => { hiddenAt?: SQL | null; isNotice?: boolean } | null;
  /** The decision closes the post's open reports this way (hide, restore); pinning leaves them. */
  resolution?: CommunityReportResolution;
}

/** What the audit log keeps of a moderated post: what moderation changes and what identifies it, not the body. */
const snapshot = (post: ActedOnPostRow) => ({
  id: post.id,
  boardId: post.boardId,
  authorId: post.authorId,
  isNotice: post.isNotice,
  hiddenAt: post.hiddenAt?.toISOString() ?? null,
});

export interface ModeratedPost {
  post: CommunityPostDetail;
  /** Something changed (the caller bumps the read cache only then). */
  changed: boolean;
}

export async function moderateCommunityPost(
  db: Db,
  input: { brand: BrandId; actor: PostActor; postId: number; moderation: PostModeration },
): Promise<ModeratedPost> {
  const { moderation } = input;
  const changed = await db.transaction(async (tx) => {
    const before = await findExistingPost(tx, { brand: input.brand, postId: input.postId, lock: true });
    if (!before) throw communityErrors.postNotFound();
    const change = moderation.change(before);
    let after = before;
    if (change) {
      const [updated] = await tx
        .update(communityPosts)
        .set(change)
        .where(eq(communityPosts.id, before.id))
        .returning({ isNotice: communityPosts.isNotice, hiddenAt: communityPosts.hiddenAt });
      after = { ...before, ...updated! };
    }
    const resolved = moderation.resolution ? await resolveOpenReports(tx, { postId: before.id }, moderation.resolution) : 0;
    if (!change && resolved === 0) return false;
    await recordAuditEvent(tx, {
      brand: input.brand,
      actorId: input.actor.userId,
      action: moderation.action,
      resourceType: 'community-post',
      resourceId: before.id,
      before: snapshot(before),
      after: { ...snapshot(after), resolvedReports: resolved },
    });
    return true;
  });
  const post = await getCommunityPost(db, {
    brand: input.brand,
    postId: input.postId,
    viewerId: input.actor.userId,
    viewerRole: input.actor.role,
  });
  return { post, changed };
}
