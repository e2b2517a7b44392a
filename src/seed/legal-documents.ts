/**
 * Reference data, not demo content: each brand's 이용약관, 개인정보처리방침 and 마케팅 정보 수신 text by version, and its
 * 자주 묻는 질문. Production needs them (the sign-up stores the version a member agreed to; the footer links them).
 * Idempotent: a version already stored is left as it is (a published text is never rewritten), and a brand that has
 * any FAQ entry keeps its operators' list.
 */
import { eq } from 'drizzle-orm';
import type { BrandId } from '../config/hosts';
import type { Db } from '../db/client';
import { faqEntries, legalDocuments } from '../db/schema';
import { FAQ_A } from './content/faq-a';
import { FAQ_B } from './content/faq-b';
import { LEGAL_DOCUMENTS_A } from './content/legal-documents-a';
import { LEGAL_DOCUMENTS_B } from './content/legal-documents-b';
import type { SeedFaqEntry, SeedLegalDocument } from './content/legal-content';

export const SEED_LEGAL_DOCUMENTS: readonly SeedLegalDocument[] = [...LEGAL_DOCUMENTS_A, ...LEGAL_DOCUMENTS_B];
export const SEED_FAQ: Readonly<Record<BrandId, readonly SeedFaqEntry[]>> = { a: FAQ_A, b: FAQ_B };

export async function seedLegalDocuments(db: Db, log: (message: string) => void = () => {}): Promise<void> {
  const inserted = await db
    .insert(legalDocuments)
    .values(SEED_LEGAL_DOCUMENTS.map((doc) => ({ ...doc, publishedAt: new Date(`${doc.effectiveDate}T00:00:00+09:00`) })))
    .onConflictDoNothing()
    .returning({ id: legalDocuments.id });
  if (inserted.length > 0) log(`seeded ${inserted.length} legal document versions`);
  for (const [brand, entries] of Object.entries(SEED_FAQ) as Array<[BrandId, readonly SeedFaqEntry[]]>) {
    const [any] = await db.select({ id: faqEntries.id }).from(faqEntries).where(eq(faqEntries.brand, brand)).limit(1);
    if (any) continue;
    await db.insert(faqEntries).values(entries.map((entry, index) => ({ brand, ...entry, sortOrder: index + 1 })));
    log(`seeded ${entries.length} FAQ entries of brand ${brand}`);
  }
}
