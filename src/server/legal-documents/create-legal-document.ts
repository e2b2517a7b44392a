import { and, eq, max, sql } from 'drizzle-orm';
import { kstDayKey } from '../../config/kst';
import type { Db } from '../../db/client';
import { legalDocuments } from '../../db/schema';
import type { ConsoleLegalDocument, CreateLegalDocumentBody } from '../../contracts/console-legal-documents';
import { recordAuditEvent } from '../audit/record-audit-event';
import { conflict } from '../errors/domain-error';
import { isUniqueViolation } from '../errors/unique-violation';
import { checkEffectiveDate, cleanArticles, legalDocumentAuditSnapshot, presentConsoleLegalDocument } from './console-legal-document';
import type { LegalDocumentAdmin } from './legal-document-policy';

/**
 * 새 버전 등록: the next version number of the kind for the admin's brand, published at once or kept as a draft,
 * with its audit row. Earlier versions are left as they are; the new one takes over on its effective date.
 */
export async function createLegalDocument(
  db: Db,
  admin: LegalDocumentAdmin,
  input: CreateLegalDocumentBody,
  now = new Date(),
): Promise<ConsoleLegalDocument> {
  checkEffectiveDate(input.effectiveDate, kstDayKey(now));
  const articles = cleanArticles(input.articles);
  try {
    return await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ n: max(legalDocuments.version) })
        .from(legalDocuments)
        .where(and(eq(legalDocuments.brand, admin.brand), eq(legalDocuments.kind, input.kind)));
      const [created] = await tx
        .insert(legalDocuments)
        .values({
          brand: admin.brand,
          kind: input.kind,
          version: (last?.n ?? 0) + 1,
          title: input.title.trim(),
          effectiveDate: input.effectiveDate,
          articles,
          publishedAt: input.publish ? sql`now()` : null,
          createdBy: admin.userId,
        })
        .returning();
      await recordAuditEvent(tx, {
        brand: admin.brand,
        actorId: admin.userId,
        action: 'legal-document.create',
        resourceType: 'legal-document',
        resourceId: created!.id,
        before: null,
        after: legalDocumentAuditSnapshot(created!),
      });
      return presentConsoleLegalDocument(created!);
    });
  } catch (error) {
    // Two admins registering the same kind at once: the second one's number is taken.
    if (isUniqueViolation(error)) throw conflict('다른 관리자가 방금 새 버전을 등록했습니다. 목록을 새로 고친 뒤 다시 시도해주세요.');
    throw error;
  }
}
