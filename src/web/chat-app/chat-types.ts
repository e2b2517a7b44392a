/** Shapes of the chat GraphQL schema (docs/CONTRACTS.md "Chat"). */

export type ChatRoomKind = 'GROUP' | 'EXAM';

export interface ChatSender {
  id: string;
  nickname: string;
}

export interface ChatMessage {
  /** Decimal string; increases within a room. */
  id: string;
  chatRoomId: string;
  body: string;
  /** ISO 8601. */
  createdAt: string;
  /** Null for a system notice. */
  sender: ChatSender | null;
  mine: boolean;
}

export interface ChatRoom {
  id: string;
  title: string;
  kind: ChatRoomKind;
  cbtExamId: number | null;
  memberCount: number;
  joined: boolean;
  unreadCount: number;
  lastMessage: ChatMessage | null;
}

export interface ChatMessagePage {
  /** Oldest first. */
  messages: ChatMessage[];
  /** More messages in the paging direction. */
  hasMore: boolean;
}

export interface ChatJoinResult {
  chatRoomId: string;
  userId: string;
}

/** Every failed call ends up as this (REST error body shape); `message` is Korean and safe to show. */
export interface ChatApiError {
  statusCode: number;
  code: string;
  message: string;
}

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
