import { eq, sql } from 'drizzle-orm';
import { kstDayKey } from '../../config/kst';
import type { Db } from '../../db/client';
import { legalDocuments } from '../../db/schema';
import type { ConsoleLegalDocument } from '../../contracts/console-legal-documents';
import { recordAuditEvent } from '../audit/record-audit-event';
import { checkEffectiveDate, legalDocumentAuditSnapshot, lockDraftLegalDocument, presentConsoleLegalDocument } from './console-legal-document';
import type { LegalDocumentAdmin } from './legal-document-policy';

/** Publishes a draft (409 when already published); its effective date must not have passed. */
export async function publishLegalDocument(db: Db, admin: LegalDocumentAdmin, id: string, now = new Date()): Promise<ConsoleLegalDocument> {
  return db.transaction(async (tx) => {
    const before = await lockDraftLegalDocument(tx, admin, id);
    checkEffectiveDate(before.effectiveDate, kstDayKey(now));
    const [after] = await tx.update(legalDocuments).set({ publishedAt: sql`now()` }).where(eq(legalDocuments.id, id)).returning();
    await recordAuditEvent(tx, {
      brand: admin.brand,
      actorId: admin.userId,
      action: 'legal-document.publish',
      resourceType: 'legal-document',
      resourceId: id,
      before: legalDocumentAuditSnapshot(before),
      after: legalDocumentAuditSnapshot(after!),
    });
    return presentConsoleLegalDocument(after!);
  });
}
