/**
 * The brand's legal documents and 자주 묻는 질문 (src/contracts/legal-documents.ts, faq.ts) and the member's
 * 마케팅 정보 수신 choice, on the page's own host (every site answers `/apiV2`).
 */
import type { ApiClient } from './api-client';
import type { MarketingConsent } from '../../contracts/auth';
import type { FaqList } from '../../contracts/faq';
import type { LegalDocumentKind, LegalDocumentView } from '../../contracts/legal-documents';

export type { FaqCategory, FaqItem, FaqList } from '../../contracts/faq';
export type { LegalArticle, LegalDocumentKind, LegalDocumentVersionSummary, LegalDocumentView } from '../../contracts/legal-documents';
export type { MarketingConsent } from '../../contracts/auth';

export async function getLegalDocument(client: ApiClient, kind: LegalDocumentKind, version?: number): Promise<LegalDocumentView> {
  const { data } = await client.get<LegalDocumentView>(`/apiV2/legal-documents/${kind}`, {
    params: version === undefined ? undefined : { version },
  });
  return data;
}

export async function getFaq(client: ApiClient, query?: string): Promise<FaqList> {
  const { data } = await client.get<FaqList>('/apiV2/faq', { params: query ? { q: query } : undefined });
  return data;
}

export async function getMarketingConsent(client: ApiClient): Promise<MarketingConsent> {
  const { data } = await client.get<MarketingConsent>('/apiV2/auth/marketing-consent');
  return data;
}

export async function updateMarketingConsent(client: ApiClient, agreed: boolean): Promise<MarketingConsent> {
  const { data } = await client.put<MarketingConsent>('/apiV2/auth/marketing-consent', { agreed });
  return data;
}
