import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { legalDocuments } from '../../db/schema';
import type { ConsoleLegalDocument } from '../../contracts/console-legal-documents';
import { presentConsoleLegalDocument } from './console-legal-document';
import type { LegalDocumentAdmin } from './legal-document-policy';

/** Every version of the admin's brand's documents, drafts included: by kind, newest version first. */
export async function findConsoleLegalDocuments(db: Db, admin: LegalDocumentAdmin): Promise<ConsoleLegalDocument[]> {
  const rows = await db
    .select()
    .from(legalDocuments)
    .where(eq(legalDocuments.brand, admin.brand))
    .orderBy(asc(legalDocuments.kind), desc(legalDocuments.version));
  return rows.map(presentConsoleLegalDocument);
}
