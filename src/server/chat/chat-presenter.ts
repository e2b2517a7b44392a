/**
 * The one place chat answers get their contract shape (docs/CONTRACTS.md "Chat"), for GraphQL and the live event
 * stream alike. `mine` depends on who looks, so messages travel on the event bus without it (ChatMessageData) and
 * each stream presents them for its own viewer.
 */
import type { ChatMessageView } from './chat-message-view';
import type { ChatRoomSummary } from './chat-room-summaries';

export interface ChatMessageJson {
  id: string;
  chatRoomId: string;
  body: string;
  createdAt: string;
  sender: { id: string; nickname: string } | null;
  mine: boolean;
}

/** A message as anyone sees it: JSON-safe, without `mine`. */
export type ChatMessageData = Omit<ChatMessageJson, 'mine'>;

export interface ChatRoomJson {
  id: string;
  title: string;
  kind: 'GROUP' | 'EXAM';
  cbtExamId: number | null;
  memberCount: number;
  joined: boolean;
  unreadCount: number;
  lastMessage: ChatMessageJson | null;
}

export function chatMessageData(message: ChatMessageView): ChatMessageData {
  return {
    id: String(message.id),
    chatRoomId: message.roomId,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
    sender: message.sender ? { id: message.sender.id, nickname: message.sender.nickname } : null,
  };
}

export function presentChatMessage(message: ChatMessageView | ChatMessageData, viewerId: string | null): ChatMessageJson {
  const data = 'roomId' in message ? chatMessageData(message) : message;
  return { ...data, mine: viewerId !== null && data.sender?.id === viewerId };
}

export function presentChatRoom(room: ChatRoomSummary, viewerId: string | null): ChatRoomJson {
  return {
    id: room.id,
    title: room.title,
    kind: room.kind,
    cbtExamId: room.examId,
    memberCount: room.memberCount,
    joined: room.joined,
    unreadCount: room.unreadCount,
    lastMessage: room.lastMessage ? presentChatMessage(room.lastMessage, viewerId) : null,
  };
}
