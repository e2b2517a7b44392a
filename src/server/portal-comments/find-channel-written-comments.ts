import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, portalComments, postings, users } from '../../db/schema';
import { commentAuthorJoin, portalCommentRowColumns } from './portal-comment-rows';
import { type PortalCommentView, presentPortalComment } from './portal-comment-presenter';
import type { BrandId } from '../../config/hosts';
import type { CommentActor } from '../comments/comment-policy';

export interface ChannelWrittenComment {
  /** Signed as the channel (authorIsChannelManager), with viewerCanEdit/viewerCanDelete for the company. */
  comment: PortalCommentView;
  /** The posting whose thread it is on; null when it is on the channel's own thread. */
  posting: { id: number; title: string } | null;
  /** The comment it answers, for a reply: who asked and what (empty when that comment was deleted). */
  inReplyTo: { authorName: string; body: string; deleted: boolean } | null;
}

/**
 * What a company wrote as its channel (/channel/written-comment): its standing comments and replies on the threads
 * it manages — its channel's own thread and its postings' threads — newest first. Comments the same account left on
 * another company's thread are not the channel's voice and are not listed. Null channel (none made yet): nothing.
 * Lives with the portal comments (they already read channels; channels may not read them back).
 */
export async function findChannelWrittenComments(
  db: Db,
  input: {
    /** The channel's manager (src/server/channels/channel-policy.ts authorised them) and the brand they act on. */
    manager: { userId: string; brand: BrandId };
    viewer: CommentActor;
    paging: { page: number; pageSize: number };
  },
): Promise<{ totalCount: number; nodes: ChannelWrittenComment[]; channel: { id: string; url: string; title: string } | null }> {
  const [channel] = await db
    .select({ id: channels.id, url: channels.url, title: channels.title })
    .from(channels)
    .where(eq(channels.ownerId, input.manager.userId));
  if (!channel) return { totalCount: 0, nodes: [], channel: null };

  const where = and(
    eq(portalComments.brand, input.manager.brand),
    eq(portalComments.userId, input.manager.userId),
    isNull(portalComments.deletedAt),
    or(
      eq(portalComments.channelId, channel.id),
      sql`${portalComments.postingId} in (select ${postings.id} from ${postings} where ${postings.channelId} = ${channel.id})`,
    ),
  );
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(portalComments).where(where);
  const totalCount = counted?.n ?? 0;
  const { page, pageSize } = input.paging;
  const offset = (page - 1) * pageSize;
  if (offset >= totalCount) return { totalCount, nodes: [], channel };

  const rows = await db
    .select({ ...portalCommentRowColumns, postingId: postings.id, postingTitle: postings.title })
    .from(portalComments)
    .innerJoin(users, commentAuthorJoin)
    .leftJoin(postings, eq(postings.id, portalComments.postingId))
    .where(where)
    .orderBy(desc(portalComments.createdAt), desc(portalComments.id))
    .limit(pageSize)
    .offset(offset);

  const parentIds = rows.map((row) => row.parentId).filter((id): id is number => id !== null);
  const parents = new Map<number, PortalCommentView>();
  if (parentIds.length > 0) {
    const parentRows = await db
      .select(portalCommentRowColumns)
      .from(portalComments)
      .innerJoin(users, commentAuthorJoin)
      .where(inArray(portalComments.id, parentIds));
    for (const row of parentRows) {
      parents.set(row.id, presentPortalComment(row, { viewer: null, managerId: input.manager.userId, channelTitle: channel.title }));
    }
  }

  const { viewer } = input;
  return {
    totalCount,
    channel,
    nodes: rows.map(({ postingId, postingTitle, ...row }) => {
      const parent = row.parentId !== null ? parents.get(row.parentId) : undefined;
      return {
        comment: presentPortalComment(row, { viewer, managerId: input.manager.userId, channelTitle: channel.title }),
        posting: postingId !== null ? { id: postingId, title: postingTitle! } : null,
        inReplyTo: parent ? { authorName: parent.authorName, body: parent.body, deleted: parent.deleted } : null,
      };
    }),
  };
}
