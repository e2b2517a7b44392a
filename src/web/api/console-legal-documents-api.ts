/** The console's 약관 versions (src/contracts/console-legal-documents.ts). */
import type { ApiClient } from './api-client';
import type {
  ConsoleLegalDocument,
  ConsoleLegalDocumentList,
  CreateLegalDocumentBody,
  UpdateLegalDocumentBody,
} from '../../contracts/console-legal-documents';

export type { ConsoleLegalDocument, CreateLegalDocumentBody } from '../../contracts/console-legal-documents';

export const consoleLegalDocumentsKey = ['console', 'legal-documents'] as const;

export async function listConsoleLegalDocuments(client: ApiClient): Promise<ConsoleLegalDocument[]> {
  const { data } = await client.get<ConsoleLegalDocumentList>('/apiV2/admin/legal-documents');
  return data.items;
}

export async function createConsoleLegalDocument(client: ApiClient, body: CreateLegalDocumentBody): Promise<ConsoleLegalDocument> {
  const { data } = await client.post<ConsoleLegalDocument>('/apiV2/admin/legal-documents', body);
  return data;
}

export async function updateConsoleLegalDocument(client: ApiClient, id: string, body: UpdateLegalDocumentBody): Promise<ConsoleLegalDocument> {
  const { data } = await client.put<ConsoleLegalDocument>(`/apiV2/admin/legal-documents/${id}`, body);
  return data;
}

export async function publishConsoleLegalDocument(client: ApiClient, id: string): Promise<ConsoleLegalDocument> {
  const { data } = await client.post<ConsoleLegalDocument>(`/apiV2/admin/legal-documents/${id}/publish`);
  return data;
}
