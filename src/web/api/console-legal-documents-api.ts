/** The console's 약관 versions (src/contracts/console-legal-documents.ts). */
import type { AxiosInstance } from 'axios';
import type {
  ConsoleLegalDocument,
  ConsoleLegalDocumentList,
  CreateLegalDocumentBody,
  UpdateLegalDocumentBody,
} from '../../contracts/console-legal-documents';

export type { ConsoleLegalDocument, CreateLegalDocumentBody } from '../../contracts/console-legal-documents';

export const consoleLegalDocumentsKey = ['console', 'legal-documents'] as const;

export async function listConsoleLegalDocuments(client: AxiosInstance): Promise<ConsoleLegalDocument[]> {
  const { data } = await client.get<ConsoleLegalDocumentList>('/apiV2/admin/legal-documents');
  return data.items;
}

export async function createConsoleLegalDocument(client: AxiosInstance, body: CreateLegalDocumentBody): Promise<ConsoleLegalDocument> {
  const { data } = await client.post<ConsoleLegalDocument>('/apiV2/admin/legal-documents', body);
  return data;
}

export async function updateConsoleLegalDocument(client: AxiosInstance, id: string, body: UpdateLegalDocumentBody): Promise<ConsoleLegalDocument> {
  const { data } = await client.put<ConsoleLegalDocument>(`/apiV2/admin/legal-documents/${id}`, body);
  return data;
}

export async function publishConsoleLegalDocument(client: AxiosInstance, id: string): Promise<ConsoleLegalDocument> {
  const { data } = await client.post<ConsoleLegalDocument>(`/apiV2/admin/legal-documents/${id}/publish`);
  return data;
}
