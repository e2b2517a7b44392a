import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqEntries } from '../../db/schema';
import type { ConsoleFaqEntry, UpdateFaqEntryBody } from '../../contracts/console-faq';
import { recordAuditEvent } from '../audit/record-audit-event';
import { invalid } from '../errors/domain-error';
import { FAQ_BLANK_MESSAGE } from './create-faq-entry';
import { faqAuditSnapshot, lockFaqEntry, presentFaqEntry, trimmedFaqFields } from './faq-entry-snapshot';
import type { FaqEditor } from './faq-policy';

/** Changes the given fields of one of the editor's brand's entries (404 for another brand's), with its audit row. */
export async function updateFaqEntry(db: Db, editor: FaqEditor, id: string, input: UpdateFaqEntryBody): Promise<ConsoleFaqEntry> {
  const fields = trimmedFaqFields(input);
  if (Object.values(fields).some((value) => value === '')) throw invalid(FAQ_BLANK_MESSAGE);
  return db.transaction(async (tx) => {
    const before = await lockFaqEntry(tx, editor, id);
    const [after] = await tx
      .update(faqEntries)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(faqEntries.id, id))
      .returning();
    await recordAuditEvent(tx, {
      brand: editor.brand,
      actorId: editor.userId,
      action: 'faq-entry.update',
      resourceType: 'faq-entry',
      resourceId: id,
      before: faqAuditSnapshot(before),
      after: faqAuditSnapshot(after!),
    });
    return presentFaqEntry(after!);
  });
}
