import { and, eq } from 'drizzle-orm';
import { categoryOf } from '../../config/attachment-types';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema';
import { postingErrors } from './posting-errors';

/**
 * A posting's new poster (ADR 5's pipeline, as attach-channel-images.ts does for a channel), in the posting's
 * transaction: it must be an image the company uploaded and completed (UPLOADED, or ATTACHED already — a duplicated
 * posting shares its poster); UPLOADED becomes ATTACHED so the stale-upload sweep never deletes it. With `attach`
 * false (the preview) nothing is written. Anything else is one 400 POSTING_UNKNOWN_UPLOAD, so nobody learns whether
 * an id exists. Returns its `/uploads/<key>`.
 */
export async function attachPostingPoster(
  tx: Db,
  input: { ownerId: string; attachmentId: string; attach?: boolean; now?: Date },
): Promise<string> {
  const query = tx
    .select({ id: attachments.id, key: attachments.key, userId: attachments.userId, status: attachments.status, type: attachments.type })
    .from(attachments)
    .where(eq(attachments.id, input.attachmentId));
  const [row] = input.attach === false ? await query : await query.for('update');
  const usable = row?.userId === input.ownerId && (row.status === 'UPLOADED' || row.status === 'ATTACHED') && categoryOf(row.type) === 'IMAGE';
  if (!usable) throw postingErrors.unknownUpload();
  if (row.status === 'UPLOADED' && input.attach !== false) {
    await tx
      .update(attachments)
      .set({ status: 'ATTACHED', attachedAt: input.now ?? new Date() })
      .where(and(eq(attachments.id, row.id), eq(attachments.status, 'UPLOADED')));
  }
  return `/uploads/${row.key}`;
}
