/** The shapes of the reference legal documents and FAQ entries the seed writes (src/seed/legal-documents.ts). */
import type { BrandId } from '../../config/hosts';
import type { LegalArticle } from '../../contracts/legal-documents';
import type { LegalDocumentKind } from '../../db/schema';

export interface SeedLegalDocument {
  brand: BrandId;
  kind: LegalDocumentKind;
  version: number;
  title: string;
  /** KST day from which the version applies. */
  effectiveDate: string;
  articles: LegalArticle[];
}

export interface SeedFaqEntry {
  category: string;
  question: string;
  answer: string;
}
