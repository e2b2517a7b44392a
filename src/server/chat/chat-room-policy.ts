/**
 * Who may do what in a chat room — the one place these rules live (docs/CONTRACTS.md "Chat", ADR 6):
 * - GROUP rooms are private: a non-member gets the same 404 as a missing room, so private rooms cannot be probed.
 * - EXAM rooms are open on their exam's brand: anyone (visitors too) may look at one and members may join it;
 *   reading messages, sending and marking read need membership (403 CHAT_ROOM_NOT_JOINED).
 * - An EXAM room of another brand's exam does not exist here (404), like the exam itself.
 */
import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type ChatRoom, chatMembers, chatRooms, exams } from '../../db/schema';
import { chatErrors } from './chat-errors';

export type ChatRoomAction = 'view' | 'readMessages' | 'send' | 'markRead' | 'join';

export interface ChatRoomAccess {
  room: ChatRoom;
  /** Null for a visitor. */
  viewerId: string | null;
  /** The viewer is a member. */
  joined: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Room ids are UUIDs; anything else cannot be a room (and costs no query). */
export function isChatRoomId(value: string): boolean {
  return UUID.test(value);
}

/** The room as `viewerId` on `brand` may see it; 404 CHAT_ROOM_NOT_FOUND when they may not see it at all. */
export async function getChatRoomAccess(
  db: Db,
  input: { brand: BrandId; roomId: string; viewerId: string | null },
): Promise<ChatRoomAccess> {
  if (!isChatRoomId(input.roomId)) throw chatErrors.roomNotFound();
  const [row] = await db
    .select({ room: chatRooms, examBrand: exams.brand, memberId: chatMembers.userId })
    .from(chatRooms)
    .leftJoin(exams, eq(exams.id, chatRooms.examId))
    .leftJoin(
      chatMembers,
      // A visitor matches no membership: compare with a value no user id has.
      and(eq(chatMembers.roomId, chatRooms.id), eq(chatMembers.userId, input.viewerId ?? '00000000-0000-0000-0000-000000000000')),
    )
    .where(eq(chatRooms.id, input.roomId.toLowerCase()))
    .limit(1);
  if (!row) throw chatErrors.roomNotFound();
  const access: ChatRoomAccess = { room: row.room, viewerId: input.viewerId, joined: row.memberId !== null };
  authorizeChatRoom(access, 'view', input.brand, row.examBrand);
  return access;
}

/**
 * Throws the contract's error when the viewer may not do `action`. `view` needs the brand facts that
 * getChatRoomAccess passes; every other action assumes the room was already viewable.
 */
export function authorizeChatRoom(
  access: ChatRoomAccess,
  action: ChatRoomAction,
  brand?: BrandId,
  examBrand?: BrandId | null,
): void {
  const { room, joined } = access;
  switch (action) {
    case 'view':
      if (room.kind === 'EXAM' ? examBrand !== brand : !joined) throw chatErrors.roomNotFound();
      return;
    case 'join':
      // EXAM rooms are open; a GROUP room "joins" only a member (unchanged), anyone else never saw it.
      if (room.kind !== 'EXAM' && !joined) throw chatErrors.roomNotFound();
      return;
    case 'readMessages':
    case 'send':
    case 'markRead':
      if (!joined) throw chatErrors.notJoined();
      return;
  }
}

/** getChatRoomAccess followed by the check of one action. */
export async function requireChatRoomAccess(
  db: Db,
  input: { brand: BrandId; roomId: string; viewerId: string | null },
  action: ChatRoomAction,
): Promise<ChatRoomAccess> {
  const access = await getChatRoomAccess(db, input);
  authorizeChatRoom(access, action);
  return access;
}
