/**
 * Rooms as a viewer sees them (member count, joined, unread count, last message) for any number of rooms in three
 * queries, whatever the number of rooms: used by findChatRooms and getChatRoom.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ChatRoom, type ChatRoomKind, chatMembers, chatMessages, users } from '../../db/schema';
import { type ChatMessageView, chatMessageViewColumns, toChatMessageView } from './chat-message-view';
import { unreadForMember } from './count-unread-chat-messages';

export interface ChatRoomSummary {
  id: string;
  title: string;
  kind: ChatRoomKind;
  examId: number | null;
  createdAt: Date;
  memberCount: number;
  joined: boolean;
  /** Others' messages after the viewer's read position; 0 when not joined. */
  unreadCount: number;
  /** Null when the room is empty or the viewer has not joined it (messages are for members). */
  lastMessage: ChatMessageView | null;
}

export async function summarizeChatRooms(
  db: Db,
  viewerId: string | null,
  rooms: Array<{ room: ChatRoom; joined: boolean }>,
): Promise<ChatRoomSummary[]> {
  if (!rooms.length) return [];
  const ids = rooms.map((r) => r.room.id);
  const joinedIds = rooms.filter((r) => r.joined).map((r) => r.room.id);

  const memberCounts = await db
    .select({ roomId: chatMembers.roomId, n: sql<number>`count(*)::int` })
    .from(chatMembers)
    .where(inArray(chatMembers.roomId, ids))
    .groupBy(chatMembers.roomId);

  const unreadCounts =
    viewerId && joinedIds.length
      ? await db
          .select({ roomId: chatMembers.roomId, n: sql<number>`count(${chatMessages.id})::int` })
          .from(chatMembers)
          .innerJoin(chatMessages, unreadForMember)
          .where(and(eq(chatMembers.userId, viewerId), inArray(chatMembers.roomId, joinedIds)))
          .groupBy(chatMembers.roomId)
      : [];

  // The newest message of each joined room: one index probe per room on (room_id, id) through a lateral join.
  const latest = db
    .select(chatMessageViewColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(chatMessages.roomId, sql`room_ids.id`))
    .orderBy(desc(chatMessages.id))
    .limit(1)
    .as('latest');
  const lastMessages = joinedIds.length
    ? await db
        .select({
          id: latest.id,
          roomId: latest.roomId,
          body: latest.body,
          createdAt: latest.createdAt,
          senderId: latest.senderId,
          senderName: latest.senderName,
        })
        .from(sql`unnest(array[${sql.join(
            joinedIds.map((id) => sql`${id}`),
            sql`, `,
          )}]::uuid[]) as room_ids(id)`)
        .innerJoinLateral(latest, sql`true`)
    : [];

  const members = new Map(memberCounts.map((r) => [r.roomId, r.n]));
  const unread = new Map(unreadCounts.map((r) => [r.roomId, r.n]));
  const last = new Map(lastMessages.map((r) => [r.roomId, toChatMessageView(r)]));
  return rooms.map(({ room, joined }) => ({
    id: room.id,
    title: room.title,
    kind: room.kind,
    examId: room.examId,
    createdAt: room.createdAt,
    memberCount: members.get(room.id) ?? 0,
    joined,
    unreadCount: joined ? (unread.get(room.id) ?? 0) : 0,
    lastMessage: joined ? (last.get(room.id) ?? null) : null,
  }));
}

/** Latest activity first: the last message's time, else the room's creation. */
export function byLatestActivity(a: ChatRoomSummary, b: ChatRoomSummary): number {
  const at = (s: ChatRoomSummary) => (s.lastMessage?.createdAt ?? s.createdAt).getTime();
  return at(b) - at(a) || (b.lastMessage?.id ?? 0) - (a.lastMessage?.id ?? 0) || a.id.localeCompare(b.id);
}
