import { type SQL, and, asc, eq, ilike, or } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { faqEntries } from '../../db/schema';
import type { FaqCategory, FaqList } from '../../contracts/faq';
import { escapeLike, normalizeSearchQuery } from '../search/search-text';
import { DEFAULT_MAX_QUERY_WORDS } from '../search/text-match';

/**
 * The brand's 자주 묻는 질문 grouped by category, categories in the order of their first entry. With a query, only
 * the entries whose question or answer contains every word of it (case-insensitive substring, up to the search's
 * usual word count). A brand has tens of entries, so a scan is cheaper than keeping trigram columns for them.
 */
export async function findFaq(db: Db, brand: BrandId, query?: string): Promise<FaqList> {
  const normalized = normalizeSearchQuery(query ?? '');
  const words = normalized ? normalized.split(' ').slice(0, DEFAULT_MAX_QUERY_WORDS) : [];
  const conditions: SQL[] = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    return or(ilike(faqEntries.question, pattern), ilike(faqEntries.answer, pattern))!;
  });
  const rows = await db
    .select({ id: faqEntries.id, category: faqEntries.category, question: faqEntries.question, answer: faqEntries.answer })
    .from(faqEntries)
    .where(and(eq(faqEntries.brand, brand), ...conditions))
    .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.createdAt));
  return { categories: groupByCategory(rows), query: normalized || null };
}

export function groupByCategory(rows: ReadonlyArray<{ id: string; category: string; question: string; answer: string }>): FaqCategory[] {
  const groups = new Map<string, FaqCategory>();
  for (const { category, ...item } of rows) {
    const group = groups.get(category) ?? { title: category, items: [] };
    group.items.push(item);
    groups.set(category, group);
  }
  return [...groups.values()];
}
