import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqEntries } from '../../db/schema';
import type { ConsoleFaqEntry } from '../../contracts/console-faq';
import type { FaqEditor } from './faq-policy';
import { presentFaqEntry } from './faq-entry-snapshot';

/** Every entry of the editor's brand in the order the public page shows them. */
export async function findConsoleFaqEntries(db: Db, editor: FaqEditor): Promise<ConsoleFaqEntry[]> {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.brand, editor.brand))
    .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.createdAt));
  return rows.map(presentFaqEntry);
}
