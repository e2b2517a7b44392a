import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import { kstDayKey } from '../../config/kst';
import type { Db } from '../../db/client';
import { legalDocuments } from '../../db/schema';
import type { LegalDocumentKind, LegalDocumentView } from '../../contracts/legal-documents';
import { josa } from 'es-hangul';
import { notFound } from '../errors/domain-error';
import { LEGAL_KIND_LABELS, STORED_LEGAL_KIND } from './legal-document-kinds';
import { legalVersionStatuses } from './legal-version-status';

export interface FindLegalDocumentInput {
  brand: BrandId;
  kind: LegalDocumentKind;
  /** A published version to read; the one in force today when absent. */
  version?: number;
  now?: Date;
}

/**
 * A published version of the brand's document with the list of every published version (newest first). Drafts and
 * other brands' versions are not found (404), so a draft's text never leaves the console. Without a version, the
 * one in force today (KST); 404 when none is in force yet.
 */
export async function findLegalDocument(db: Db, input: FindLegalDocumentInput): Promise<LegalDocumentView> {
  const kind = STORED_LEGAL_KIND[input.kind];
  const rows = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.brand, input.brand), eq(legalDocuments.kind, kind), isNotNull(legalDocuments.publishedAt)))
    .orderBy(desc(legalDocuments.version));
  const statuses = legalVersionStatuses(rows, kstDayKey(input.now ?? new Date()));
  const chosen =
    input.version === undefined ? rows.find((row) => statuses.get(row.version) === 'CURRENT') : rows.find((row) => row.version === input.version);
  if (!chosen) {
    const label = LEGAL_KIND_LABELS[kind];
    throw notFound(input.version === undefined ? `시행 중인 ${josa(label, '이/가')} 없습니다.` : `${label} ${input.version}번째 버전을 찾을 수 없습니다.`);
  }
  return {
    kind: input.kind,
    version: chosen.version,
    title: chosen.title,
    effectiveDate: chosen.effectiveDate,
    status: statuses.get(chosen.version)!,
    articles: chosen.articles,
    versions: rows.map((row) => ({ version: row.version, title: row.title, effectiveDate: row.effectiveDate, status: statuses.get(row.version)! })),
  };
}
