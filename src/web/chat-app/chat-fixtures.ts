/** Test factories for the chat app's data (docs/CONTRACTS.md "Chat" shapes), with overrides. */
import type { ChatMessage, ChatRoom } from './chat-types';

export const createChatMessage = (id: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chatRoomId: '1',
  body: `메시지 ${id}`,
  createdAt: '2026-11-22T06:05:00Z',
  sender: { id: '2', nickname: '민수' },
  mine: false,
  ...overrides,
});

export const createChatRoom = (id: string, overrides: Partial<ChatRoom> = {}): ChatRoom => ({
  id,
  title: `방 ${id}`,
  kind: 'GROUP',
  cbtExamId: null,
  memberCount: 3,
  joined: true,
  unreadCount: 0,
  lastMessage: null,
  ...overrides,
});
