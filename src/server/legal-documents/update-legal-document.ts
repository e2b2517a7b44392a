import { eq } from 'drizzle-orm';
import { kstDayKey } from '../../config/kst';
import type { Db } from '../../db/client';
import { legalDocuments } from '../../db/schema';
import type { ConsoleLegalDocument, UpdateLegalDocumentBody } from '../../contracts/console-legal-documents';
import { recordAuditEvent } from '../audit/record-audit-event';
import {
  checkEffectiveDate,
  cleanArticles,
  legalDocumentAuditSnapshot,
  lockDraftLegalDocument,
  presentConsoleLegalDocument,
} from './console-legal-document';
import type { LegalDocumentAdmin } from './legal-document-policy';

/** Rewrites a draft (409 once published: a published version is final), with its audit row. */
export async function updateLegalDocument(
  db: Db,
  admin: LegalDocumentAdmin,
  id: string,
  input: UpdateLegalDocumentBody,
  now = new Date(),
): Promise<ConsoleLegalDocument> {
  checkEffectiveDate(input.effectiveDate, kstDayKey(now));
  const articles = cleanArticles(input.articles);
  return db.transaction(async (tx) => {
    const before = await lockDraftLegalDocument(tx, admin, id);
    const [after] = await tx
      .update(legalDocuments)
      .set({ title: input.title.trim(), effectiveDate: input.effectiveDate, articles })
      .where(eq(legalDocuments.id, id))
      .returning();
    await recordAuditEvent(tx, {
      brand: admin.brand,
      actorId: admin.userId,
      action: 'legal-document.update',
      resourceType: 'legal-document',
      resourceId: id,
      before: legalDocumentAuditSnapshot(before),
      after: legalDocumentAuditSnapshot(after!),
    });
    return presentConsoleLegalDocument(after!);
  });
}
