import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { attachments } from './attachments';
import { BRAND_IDS, users } from './users';

/** Spec §3: deviceInfo is guessed by the client from its platform string. */
export const DEVICE_INFOS = ['MOBILE', 'PC'] as const;
export type DeviceInfo = (typeof DEVICE_INFOS)[number];

/**
 * Where an inquiry stands in the console (ADR 30): OPEN until an operator answers, ANSWERED once a reply is
 * stored (and mailed), CLOSED when an operator ends it (with or without an answer).
 */
export const INQUIRY_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** A customer inquiry (고객문의) from the inquiry panel (spec §3 Suggestion, §5). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Brand of the host the inquiry was sent from. */
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    /** The member who sent it; null for a visitor. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    content: text('content').notNull(),
    deviceInfo: text('device_info', { enum: DEVICE_INFOS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('OPEN'),
    /** The operator's reply, shown to the member and mailed to `email` (a visitor's only channel). */
    answer: text('answer'),
    /** Who answered; kept as null if the operator's account is deleted (the audit log still names them). */
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('inquiries_created_idx').on(t.createdAt),
    index('inquiries_user_idx').on(t.userId),
    // The console's queue: one brand, open first, oldest first.
    index('inquiries_queue_idx').on(t.brand, t.status, t.createdAt),
    check('inquiries_status_valid', sql`${t.status} in ('OPEN', 'ANSWERED', 'CLOSED')`),
    check('inquiries_answer_complete', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
    check('inquiries_closed_when_closed', sql`(${t.status} = 'CLOSED') = (${t.closedAt} is not null)`),
  ],
);

/** The attachments of an inquiry; an attachment belongs to at most one inquiry. */
export const inquiryAttachments = pgTable(
  'inquiry_attachments',
  {
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'inquiry_attachments_pkey', columns: [t.inquiryId, t.attachmentId] }),
    uniqueIndex('inquiry_attachments_attachment_key').on(t.attachmentId),
  ],
);

export type Inquiry = typeof inquiries.$inferSelect;
