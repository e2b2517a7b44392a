/** Pure updates of cached chat data, shared by live events, sending and marking as read. */
import type { InfiniteData } from '@tanstack/react-query';
import { compareMessageIds } from './message-ids';
import type { ChatMessage, ChatRoom } from './chat-types';

/** One loaded window of messages, oldest first. */
export interface MessageWindowPage {
  messages: ChatMessage[];
  /** Older messages exist before this page (meaningful on the first page). */
  hasOlder: boolean;
  /** Newer messages exist after this page (meaningful on the last page). */
  hasNewer: boolean;
}

export type MessagePageParam =
  | { kind: 'latest' }
  | { kind: 'around'; messageId: string }
  | { kind: 'before'; messageId: string }
  | { kind: 'after'; messageId: string };

export type MessagesData = InfiniteData<MessageWindowPage, MessagePageParam>;

export function flattenMessages(data: MessagesData | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: ChatMessage[] = [];
  for (const page of data.pages) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out;
}

/**
 * Adds a live (or just sent) message at the end of the newest page, unless it is already there or the window does
 * not reach the newest messages yet (then paging forward will bring it).
 */
export function appendMessage(data: MessagesData | undefined, message: ChatMessage): MessagesData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
  const lastIndex = data.pages.length - 1;
  const last = data.pages[lastIndex];
  if (!last || last.hasNewer) return data;
  const messages = [...last.messages, message].sort((a, b) => compareMessageIds(a.id, b.id));
  const pages = data.pages.slice();
  pages[lastIndex] = { ...last, messages };
  return { ...data, pages };
}

/**
 * A new message in the room list: it becomes the room's last message, others' messages count as unread, and the
 * room moves to the top (latest activity first). Null when the room is not in the list (the list must refetch).
 */
export function applyMessageToRooms(rooms: ChatRoom[] | undefined, message: ChatMessage): ChatRoom[] | null {
  if (!rooms) return null;
  const index = rooms.findIndex((room) => room.id === message.chatRoomId);
  const room = rooms[index];
  if (!room) return null;
  if (room.lastMessage && compareMessageIds(room.lastMessage.id, message.id) >= 0) return rooms;
  const updated: ChatRoom = {
    ...room,
    lastMessage: message,
    unreadCount: message.mine || !room.joined ? room.unreadCount : room.unreadCount + 1,
  };
  return [updated, ...rooms.slice(0, index), ...rooms.slice(index + 1)];
}

/** Replaces one room (e.g. the answer of markChatRoomRead) and keeps the order. */
export function replaceRoom(rooms: ChatRoom[] | undefined, room: ChatRoom): ChatRoom[] | undefined {
  if (!rooms) return rooms;
  return rooms.map((existing) => (existing.id === room.id ? room : existing));
}

/** The newest message in the window, when the window reaches the newest messages of the room. */
export function newestLoadedMessage(data: MessagesData | undefined): ChatMessage | null {
  const last = data?.pages[data.pages.length - 1];
  if (!last || last.hasNewer) return null;
  return last.messages[last.messages.length - 1] ?? null;
}
