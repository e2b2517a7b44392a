import type { Db } from '../../db/client';
import type { ChatRoomAccess } from './chat-room-policy';
import { type ChatRoomSummary, summarizeChatRooms } from './chat-room-summaries';

/** One room as its viewer sees it; `access` comes from getChatRoomAccess, which decided the viewer may see it. */
export async function getChatRoom(db: Db, access: ChatRoomAccess): Promise<ChatRoomSummary> {
  const [summary] = await summarizeChatRooms(db, access.viewerId, [{ room: access.room, joined: access.joined }]);
  return summary!;
}
