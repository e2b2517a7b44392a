/** Query keys of the legal pages, the FAQ and the sign-up's 보기 dialogs: the same for the server render and the browser. */
import type { ApiClient } from '../api/api-client';
import { getFaq, getLegalDocument, type LegalDocumentKind } from '../api/legal-documents-api';

export const legalQueries = {
  document: (client: ApiClient, kind: LegalDocumentKind, version: number | null) => ({
    queryKey: ['legal-documents', kind, version] as const,
    queryFn: () => getLegalDocument(client, kind, version ?? undefined),
  }),
  faq: (client: ApiClient, query: string) => ({
    queryKey: ['faq', query] as const,
    queryFn: () => getFaq(client, query || undefined),
  }),
};

/** A page's `?version=` as the API takes it (a positive integer), else null for the version in force. */
export function versionFromQuery(value: unknown): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/** The FAQ page's `?q=`, trimmed, at most as long as the API takes. */
export function faqQueryFrom(value: unknown): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === 'string' ? raw.trim().slice(0, 100) : '';
}
