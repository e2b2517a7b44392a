import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Upload states (docs/decisions/0005-uploads.md):
 * PENDING (prepared; the signed URL may be used once) → UPLOADED (bytes verified by attachmentCompleteUpload)
 * → ATTACHED (linked to an inquiry). REJECTED: the upload broke a rule; its bytes are deleted.
 */
export const ATTACHMENT_STATUSES = ['PENDING', 'UPLOADED', 'ATTACHED', 'REJECTED'] as const;
export type AttachmentStatus = (typeof ATTACHMENT_STATUSES)[number];

/** A file uploaded by a member, or by a visitor identified by an anonymous upload session (spec §3 Attachment). */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member who prepared the upload; null for a visitor. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the visitor's `uploadSession` cookie; null for members. */
    uploadSessionHash: text('upload_session_hash'),
    /** Storage key of the verified file, served at /uploads/<key>; the upload goes to incoming/<key> first. */
    key: text('key').notNull(),
    /** The file name as the user named it (shown, never used as a path). */
    name: text('name').notNull(),
    /** Declared MIME type, checked against the bytes on completion. */
    type: text('type').notNull(),
    /** Declared size in bytes; the stored size once verified (sanitised SVGs shrink). */
    size: integer('size').notNull(),
    /** The client's optional `path` (spec §3 upload path): what the file is for, e.g. "suggestion". */
    path: text('path'),
    status: text('status', { enum: ATTACHMENT_STATUSES }).notNull().default('PENDING'),
    /** The signed upload URL stops working at this time. */
    uploadExpiresAt: timestamp('upload_expires_at', { withTimezone: true }).notNull(),
    /** When the signed URL was used (local storage): a second use is refused. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attachments_key_key').on(t.key),
    index('attachments_user_idx').on(t.userId),
    index('attachments_upload_session_idx').on(t.uploadSessionHash),
    index('attachments_status_created_idx').on(t.status, t.createdAt),
    check('attachments_has_owner', sql`${t.userId} is not null or ${t.uploadSessionHash} is not null`),
    check('attachments_size_positive', sql`${t.size} > 0`),
  ],
);

export type Attachment = typeof attachments.$inferSelect;
export type NewAttachment = typeof attachments.$inferInsert;
