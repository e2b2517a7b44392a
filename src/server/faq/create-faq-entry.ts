import { eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqEntries } from '../../db/schema';
import type { ConsoleFaqEntry, CreateFaqEntryBody } from '../../contracts/console-faq';
import { recordAuditEvent } from '../audit/record-audit-event';
import { invalid } from '../errors/domain-error';
import { faqAuditSnapshot, presentFaqEntry, trimmedFaqFields } from './faq-entry-snapshot';
import type { FaqEditor } from './faq-policy';

export const FAQ_BLANK_MESSAGE = '분류, 질문과 답변을 모두 입력해주세요.';

/** A new entry of the editor's brand, last in the list, with its audit row in the same transaction. */
export async function createFaqEntry(db: Db, editor: FaqEditor, input: CreateFaqEntryBody): Promise<ConsoleFaqEntry> {
  const fields = trimmedFaqFields(input);
  if (!fields.category || !fields.question || !fields.answer) throw invalid(FAQ_BLANK_MESSAGE);
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ n: max(faqEntries.sortOrder) }).from(faqEntries).where(eq(faqEntries.brand, editor.brand));
    const [created] = await tx
      .insert(faqEntries)
      .values({ brand: editor.brand, ...fields, sortOrder: (last?.n ?? 0) + 1 })
      .returning();
    await recordAuditEvent(tx, {
      brand: editor.brand,
      actorId: editor.userId,
      action: 'faq-entry.create',
      resourceType: 'faq-entry',
      resourceId: created!.id,
      before: null,
      after: faqAuditSnapshot(created!),
    });
    return presentFaqEntry(created!);
  });
}
