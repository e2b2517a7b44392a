import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FaqEntry, faqEntries } from '../../db/schema';
import type { ConsoleFaqEntry } from '../../contracts/console-faq';
import { notFound } from '../errors/domain-error';
import type { FaqEditor } from './faq-policy';

export const FAQ_NOT_FOUND_MESSAGE = '질문을 찾을 수 없습니다.';

export function presentFaqEntry(entry: FaqEntry): ConsoleFaqEntry {
  return {
    id: entry.id,
    category: entry.category,
    question: entry.question,
    answer: entry.answer,
    sortOrder: entry.sortOrder,
    updatedAt: entry.updatedAt.toISOString(),
  };
}

/** The fields an audit row keeps of an entry. */
export function faqAuditSnapshot(entry: FaqEntry) {
  return { category: entry.category, question: entry.question, answer: entry.answer, sortOrder: entry.sortOrder };
}

/** The editor's brand's entry, locked for the rest of the transaction; 404 when it is not there. */
export async function lockFaqEntry(tx: Db, editor: FaqEditor, id: string): Promise<FaqEntry> {
  const [entry] = await tx
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.id, id), eq(faqEntries.brand, editor.brand)))
    .for('update');
  if (!entry) throw notFound(FAQ_NOT_FOUND_MESSAGE);
  return entry;
}

/** Text as stored: ends trimmed, and blank is refused by the caller. */
export function trimmedFaqFields<T extends { category?: string; question?: string; answer?: string }>(input: T): T {
  const out = { ...input };
  for (const key of ['category', 'question', 'answer'] as const) {
    if (out[key] !== undefined) out[key] = out[key]!.trim() as T[typeof key];
  }
  return out;
}
