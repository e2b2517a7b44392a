import { and, eq, inArray } from 'drizzle-orm';
import { categoryOf } from '../../config/attachment-types';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema';
import { communityErrors } from './community-errors';

/**
 * Attaches the uploaded images a post's body shows (`/uploads/<key>`, ADR 5's pipeline), in the post's transaction:
 * each must be an image the author uploaded and completed (UPLOADED, or ATTACHED already — to another of their posts,
 * say); UPLOADED ones become ATTACHED, so the stale-upload sweep (uploads/delete-stale-uploads.ts) never deletes
 * them. The rows are locked, so a sweep running meanwhile either finds them attached or has deleted them first (then
 * this refuses). Anything else — someone else's file, an unknown key, a pending or rejected upload, a post without an
 * author — is 400 POST_UNKNOWN_UPLOAD, the same answer for each, so nobody learns whether a key exists.
 */
export async function attachCommunityPostImages(
  tx: Db,
  input: { authorId: string | null; uploadKeys: readonly string[]; now?: Date },
): Promise<void> {
  if (input.uploadKeys.length === 0) return;
  if (!input.authorId) throw communityErrors.foreignUpload();
  const rows = await tx
    .select({ id: attachments.id, key: attachments.key, userId: attachments.userId, status: attachments.status, type: attachments.type })
    .from(attachments)
    .where(inArray(attachments.key, [...input.uploadKeys]))
    .for('update');
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const toAttach: string[] = [];
  for (const key of input.uploadKeys) {
    const row = byKey.get(key);
    const usable =
      row?.userId === input.authorId &&
      (row.status === 'UPLOADED' || row.status === 'ATTACHED') &&
      categoryOf(row.type) === 'IMAGE';
    if (!usable) throw communityErrors.foreignUpload();
    if (row.status === 'UPLOADED') toAttach.push(row.id);
  }
  if (toAttach.length === 0) return;
  await tx
    .update(attachments)
    .set({ status: 'ATTACHED', attachedAt: input.now ?? new Date() })
    .where(and(inArray(attachments.id, toAttach), eq(attachments.status, 'UPLOADED')));
}
