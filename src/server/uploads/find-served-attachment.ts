import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Attachment, attachments } from '../../db/schema';

/** A verified attachment by its storage key; pending or rejected uploads are never served. */
export async function findServedAttachment(db: Db, key: string): Promise<Attachment | null> {
  const [attachment] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.key, key), inArray(attachments.status, ['UPLOADED', 'ATTACHED'])))
    .limit(1);
  return attachment ?? null;
}
