/** A message with its sender's display name: what every chat read returns before the presenter shapes it. */
import { sql } from 'drizzle-orm';
import { chatMessages, users } from '../../db/schema';

export interface ChatSenderView {
  id: string;
  /** The nickname, falling back to the username. */
  nickname: string;
}

export interface ChatMessageView {
  id: number;
  roomId: string;
  body: string;
  createdAt: Date;
  /** Null for a system notice (or a sender whose account is gone). */
  sender: ChatSenderView | null;
}

/** Columns of a message left-joined to its sender (`leftJoin(users, eq(users.id, chatMessages.senderId))`). */
export const chatMessageViewColumns = {
  id: chatMessages.id,
  roomId: chatMessages.roomId,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
  // Aliased so the columns stay unambiguous inside subqueries (users.id would clash with chat_messages.id).
  senderId: sql<string | null>`${users.id}`.as('sender_id'),
  senderName: sql<string | null>`coalesce(${users.nickname}, ${users.username})`.as('sender_name'),
};

export interface ChatMessageViewRow {
  id: number;
  roomId: string;
  body: string;
  createdAt: Date;
  senderId: string | null;
  senderName: string | null;
}

export function toChatMessageView(row: ChatMessageViewRow): ChatMessageView {
  return {
    id: Number(row.id),
    roomId: row.roomId,
    body: row.body,
    createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
    sender: row.senderId ? { id: row.senderId, nickname: row.senderName ?? '' } : null,
  };
}
