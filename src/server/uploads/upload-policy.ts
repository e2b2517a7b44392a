/**
 * Who may do what with an upload — the one place for these rules (ADR 5):
 * - an upload belongs to a member (user id) or a visitor's anonymous upload session (SHA-256 of the `uploadSession`
 *   cookie); only the owner may complete it or attach the file;
 * - a verified file is served to anyone holding its URL (the URL is the capability), never a staging object under
 *   `incoming/` (find-served-attachment.ts adds: never a pending or rejected upload).
 */
import { type SQL, and, eq, isNull, or, sql } from 'drizzle-orm';
import { type Attachment, attachments } from '../../db/schema';
import { isStorageKey } from '../storage/object-storage';

export interface UploadOwner {
  userId: string | null;
  /** Set for visitors; a member who uploaded as a visitor before logging in keeps those files. */
  uploadSessionHash: string | null;
}

/** Whether a key may be served at all: one of our storage keys, and not a staging object (unverified bytes). */
export function isServableKey(key: string): boolean {
  return isStorageKey(key) && !key.startsWith('incoming/');
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
