import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { BRAND_IDS } from './users';

/**
 * Every mail the product sends (email-change codes), written before it is handed to the mailer. With SMTP
 * configured sentAt records the hand-over; without it (the embedded default) the outbox is where the mail stays, and
 * the operator console and the development server's log show it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt.desc())],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
