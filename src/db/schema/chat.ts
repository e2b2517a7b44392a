import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { exams } from './exams';
import { users } from './users';

/** GROUP: invited members only (private); EXAM: the one open room of a CBT exam (docs/CONTRACTS.md, ADR 6). */
export const CHAT_ROOM_KINDS = ['GROUP', 'EXAM'] as const;
export type ChatRoomKind = (typeof CHAT_ROOM_KINDS)[number];

/** A chat room (spec §3 Chat room). */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    kind: text('kind', { enum: CHAT_ROOM_KINDS }).notNull().default('GROUP'),
    /** The exam of an EXAM room (its brand is the room's brand); null for GROUP rooms. */
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One room per exam: concurrent first requests meet here (insert … on conflict do nothing).
    uniqueIndex('chat_rooms_exam_id_key').on(t.examId).where(sql`${t.examId} is not null`),
    check('chat_rooms_kind_valid', sql`${t.kind} in ('GROUP', 'EXAM')`),
    check('chat_rooms_exam_kind', sql`(${t.kind} = 'EXAM') = (${t.examId} is not null)`),
  ],
);

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
