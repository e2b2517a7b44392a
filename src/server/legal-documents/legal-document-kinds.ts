import type { LegalDocumentKind } from '../../contracts/legal-documents';
import type { LegalDocumentKind as StoredKind } from '../../db/schema';

/** The URL's lower-case kind as stored, and back. */
export const STORED_LEGAL_KIND: Readonly<Record<LegalDocumentKind, StoredKind>> = {
  terms: 'TERMS',
  privacy: 'PRIVACY',
  marketing: 'MARKETING',
};

export const LEGAL_KIND_LABELS: Readonly<Record<StoredKind, string>> = {
  TERMS: '이용약관',
  PRIVACY: '개인정보처리방침',
  MARKETING: '마케팅 정보 수신 안내',
};
