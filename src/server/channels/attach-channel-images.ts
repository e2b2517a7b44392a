import { and, eq, inArray } from 'drizzle-orm';
import { categoryOf } from '../../config/attachment-types';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema';
import { channelErrors } from './channel-errors';

/**
 * Attaches a channel's new logo and cover (ADR 5's pipeline, as attach-community-post-images.ts does for a post), in
 * the channel's transaction: each must be an image the owner uploaded and completed (UPLOADED, or ATTACHED already —
 * the logo made a cover, say); UPLOADED ones become ATTACHED, so the stale-upload sweep never deletes them. The rows
 * are locked, so a sweep running meanwhile either finds them attached or has deleted them first (then this refuses).
 * Anything else — someone else's file, an unknown id, a pending or rejected upload, not an image — is 400
 * CHANNEL_UNKNOWN_UPLOAD, the same answer for each, so nobody learns whether an id exists. Returns each id's
 * `/uploads/<key>`.
 */
export async function attachChannelImages(
  tx: Db,
  input: { ownerId: string; attachmentIds: readonly string[]; now?: Date },
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  if (input.attachmentIds.length === 0) return urls;
  const rows = await tx
    .select({ id: attachments.id, key: attachments.key, userId: attachments.userId, status: attachments.status, type: attachments.type })
    .from(attachments)
    .where(inArray(attachments.id, [...input.attachmentIds]))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const toAttach: string[] = [];
  for (const id of input.attachmentIds) {
    const row = byId.get(id);
    const usable =
      row?.userId === input.ownerId && (row.status === 'UPLOADED' || row.status === 'ATTACHED') && categoryOf(row.type) === 'IMAGE';
    if (!usable) throw channelErrors.unknownUpload();
    if (row.status === 'UPLOADED') toAttach.push(row.id);
    urls.set(id, `/uploads/${row.key}`);
  }
  if (toAttach.length > 0) {
    await tx
      .update(attachments)
      .set({ status: 'ATTACHED', attachedAt: input.now ?? new Date() })
      .where(and(inArray(attachments.id, toAttach), eq(attachments.status, 'UPLOADED')));
  }
  return urls;
}
