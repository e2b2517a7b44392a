import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { channels, portalComments, users } from '../../db/schema';
import type { CommentActor } from './portal-comment-policy';
import { type PortalCommentView, presentPortalComment } from './portal-comment-presenter';
import { commentAuthorJoin, findRepliesOf, portalCommentRowColumns } from './portal-comment-rows';

export interface MyChannelComment {
  comment: PortalCommentView;
  channel: { id: string; url: string; title: string; deactivated: boolean };
}

/**
 * The member's standing top-level comments on channels, newest first, with the replies under them:
 * /accounts/channel-comment shows them all; with `answeredOnly`, /accounts/reply (담당자 Q&A) shows those someone
 * else has answered. A reply the channel's manager wrote is flagged authorIsChannelManager.
 */
export async function findMyPortalComments(
  db: Db,
  input: { brand: BrandId; actor: CommentActor; answeredOnly: boolean; paging: { page: number; pageSize: number } },
): Promise<{ totalCount: number; nodes: MyChannelComment[] }> {
  const conditions: SQL[] = [
    eq(portalComments.brand, input.brand),
    eq(portalComments.userId, input.actor.userId),
    isNotNull(portalComments.channelId),
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
      channel: { id: channels.id, url: channels.url, title: channels.title, ownerId: channels.ownerId, deactivatedAt: channels.deactivatedAt },
    })
    .from(portalComments)
    .innerJoin(users, commentAuthorJoin)
    .innerJoin(channels, eq(channels.id, portalComments.channelId))
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
    nodes: rows.map(({ channel, ...row }) => ({
      comment: presentPortalComment(row, {
        viewer: input.actor,
        managerId: channel.ownerId,
        channelTitle: channel.title,
        replies: replies.get(row.id) ?? [],
      }),
      channel: { id: channel.id, url: channel.url, title: channel.title, deactivated: channel.deactivatedAt !== null },
    })),
  };
}
