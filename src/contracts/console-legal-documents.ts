/**
 * The console's 약관 versions (`/apiV2/admin/legal-documents`, ADMIN only): every version of the brand's documents,
 * drafts included, and 새 버전 등록. A published version is never edited: a change is a new version.
 */
import { type Static, Type } from 'typebox';
import { DateTime, Nullable } from './common';
import { LegalArticle } from './legal-documents';

export const LegalDocumentKindUpper = Type.Union([Type.Literal('TERMS'), Type.Literal('PRIVACY'), Type.Literal('MARKETING')]);

export const ConsoleLegalDocument = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: LegalDocumentKindUpper,
  version: Type.Integer(),
  title: Type.String(),
  effectiveDate: Type.String({ format: 'date' }),
  articles: Type.Array(LegalArticle),
  publishedAt: Nullable(DateTime()),
  createdAt: DateTime(),
});
export type ConsoleLegalDocument = Static<typeof ConsoleLegalDocument>;

export const ConsoleLegalDocumentList = Type.Object({ items: Type.Array(ConsoleLegalDocument) });
export type ConsoleLegalDocumentList = Static<typeof ConsoleLegalDocumentList>;

const fields = {
  title: Type.String({ minLength: 1, maxLength: 60, description: '제목' }),
  effectiveDate: Type.String({ format: 'date', description: '시행일' }),
  articles: Type.Array(LegalArticle, { minItems: 1, maxItems: 60, description: '조항' }),
};

export const CreateLegalDocumentBody = Type.Object(
  { kind: LegalDocumentKindUpper, ...fields, publish: Type.Boolean({ description: '바로 게시 (아니면 초안)' }) },
  { additionalProperties: false },
);
export type CreateLegalDocumentBody = Static<typeof CreateLegalDocumentBody>;

export const UpdateLegalDocumentBody = Type.Object(fields, { additionalProperties: false });
export type UpdateLegalDocumentBody = Static<typeof UpdateLegalDocumentBody>;

export const LegalDocumentIdParams = Type.Object({ documentId: Type.String({ format: 'uuid', description: '문서 번호' }) });
