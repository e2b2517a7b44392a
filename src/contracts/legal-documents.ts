/**
 * 이용약관, 개인정보처리방침 and the 마케팅 정보 수신 text of a brand, by version (`/apiV2/legal-documents/:kind`). The
 * version in force is shown by default; every earlier published version stays readable at `?version=N`.
 */
import { type Static, Type } from 'typebox';
import { Id } from './common';

export const LegalDocumentKind = Type.Union([Type.Literal('terms'), Type.Literal('privacy'), Type.Literal('marketing')], {
  description: 'terms 이용약관, privacy 개인정보처리방침, marketing 마케팅 정보 수신 안내',
});
export type LegalDocumentKind = Static<typeof LegalDocumentKind>;

export const LegalArticle = Type.Object({
  heading: Type.String({ minLength: 1, maxLength: 100, description: '조항 제목 (제1조 (목적))' }),
  paragraphs: Type.Array(Type.String({ minLength: 1, maxLength: 3000 }), { minItems: 1, maxItems: 30 }),
});
export type LegalArticle = Static<typeof LegalArticle>;

/** CURRENT: in force today (KST); PAST: replaced by a later version; UPCOMING: published, in force from its date. */
export const LegalVersionStatus = Type.Union([Type.Literal('CURRENT'), Type.Literal('PAST'), Type.Literal('UPCOMING')]);
export type LegalVersionStatus = Static<typeof LegalVersionStatus>;

export const LegalDocumentVersionSummary = Type.Object({
  version: Type.Integer(),
  title: Type.String(),
  effectiveDate: Type.String({ format: 'date', description: '시행일 (KST 날짜)' }),
  status: LegalVersionStatus,
});
export type LegalDocumentVersionSummary = Static<typeof LegalDocumentVersionSummary>;

export const LegalDocumentView = Type.Object({
  kind: LegalDocumentKind,
  version: Type.Integer(),
  title: Type.String(),
  effectiveDate: Type.String({ format: 'date', description: '시행일 (KST 날짜)' }),
  status: LegalVersionStatus,
  articles: Type.Array(LegalArticle),
  /** Every published version, newest first. */
  versions: Type.Array(LegalDocumentVersionSummary),
});
export type LegalDocumentView = Static<typeof LegalDocumentView>;

export const LegalDocumentParams = Type.Object({ kind: LegalDocumentKind });
export const LegalDocumentQuery = Type.Object({ version: Type.Optional(Id('문서 버전')) });
