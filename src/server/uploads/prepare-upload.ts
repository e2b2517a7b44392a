import { randomBytes } from 'node:crypto';
import {
  categoryOf,
  extensionOf,
  extensionsOf,
  isUnderSizeLimit,
  normalizeMimeType,
} from '../../config/attachment-types';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema';
import type { ObjectStorage } from '../storage/object-storage';
import { type AttachmentView, incomingKeyOf, toAttachmentView } from './attachment-view';
import { uploadErrors } from './upload-errors';
import type { UploadOwner } from './upload-policy';

export interface PrepareUploadInput {
  owner: UploadOwner;
  name: string;
  size: number;
  type: string;
  path?: string | null;
  /** Lifetime of the signed URL. */
  ttlSeconds: number;
}

export interface PreparedUpload {
  attachment: AttachmentView;
  /** Where the browser PUTs the file, once, before it expires (spec §4 Upload). */
  signedURL: string;
}

/** Image categories only for now (spec §5: the inquiry form takes images); the other categories come later. */
const UPLOADABLE_CATEGORIES = new Set(['IMAGE']);

/** A file name as shown to people: no directories, no control characters. */
function cleanName(name: string): string {
  return name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .split(/[\\/]/)
    .pop()!
    .trim();
}

/**
 * Spec §4/§7.3 attachmentPrepareUpload: checks the declared name, size and type, records a PENDING attachment
 * owned by the caller and returns a signed upload URL bound to its storage key, size and type.
 */
export async function prepareUpload(db: Db, storage: ObjectStorage, input: PrepareUploadInput): Promise<PreparedUpload> {
  const name = cleanName(input.name);
  if (!name) throw uploadErrors.nameRequired();
  if (name.length > 255) throw uploadErrors.nameTooLong();
  if (!Number.isSafeInteger(input.size) || input.size < 0) throw uploadErrors.sizeInvalid();
  if (input.size === 0) throw uploadErrors.emptyFile();
  if (!isUnderSizeLimit(input.size)) throw uploadErrors.fileTooLarge();

  const type = normalizeMimeType(input.type);
  const category = categoryOf(type);
  if (!category || !UPLOADABLE_CATEGORIES.has(category)) throw uploadErrors.typeNotAllowed();
  // The name's extension must fit the type: "photo.png" as image/png, never "script.js" as image/png.
  const extensions = extensionsOf(type);
  if (!extensions.includes(extensionOf(name))) throw uploadErrors.typeNotAllowed();

  const path = input.path?.trim() || null;
  if (path && !/^[a-z0-9][a-z0-9/_-]{0,99}$/i.test(path)) throw uploadErrors.pathInvalid();

  // The served name is random: it is the file's capability URL, and says nothing about the user's file name.
  const key = `${randomBytes(16).toString('base64url')}.${extensions[0]}`;
  const expiresAt = new Date(Date.now() + input.ttlSeconds * 1000);
  const [attachment] = await db
    .insert(attachments)
    .values({
      userId: input.owner.userId,
      uploadSessionHash: input.owner.userId ? null : input.owner.uploadSessionHash,
      key,
      name,
      type,
      size: input.size,
      path,
      uploadExpiresAt: expiresAt,
    })
    .returning();
  const signedURL = await storage.createSignedUpload({
    key: incomingKeyOf(key),
    contentType: type,
    size: input.size,
    expiresAt,
  });
  return { attachment: toAttachmentView(attachment!), signedURL };
}
