import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqEntries } from '../../db/schema';
import type { ConsoleFaqEntry } from '../../contracts/console-faq';
import { recordAuditEvent } from '../audit/record-audit-event';
import { lockFaqEntry, presentFaqEntry } from './faq-entry-snapshot';
import type { FaqEditor } from './faq-policy';
import { findConsoleFaqEntries } from './find-console-faq-entries';

/**
 * Swaps an entry with its neighbour above or below in the brand's order, both rows locked, with one audit row; at the
 * top (or bottom) nothing moves. Answers the brand's list in its new order.
 */
export async function moveFaqEntry(db: Db, editor: FaqEditor, id: string, direction: 'up' | 'down'): Promise<ConsoleFaqEntry[]> {
  await db.transaction(async (tx) => {
    const entry = await lockFaqEntry(tx, editor, id);
    const [neighbour] = await tx
      .select()
      .from(faqEntries)
      .where(
        and(
          eq(faqEntries.brand, editor.brand),
          direction === 'up' ? lt(faqEntries.sortOrder, entry.sortOrder) : gt(faqEntries.sortOrder, entry.sortOrder),
        ),
      )
      .orderBy(direction === 'up' ? desc(faqEntries.sortOrder) : asc(faqEntries.sortOrder))
      .limit(1)
      .for('update');
    if (!neighbour) return;
    await tx.update(faqEntries).set({ sortOrder: neighbour.sortOrder }).where(eq(faqEntries.id, entry.id));
    await tx.update(faqEntries).set({ sortOrder: entry.sortOrder }).where(eq(faqEntries.id, neighbour.id));
    await recordAuditEvent(tx, {
      brand: editor.brand,
      actorId: editor.userId,
      action: 'faq-entry.move',
      resourceType: 'faq-entry',
      resourceId: entry.id,
      before: { sortOrder: entry.sortOrder },
      after: { sortOrder: neighbour.sortOrder },
    });
  });
  return findConsoleFaqEntries(db, editor);
}
