import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema';
import type { ObjectStorage } from '../storage/object-storage';
import { incomingKeyOf } from './attachment-view';

export interface StaleUploadRules {
  now?: Date;
  /** PENDING uploads are dropped this long after their URL expired. */
  pendingGraceMs?: number;
  /** UPLOADED files never attached to anything are dropped after this long. */
  unattachedMs?: number;
  /** Rows handled per call. */
  batchSize?: number;
}

/**
 * Frees space taken by uploads that will never be used: rejected ones, prepared ones whose URL expired, and
 * verified ones never attached within a day. Rows go first (the condition is re-checked atomically, so a file
 * attached meanwhile stays), then their bytes. Returns how many were removed.
 */
export async function deleteStaleUploads(db: Db, storage: ObjectStorage, rules: StaleUploadRules = {}): Promise<number> {
  const now = rules.now?.getTime() ?? Date.now();
  const expiredBefore = new Date(now - (rules.pendingGraceMs ?? 3_600_000));
  const uploadedBefore = new Date(now - (rules.unattachedMs ?? 86_400_000));
  const stale = or(
    eq(attachments.status, 'REJECTED'),
    and(eq(attachments.status, 'PENDING'), lt(attachments.uploadExpiresAt, expiredBefore)),
    and(eq(attachments.status, 'UPLOADED'), lt(attachments.uploadedAt, uploadedBefore)),
  );
  const candidates = await db
    .select({ id: attachments.id })
    .from(attachments)
    .where(stale)
    .limit(rules.batchSize ?? 500);
  if (!candidates.length) return 0;
  const removed = await db
    .delete(attachments)
    .where(and(inArray(attachments.id, candidates.map((c) => c.id)), stale))
    .returning({ key: attachments.key });
  for (const { key } of removed) {
    await storage.delete(incomingKeyOf(key));
    await storage.delete(key);
  }
  return removed.length;
}
