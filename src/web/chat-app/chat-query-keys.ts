/** React Query keys of the chat app; everything lives under ['chat'] so a token change can reset it at once. */

export const CHAT_QUERY_ROOT = ['chat'] as const;

export const chatKeys = {
  rooms: () => ['chat', 'rooms'] as const,
  room: (chatRoomId: string) => ['chat', 'room', chatRoomId] as const,
  /** All message windows of a room (any focus). */
  roomMessages: (chatRoomId: string) => ['chat', 'messages', chatRoomId] as const,
  messages: (chatRoomId: string, focusMessageId: string | null) =>
    ['chat', 'messages', chatRoomId, focusMessageId ?? 'latest'] as const,
};
