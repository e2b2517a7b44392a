import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type LegalDocument, legalDocuments } from '../../db/schema';
import type { ConsoleLegalDocument } from '../../contracts/console-legal-documents';
import type { LegalArticle } from '../../contracts/legal-documents';
import { conflict, invalid, notFound } from '../errors/domain-error';
import type { LegalDocumentAdmin } from './legal-document-policy';

export const PUBLISHED_IS_FINAL_MESSAGE = '게시된 버전은 고칠 수 없습니다. 새 버전을 등록해주세요.';

export function presentConsoleLegalDocument(row: LegalDocument): ConsoleLegalDocument {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    title: row.title,
    effectiveDate: row.effectiveDate,
    articles: row.articles,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function legalDocumentAuditSnapshot(row: LegalDocument) {
  return { kind: row.kind, version: row.version, title: row.title, effectiveDate: row.effectiveDate, published: row.publishedAt !== null };
}

/** The admin's brand's draft, locked; 404 for none (or another brand's), 409 once it is published. */
export async function lockDraftLegalDocument(tx: Db, admin: LegalDocumentAdmin, id: string): Promise<LegalDocument> {
  const [row] = await tx
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.id, id), eq(legalDocuments.brand, admin.brand)))
    .for('update');
  if (!row) throw notFound('문서를 찾을 수 없습니다.');
  if (row.publishedAt) throw conflict(PUBLISHED_IS_FINAL_MESSAGE, 'LEGAL_DOCUMENT_PUBLISHED');
  return row;
}

/** Articles as stored: text trimmed, blank paragraphs dropped; an article left without text is refused. */
export function cleanArticles(articles: readonly LegalArticle[]): LegalArticle[] {
  return articles.map((article) => {
    const heading = article.heading.trim();
    const paragraphs = article.paragraphs.map((p) => p.trim()).filter(Boolean);
    if (!heading || paragraphs.length === 0) throw invalid('조항마다 제목과 내용을 입력해주세요.');
    return { heading, paragraphs };
  });
}

/** A new or re-dated version takes effect today or later (KST): a published text never changes the past. */
export function checkEffectiveDate(effectiveDate: string, today: string): void {
  if (effectiveDate < today) throw invalid('시행일은 오늘 이후로 정해주세요.', 'EFFECTIVE_DATE_PAST');
}
