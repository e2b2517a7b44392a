import { and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { portalComments, postings, users } from '../../db/schema';
import type { ProfileCountsInvalidation } from '../accounts/profile-counts-cache';
import { takesNotification } from '../accounts/notification-recipient';
import type { NotificationCaps } from '../notifications/notification-caps';
import { writeGroupedNotification } from '../notifications/write-grouped-notification';
import { getCommentTarget } from './get-comment-target';
import type { PortalCommentTarget } from './portal-comment-arguments';
import { portalCommentErrors } from './portal-comment-errors';
import type { CommentActor } from './portal-comment-policy';
import { type PortalCommentView, presentPortalComment } from './portal-comment-presenter';

export interface CreatedPortalComment {
  comment: PortalCommentView;
  /** The posting the comment is on (its commentCount changed), else null. */
  postingId: number | null;
  /** The posting's commentCount after the comment; null for a channel comment. */
  commentCount: number | null;
  /** The parent's author when a COMMENT_REPLY notification was written or grouped for them. */
  notifiedUserId: string | null;
}

/**
 * How a reply is announced to the parent's author (ADR 40): replies to one comment fold into one unread notification
 * (group key `comment-reply:<parentId>`) naming the latest replier and how many others replied; the dedupe key makes
 * the same reply announced once.
 */
export function commentReplyNotification(
  target: { title: string; path: string },
  parentId: number,
  reply: { id: number; authorName: string },
) {
  return {
    kind: 'COMMENT_REPLY' as const,
    scope: 'NOTIFICATION' as const,
    title: (others: number) =>
      others === 0
        ? `「${target.title}」에 남긴 내 댓글에 답글이 달렸어요.`
        : `「${target.title}」에 남긴 내 댓글에 ${reply.authorName}님 외 ${others}명이 답글을 남겼어요.`,
    link: `${target.path}#comment-${parentId}`,
    dedupeKey: `comment-reply:${reply.id}`,
    groupKey: `comment-reply:${parentId}`,
  };
}

/**
 * Writes a member's comment on a published posting or an active channel of the brand, or a reply to one of its
 * standing top-level comments (replies are one level deep; a reply to a reply, to a deleted comment or to a comment
 * elsewhere is a 400). In one transaction with the comment: the posting's comment_count is raised, and a reply to
 * someone else's comment notifies them (COMMENT_REPLY, grouped per parent comment while unread and capped per sender
 * and recipient, ADR 40; not when they turned the kind off in /profile, notification-recipient.ts), so neither can be
 * missing for a comment that exists. A replier over their hourly cap of notifying writes gets a 429 and nothing is
 * saved. The parent author's cached profile counts are forgotten after the commit.
 * The body and target come checked (portal-comment-arguments.ts), the actor authorised (portal-comment-policy.ts).
 */
export async function createPortalComment(
  db: Db,
  profileCounts: ProfileCountsInvalidation,
  caps: NotificationCaps,
  input: { brand: BrandId; actor: CommentActor; target: PortalCommentTarget; parentId: number | null; body: string },
): Promise<CreatedPortalComment> {
  const target = await getCommentTarget(db, { brand: input.brand, target: input.target });

  const outcome = await db.transaction(async (tx) => {
    let parentAuthorId: string | null = null;
    // Whether the parent's author takes COMMENT_REPLY notifications (not turned off in /profile, account standing).
    let parentAuthorTakesReplies = false;
    if (input.parentId !== null) {
      const [parent] = await tx
        .select({
          userId: portalComments.userId,
          parentId: portalComments.parentId,
          postingId: portalComments.postingId,
          channelId: portalComments.channelId,
          deletedAt: portalComments.deletedAt,
          authorTakesReplies: takesNotification(users, 'COMMENT_REPLY'),
        })
        .from(portalComments)
        .innerJoin(users, eq(users.id, portalComments.userId))
        .where(and(eq(portalComments.id, input.parentId), eq(portalComments.brand, input.brand)))
        // A delete of the parent racing this reply waits for it, or the reply sees the deletion.
        .for('share', { of: portalComments });
      const sameTarget = parent && parent.postingId === target.postingId && parent.channelId === target.channelId;
      if (!parent || !sameTarget || parent.parentId !== null || parent.deletedAt !== null) throw portalCommentErrors.invalidParent();
      parentAuthorId = parent.userId;
      parentAuthorTakesReplies = parent.authorTakesReplies;
    }

    const [row] = await tx
      .insert(portalComments)
      .values({
        brand: input.brand,
        postingId: target.postingId,
        channelId: target.channelId,
        parentId: input.parentId,
        userId: input.actor.userId,
        body: input.body,
      })
      .returning();
    const comment = row!;

    let commentCount: number | null = null;
    if (target.postingId !== null) {
      const [updated] = await tx
        .update(postings)
        .set({ commentCount: sql`${postings.commentCount} + 1` })
        .where(eq(postings.id, target.postingId))
        .returning({ commentCount: postings.commentCount });
      commentCount = updated?.commentCount ?? null;
    }

    const [author] = await tx
      .select({ nickname: users.nickname, username: users.username })
      .from(users)
      .where(eq(users.id, input.actor.userId));
    const presented = presentPortalComment(
      { ...comment, authorNickname: author!.nickname, authorUsername: author!.username },
      { viewer: input.actor, managerId: target.managerId, channelTitle: target.channelTitle },
    );

    let notifiedUserId: string | null = null;
    if (parentAuthorId !== null && parentAuthorId !== input.actor.userId && parentAuthorTakesReplies) {
      const notified = await writeGroupedNotification(tx, caps, {
        userId: parentAuthorId,
        actorId: input.actor.userId,
        ...commentReplyNotification(target, input.parentId!, { id: comment.id, authorName: presented.authorName }),
      });
      // Thrown inside the transaction: the comment is not saved either.
      if (notified.outcome === 'sender-over-cap') throw portalCommentErrors.tooManyReplies(notified.retryAfterSeconds);
      if (notified.outcome === 'created' || notified.outcome === 'grouped') notifiedUserId = parentAuthorId;
    }

    return { comment: presented, commentCount, notifiedUserId };
  });

  if (outcome.notifiedUserId) await profileCounts.forgetUser(outcome.notifiedUserId);
  return {
    comment: outcome.comment,
    postingId: target.postingId,
    commentCount: outcome.commentCount,
    notifiedUserId: outcome.notifiedUserId,
  };
}
