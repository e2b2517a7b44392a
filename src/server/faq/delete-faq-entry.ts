import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqEntries } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { faqAuditSnapshot, lockFaqEntry } from './faq-entry-snapshot';
import type { FaqEditor } from './faq-policy';

/** Deletes one of the editor's brand's entries (404 for another brand's); the audit row keeps its text. */
export async function deleteFaqEntry(db: Db, editor: FaqEditor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const entry = await lockFaqEntry(tx, editor, id);
    await tx.delete(faqEntries).where(eq(faqEntries.id, id));
    await recordAuditEvent(tx, {
      brand: editor.brand,
      actorId: editor.userId,
      action: 'faq-entry.delete',
      resourceType: 'faq-entry',
      resourceId: id,
      before: faqAuditSnapshot(entry),
      after: null,
    });
  });
}
