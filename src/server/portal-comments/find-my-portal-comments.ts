import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { channels, portalComments, postings, users } from '../../db/schema';
import type { CommentActor } from './portal-comment-policy';
import { type PortalCommentView, presentPortalComment } from './portal-comment-presenter';
import { commentAuthorJoin, findRepliesOf, portalCommentRowColumns } from './portal-comment-rows';

/** Where a comment of the member's stands: exactly one of channel and posting is set. */
export interface MyPortalComment {
  comment: PortalCommentView;
  channel: { id: string; url: string; title: string; deactivated: boolean } | null;
  posting: { id: number; title: string; channelTitle: string } | null;
}

// A posting's comments are addressed to the channel that published it: its owner answers them as 담당자.
const postingChannels = alias(channels, 'posting_channels');

/**
 * The member's standing top-level comments on channels and postings, newest first, with the replies under them:
 * /accounts/channel-comment shows them all; with `answeredOnly`, /accounts/reply (담당자 Q&A) shows those someone
 * else has answered. A reply the manager wrote (the channel's owner, or the owner of the posting's channel) is flagged
 * authorIsChannelManager.
 */
export async function findMyPortalComments(
  db: Db,
  input: { brand: BrandId; actor: CommentActor; answeredOnly: boolean; paging: { page: number; pageSize: number } },
): Promise<{ totalCount: number; nodes: MyPortalComment[] }> {
  const conditions: SQL[] = [
    eq(portalComments.brand, input.brand),
    eq(portalComments.userId, input.actor.userId),
    isNull(portalComments.parentId),
    isNull(portalComments.deletedAt),
  ];
  if (input.answeredOnly) {
    conditions.push(sql`exists (
      select 1 from ${portalComments} r
      where r.parent_id = ${portalComments.id} and r.deleted_at is null and r.user_id <> ${input.actor.userId}
    )`);
  }
  const where = and(...conditions);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(portalComments).where(where);
  const totalCount = counted?.n ?? 0;
  const { page, pageSize } = input.paging;
  const offset = (page - 1) * pageSize;
  if (offset >= totalCount) return { totalCount, nodes: [] };

  const rows = await db
    .select({
      ...portalCommentRowColumns,
      channelId: channels.id,
      channelUrl: channels.url,
      channelTitle: channels.title,
      channelOwnerId: channels.ownerId,
      channelDeactivatedAt: channels.deactivatedAt,
      postingId: postings.id,
      postingTitle: postings.title,
      postingChannelTitle: postingChannels.title,
      postingOwnerId: postingChannels.ownerId,
    })
    .from(portalComments)
    .innerJoin(users, commentAuthorJoin)
    .leftJoin(channels, eq(channels.id, portalComments.channelId))
    .leftJoin(postings, eq(postings.id, portalComments.postingId))
    .leftJoin(postingChannels, eq(postingChannels.id, postings.channelId))
    .where(where)
    .orderBy(desc(portalComments.createdAt), desc(portalComments.id))
    .limit(pageSize)
    .offset(offset);
  const replies = await findRepliesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    totalCount,
    nodes: rows.map((row) => {
      const onChannel = row.channelId !== null;
      return {
        comment: presentPortalComment(row, {
          viewer: input.actor,
          managerId: onChannel ? row.channelOwnerId : row.postingOwnerId,
          channelTitle: (onChannel ? row.channelTitle : row.postingChannelTitle) ?? undefined,
          replies: replies.get(row.id) ?? [],
        }),
        channel: onChannel
          ? { id: row.channelId!, url: row.channelUrl!, title: row.channelTitle!, deactivated: row.channelDeactivatedAt !== null }
          : null,
        posting:
          row.postingId !== null
            ? { id: row.postingId, title: row.postingTitle!, channelTitle: row.postingChannelTitle ?? '' }
            : null,
      };
    }),
  };
}
