import { and, eq, inArray } from 'drizzle-orm';
import { categoryOf } from '../../config/attachment-types';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema';
import { invalid } from '../errors/domain-error';

export const UNKNOWN_PROBLEM_IMAGE_MESSAGE = '올린 이미지를 찾을 수 없습니다. 이미지를 다시 올려주세요.';

/**
 * The uploaded images (`/uploads/<key>`, ADR 5) that problem or passage HTML shows, checked and attached in the write's
 * transaction (ADR 34), so the stale-upload sweep never deletes a file a problem shows. Usable: an image the operator
 * uploaded and completed (UPLOADED, which becomes ATTACHED), or one already ATTACHED to something published — a
 * colleague's problem being edited, or an exported paper imported again. Anything else (an unknown key, a pending or
 * rejected upload, another member's unattached file, a file that is not an image) is one 400 for all, so nobody learns
 * whether a key exists. With `dryRun` it only reads and answers the keys it would refuse (the import's dry run).
 */
export async function attachProblemImages(
  tx: Db,
  input: { uploaderId: string; uploadKeys: readonly string[]; now?: Date; dryRun?: boolean },
): Promise<{ refused: string[] }> {
  if (input.uploadKeys.length === 0) return { refused: [] };
  const query = tx
    .select({ id: attachments.id, key: attachments.key, userId: attachments.userId, status: attachments.status, type: attachments.type })
    .from(attachments)
    .where(inArray(attachments.key, [...input.uploadKeys]));
  // Locked when attaching: a sweep running meanwhile either finds the rows attached or has deleted them first (then
  // this refuses).
  const rows = input.dryRun ? await query : await query.for('update');
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const refused: string[] = [];
  const toAttach: string[] = [];
  for (const key of input.uploadKeys) {
    const row = byKey.get(key);
    const usable =
      row !== undefined &&
      categoryOf(row.type) === 'IMAGE' &&
      (row.status === 'ATTACHED' || (row.status === 'UPLOADED' && row.userId === input.uploaderId));
    if (!usable) refused.push(key);
    else if (row.status === 'UPLOADED') toAttach.push(row.id);
  }
  if (input.dryRun) return { refused };
  if (refused.length > 0) throw invalid(UNKNOWN_PROBLEM_IMAGE_MESSAGE, 'UNKNOWN_UPLOAD');
  if (toAttach.length > 0) {
    await tx
      .update(attachments)
      .set({ status: 'ATTACHED', attachedAt: input.now ?? new Date() })
      .where(and(inArray(attachments.id, toAttach), eq(attachments.status, 'UPLOADED')));
  }
  return { refused };
}
