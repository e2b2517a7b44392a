import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import { MAX_ATTACHMENT_BYTES, normalizeMimeType } from '../../config/attachment-types';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema';
import { type ObjectStorage, SizeMismatchError } from '../storage/object-storage';
import type { UploadTokenPayload } from '../storage/upload-token';
import { incomingKeyOf } from './attachment-view';
import { uploadErrors } from './upload-errors';

export interface ReceiveUploadInput {
  /** The verified signed-URL token. */
  token: UploadTokenPayload;
  /** Content-Type and Content-Length headers of the PUT, when sent. */
  contentType?: string;
  contentLength?: number;
  body: Readable;
}

/**
 * The local signed-URL PUT (spec §4): claims the URL (once only), then streams the body to incoming/<key>,
 * failing as soon as it passes the size the URL was signed for. Any failure deletes the bytes and marks the
 * attachment REJECTED; attachmentCompleteUpload then checks what the bytes really are.
 */
export async function receiveUpload(db: Db, storage: ObjectStorage, input: ReceiveUploadInput): Promise<void> {
  const { token } = input;
  const tooLarge = () =>
    token.size >= MAX_ATTACHMENT_BYTES ? uploadErrors.fileTooLarge() : uploadErrors.largerThanDeclared();
  if (input.contentType !== undefined && normalizeMimeType(input.contentType) !== token.contentType) {
    throw uploadErrors.contentTypeMismatch();
  }
  if (input.contentLength !== undefined && input.contentLength > token.size) throw tooLarge();

  const key = token.key.replace(/^incoming\//, '');
  if (incomingKeyOf(key) !== token.key) throw uploadErrors.urlInvalid();
  // One use: the first PUT stamps receivedAt; the token must also match what was prepared.
  const [claimed] = await db
    .update(attachments)
    .set({ receivedAt: new Date() })
    .where(
      and(
        eq(attachments.key, key),
        eq(attachments.status, 'PENDING'),
        isNull(attachments.receivedAt),
        eq(attachments.size, token.size),
        eq(attachments.type, token.contentType),
      ),
    )
    .returning({ id: attachments.id });
  if (!claimed) {
    const [existing] = await db.select({ id: attachments.id }).from(attachments).where(eq(attachments.key, key)).limit(1);
    throw existing ? uploadErrors.urlUsed() : uploadErrors.urlInvalid();
  }

  try {
    await storage.put(token.key, input.body, { contentType: token.contentType, size: token.size });
  } catch (error) {
    await storage.delete(token.key);
    await db.update(attachments).set({ status: 'REJECTED' }).where(eq(attachments.id, claimed.id));
    if (error instanceof SizeMismatchError) throw error.actual > token.size ? tooLarge() : uploadErrors.incomplete();
    throw error;
  }
}
