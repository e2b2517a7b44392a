import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Attachment, attachments } from '../../db/schema';
import { DomainError } from '../errors/domain-error';
import type { ObjectStorage } from '../storage/object-storage';
import { type AttachmentView, incomingKeyOf, toAttachmentView } from './attachment-view';
import { InvalidSvgError, sanitizeSvg } from './sanitize-svg';
import { sniffImageType } from './sniff-image-type';
import { uploadErrors } from './upload-errors';
import { type UploadOwner, UUID_PATTERN, ownedBy } from './upload-policy';

/** Reads at most `limit` bytes; null when the stream has more (it is destroyed, nothing more is read). */
async function readAtMost(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, total);
}

/**
 * Spec §4/§7.3 attachmentCompleteUpload: checks the uploaded bytes — exact size, real type sniffed from the
 * content equal to the declared image type, SVGs rebuilt without anything executable — then moves them from
 * incoming/<key> to <key>, where they are served, and marks the attachment UPLOADED. Whatever breaks a rule is
 * deleted and the attachment REJECTED. Completing again returns the same attachment.
 */
export async function completeUpload(
  db: Db,
  storage: ObjectStorage,
  input: { attachmentId: string; owner: UploadOwner },
): Promise<AttachmentView> {
  if (!UUID_PATTERN.test(input.attachmentId)) throw uploadErrors.attachmentNotFound();
  const [attachment] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, input.attachmentId), ownedBy(input.owner)))
    .limit(1);
  if (!attachment) throw uploadErrors.attachmentNotFound();
  if (attachment.status === 'UPLOADED' || attachment.status === 'ATTACHED') return toAttachmentView(attachment);
  if (attachment.status === 'REJECTED') throw uploadErrors.rejected();

  const incomingKey = incomingKeyOf(attachment.key);
  const stored = await storage.get(incomingKey);
  if (!stored) {
    throw attachment.uploadExpiresAt.getTime() < Date.now() ? uploadErrors.uploadExpired() : uploadErrors.notReceived();
  }

  const reject = async (error: DomainError): Promise<never> => {
    await storage.delete(incomingKey);
    await db
      .update(attachments)
      .set({ status: 'REJECTED' })
      .where(and(eq(attachments.id, attachment.id), eq(attachments.status, 'PENDING')));
    throw error;
  };

  // One read of the bytes we check and keep: S3 URLs can be PUT again until they expire, so nothing is read twice.
  const bytes = await readAtMost(stored.body, attachment.size);
  if (!bytes) return reject(uploadErrors.largerThanDeclared());
  if (bytes.length < attachment.size) return reject(uploadErrors.incomplete());

  const realType = sniffImageType(bytes);
  if (!realType) return reject(uploadErrors.typeNotAllowed());
  if (realType !== attachment.type) return reject(uploadErrors.typeMismatch());

  let verified = bytes;
  if (realType === 'image/svg+xml') {
    try {
      verified = Buffer.from(await sanitizeSvg(bytes.toString('utf8')), 'utf8');
    } catch (error) {
      if (error instanceof InvalidSvgError) return reject(uploadErrors.invalidSvg());
      throw error;
    }
  }

  await storage.put(attachment.key, verified, { contentType: attachment.type, size: verified.length });
  await storage.delete(incomingKey);
  const [uploaded] = await db
    .update(attachments)
    .set({ status: 'UPLOADED', size: verified.length, uploadedAt: new Date() })
    .where(and(eq(attachments.id, attachment.id), eq(attachments.status, 'PENDING')))
    .returning();
  // A concurrent completion of the same upload finished first: report its result.
  return toAttachmentView(uploaded ?? (await reload(db, attachment.id)));
}

async function reload(db: Db, id: string): Promise<Attachment> {
  const [attachment] = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
  if (!attachment) throw uploadErrors.attachmentNotFound();
  return attachment;
}
