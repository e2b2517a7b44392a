import { bigint, bigserial, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A chat room (spec §3 Chat room). */
export const chatRooms = pgTable('chat_rooms', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages in posting order: the id increases, so "after the last read message" is `id > last_read_message_id`. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    /** Null for system messages (room notices). */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_room_id_idx').on(t.roomId, t.id)],
);

/** Room membership with the member's read position; messages after it (not their own) are unread. */
export const chatMembers = pgTable(
  'chat_members',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The newest message the member has seen: a position, not a foreign key, so deleting that message does not
     * turn the whole room unread. Null when none (joining an empty room).
     */
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'chat_members_pkey', columns: [t.roomId, t.userId] }),
    index('chat_members_user_idx').on(t.userId),
  ],
);

export type ChatRoom = typeof chatRooms.$inferSelect;
export type ChatMessage = typeof chatMessages.$inferSelect;
export type ChatMember = typeof chatMembers.$inferSelect;
