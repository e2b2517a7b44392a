import { and, eq, isNotNull, lte, max } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import { kstDayKey } from '../../config/kst';
import type { Db } from '../../db/client';
import { type LegalDocumentKind, legalDocuments } from '../../db/schema';

/**
 * The version of each of the brand's documents in force today (KST), or null where none is: what a member agrees to
 * when they sign up now.
 */
export async function findCurrentLegalVersions(db: Db, brand: BrandId, now = new Date()): Promise<Record<LegalDocumentKind, number | null>> {
  const rows = await db
    .select({ kind: legalDocuments.kind, version: max(legalDocuments.version) })
    .from(legalDocuments)
    .where(
      and(eq(legalDocuments.brand, brand), isNotNull(legalDocuments.publishedAt), lte(legalDocuments.effectiveDate, kstDayKey(now))),
    )
    .groupBy(legalDocuments.kind);
  const found = new Map(rows.map((row) => [row.kind, row.version]));
  return { TERMS: found.get('TERMS') ?? null, PRIVACY: found.get('PRIVACY') ?? null, MARKETING: found.get('MARKETING') ?? null };
}
