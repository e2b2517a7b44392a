/**
 * Who an upload belongs to: a member (user id) or a visitor's anonymous upload session (SHA-256 of the
 * `uploadSession` cookie). Only the owner may complete an upload or attach the file.
 */
import { type SQL, and, eq, isNull, or, sql } from 'drizzle-orm';
import { type Attachment, attachments } from '../../db/schema';

export interface UploadOwner {
  userId: string | null;
  /** Set for visitors; a member who uploaded as a visitor before logging in keeps those files. */
  uploadSessionHash: string | null;
}

export function ownsAttachment(owner: UploadOwner, attachment: Pick<Attachment, 'userId' | 'uploadSessionHash'>): boolean {
  if (attachment.userId) return attachment.userId === owner.userId;
  return !!attachment.uploadSessionHash && attachment.uploadSessionHash === owner.uploadSessionHash;
}

/** The same rule as a SQL condition. */
export function ownedBy(owner: UploadOwner): SQL {
  const conditions: SQL[] = [];
  if (owner.userId) conditions.push(eq(attachments.userId, owner.userId));
  if (owner.uploadSessionHash) {
    conditions.push(and(isNull(attachments.userId), eq(attachments.uploadSessionHash, owner.uploadSessionHash))!);
  }
  return conditions.length ? or(...conditions)! : sql`false`;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
